import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { uploadMessages } from '@shared/messages/upload';
import type { UploadItemResult, UploadMeta } from '@shared/schemas/asset';
import { isApiError } from '@web/lib/api-error';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { describeError, notify, notifyFailure } from '@web/lib/notify';
import { useMemo, useRef, useState } from 'react';
import { useCreateExternalAsset } from '../api/create-external-asset';
import { useUploadAssets } from '../api/upload-assets';
import { assetServerFields, type UploadFormOutput } from '../lib/asset-form';
import { apportionProgress } from '../lib/progress';
import { publicationMeta } from '../lib/publication';
import type { FileOutcome } from './use-file-selection';
import type { UploadForm } from './use-upload-form';

const m = uploadMessages.upload;

export interface UploadProgressView {
  /** 0..1 per file id, for the files being sent. */
  byFile: ReadonlyMap<string, number>;
  overall: number;
  loaded: number;
  total: number;
  /** Every byte is out; the server is storing files and making thumbnails. */
  processing: boolean;
}

/** An asset the last attempt stored, for the links under the form. */
export interface CreatedAsset {
  id: string;
  title: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function itemsOf(error: unknown): UploadItemResult[] | null {
  if (!isApiError(error)) return null;
  const details = error.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? (details.items as UploadItemResult[]) : null;
}

function outcomesFor(ids: readonly string[], items: readonly UploadItemResult[]) {
  const outcomes = new Map<string, FileOutcome | 'created'>();
  for (const item of items) {
    const id = ids[item.index];
    if (!id) continue;
    outcomes.set(
      id,
      item.status === 'created'
        ? 'created'
        : {
            status: item.status,
            message: item.error?.message ?? m.statusFailed,
            existing: item.existing,
          },
    );
  }
  return outcomes;
}

/**
 * Sends the form: files (multipart, real progress, per-file results) or an external link. Success
 * resets the form; a failure keeps it, and the files that were not stored stay listed with the reason.
 */
export function useUploadSubmit(form: UploadForm) {
  const uploadMutation = useUploadAssets();
  const externalMutation = useCreateExternalAsset();
  const abortRef = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<{ ids: string[]; sizes: number[] } | null>(null);
  /** The assets the last attempt stored, linked under the form (which is empty again by then). */
  const [created, setCreated] = useState<CreatedAsset[]>([]);
  const pending = uploadMutation.isPending || externalMutation.isPending;

  // The server's field errors go beside their fields, as the form's own (and the toast still tells).
  const showFieldErrors = (error: unknown) =>
    setServerFieldErrors(error, form.form.setError, { ...assetServerFields, url: 'externalUrl' });

  const sendFiles = (values: UploadFormOutput) => {
    const { files } = form.selection;
    const single = files.length === 1;
    const meta: UploadMeta = {
      title: values.title,
      description: values.description,
      categoryIds: values.categoryIds,
      tags: values.tags,
      // SPEC 5: a single file uses the form's title and description as given.
      items: files.map((f) => ({
        title: single ? undefined : f.title.trim() || undefined,
        description: single ? undefined : f.description.trim() || undefined,
        ...publicationMeta(f),
      })),
    };
    const ids = files.map((f) => f.id);
    const controller = new AbortController();
    abortRef.current = controller;
    form.selection.clearOutcomes();
    setCreated([]);
    setSending({ ids, sizes: files.map((f) => f.file.size) });
    uploadMutation.mutate(
      { meta, files: files.map((f) => f.file), signal: controller.signal },
      {
        onSuccess: (result) => {
          setCreated(
            result.items.flatMap((item) =>
              item.status === 'created' && item.asset ? [{ id: item.asset.id, title: item.asset.title }] : [],
            ),
          );
          if (result.created > 0) notify.success(format(m.successMany, { n: result.created }));
          if (result.failed === 0) return form.reset();
          notify.error(format(m.resultsSomeTitle, { n: result.failed }));
          form.selection.settle(outcomesFor(ids, result.items));
        },
        onError: (error) => {
          if (isAbort(error)) return;
          showFieldErrors(error);
          const items = itemsOf(error);
          if (items) form.selection.settle(outcomesFor(ids, items));
          // With several files the reasons are listed in the form; the toast stays short.
          const message =
            items && items.length > 1
              ? m.resultsNone
              : describeError(error, commonMessages.common.unknownError);
          notify.error(format(m.errorWithMessage, { message }));
        },
        onSettled: () => {
          abortRef.current = null;
          setSending(null);
        },
      },
    );
  };

  const sendLink = (values: UploadFormOutput) => {
    setCreated([]);
    externalMutation.mutate(
      {
        url: values.externalUrl,
        title: values.title,
        description: values.description,
        categoryIds: values.categoryIds,
        tags: values.tags,
      },
      {
        onSuccess: (asset) => {
          setCreated([{ id: asset.id, title: asset.title }]);
          notify.success(m.successExternal);
          form.reset();
        },
        onError: (error) => {
          showFieldErrors(error);
          notifyFailure(error, m.externalFailed);
        },
      },
    );
  };

  /** Sends the values the form's schema accepted, by mode. */
  const submit = (values: UploadFormOutput) => {
    if (pending) return;
    if (values.mode === 'external') sendLink(values);
    else sendFiles(values);
  };

  const { progress: bytes } = uploadMutation;
  const progress = useMemo<UploadProgressView | null>(() => {
    if (!sending) return null;
    const loaded = bytes?.loaded ?? 0;
    const total = bytes?.total ?? sending.sizes.reduce((a, b) => a + b, 0);
    const shares = apportionProgress(sending.sizes, loaded, total);
    const byFile = new Map(sending.ids.map((id, index) => [id, shares.files[index] ?? 0]));
    return { byFile, overall: shares.overall, loaded, total, processing: shares.overall >= 1 };
  }, [sending, bytes]);

  /** Stops the transfer while bytes are still going out; once the server has them it finishes. */
  const cancel = () => abortRef.current?.abort();

  return {
    submit,
    cancel,
    pending,
    progress,
    canCancel: Boolean(progress && !progress.processing),
    created,
    clearCreated: () => setCreated([]),
  };
}
