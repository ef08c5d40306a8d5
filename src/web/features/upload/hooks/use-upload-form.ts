import { useCallback, useMemo, useState } from 'react';
import { titleFromFileName } from '../lib/titles';
import { type UploadMode, validateUpload } from '../lib/validation';
import { useFileSelection } from './use-file-selection';

/** Every value of the upload form, the selected files included, and its SPEC 5 validation. */
export function useUploadForm() {
  const selection = useFileSelection();
  const [mode, setMode] = useState<UploadMode>('file');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [categoryIds, setCategoryIds] = useState<readonly string[]>([]);
  const [tags, setTags] = useState<readonly string[]>([]);
  const [externalUrl, setExternalUrl] = useState('');
  // Errors show after the first submit attempt, then follow every change.
  const [attempted, setAttempted] = useState(false);

  const errors = useMemo(
    () =>
      attempted
        ? validateUpload({
            mode,
            fileCount: selection.files.length,
            externalUrl,
            title,
            description,
            categoryIds,
            tags,
          })
        : {},
    [attempted, mode, selection.files.length, externalUrl, title, description, categoryIds, tags],
  );

  const { add } = selection;
  const count = selection.files.length;
  const firstName = selection.files[0]?.file.name;
  /** Adds files; SPEC 5: an empty title is filled from the first file's name without extension. */
  const addFiles = useCallback(
    (incoming: readonly File[]) => {
      const screening = add(incoming, count);
      const first = firstName ?? screening.accepted[0]?.name;
      if (first) setTitle((current) => (current.trim() ? current : titleFromFileName(first)));
      return screening;
    },
    [add, count, firstName],
  );

  const { clear } = selection;
  const reset = useCallback(() => {
    clear();
    setTitle('');
    setDescription('');
    setCategoryIds([]);
    setTags([]);
    setExternalUrl('');
    setAttempted(false);
  }, [clear]);

  /** Marks the attempt and answers whether the form may be sent. */
  const check = () => {
    setAttempted(true);
    const found = validateUpload({
      mode,
      fileCount: selection.files.length,
      externalUrl,
      title,
      description,
      categoryIds,
      tags,
    });
    return Object.keys(found).length === 0;
  };

  return {
    selection,
    addFiles,
    mode,
    setMode,
    title,
    setTitle,
    description,
    setDescription,
    categoryIds,
    setCategoryIds,
    tags,
    setTags,
    externalUrl,
    setExternalUrl,
    errors,
    check,
    reset,
  };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
