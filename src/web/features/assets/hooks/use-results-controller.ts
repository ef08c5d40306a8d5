import { galleryMessages } from '@shared/messages/gallery';
import type { Asset } from '@shared/schemas/asset';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/lib/notify';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useCountView } from '../api/count-view';
import { type DownloadChoice, useDownloadAsset } from '../api/download-asset';
import { downloadZip, ZIP_MAX_FILES } from '../api/download-zip';
import type { CardHandlers } from '../components/card-actions';
import { bumpDownloads, patchCachedAsset } from '../lib/cache-updates';
import { useCopyAssetLink } from './use-copy-link';
import { useSelection } from './use-selection';

/** The controller of one result list: its selection, card handlers, preview and ZIP download. */
export type ResultsController = ReturnType<typeof useResultsController>;

/**
 * What a list of results does, shared by the gallery and its similarity mode: the preview dialog
 * (which counts a view), downloads, copy link, and 'Selecionar Múltiplos' with its ZIP.
 */
export function useResultsController(items: readonly Asset[], listKey: string) {
  const client = useQueryClient();
  const selection = useSelection(listKey);
  const [preview, setPreview] = useState<Asset | null>(null);
  const countView = useCountView();
  const countViewRef = useRef(countView.mutate);
  countViewRef.current = countView.mutate;
  const download = useDownloadAsset();
  const copyLink = useCopyAssetLink();
  const toggle = selection.toggle;

  const handlers = useMemo<CardHandlers>(
    () => ({
      onOpen: (asset) => {
        setPreview(asset);
        countViewRef.current(asset.id);
      },
      onToggle: toggle,
      onDownload: (asset) => void download(asset),
      onCopyLink: (id) => void copyLink(id),
    }),
    [toggle, download, copyLink],
  );

  // The dialog shows the list's current copy, so its counts follow the optimistic updates.
  const previewAsset = preview ? (items.find((item) => item.id === preview.id) ?? preview) : null;

  const downloadSelected = useCallback(
    (choice?: DownloadChoice) => {
      const ids = [...selection.ids];
      if (ids.length === 0) return;
      if (ids.length > ZIP_MAX_FILES) {
        notify.error(galleryMessages.search.zipTooMany);
        return;
      }
      void downloadZip(ids, choice);
      for (const asset of items) {
        if (selection.ids.has(asset.id) && !asset.isExternal)
          patchCachedAsset(client, asset.id, bumpDownloads);
      }
      // SPEC: after 'Baixar (n)' the selection is cleared and selection mode ends.
      selection.setActive(false);
    },
    [client, items, selection],
  );

  return {
    handlers,
    selection,
    previewAsset,
    closePreview: () => setPreview(null),
    download,
    downloadSelected,
    selectAll: () => selection.selectAll(items.map((item) => item.id)),
  };
}
