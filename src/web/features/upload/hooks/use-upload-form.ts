import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  emptyUploadForm,
  type UploadFormOutput,
  UploadFormSchema,
  type UploadFormValues,
  type UploadMode,
} from '../lib/asset-form';
import { titleFromFileName } from '../lib/titles';
import { useFileSelection } from './use-file-selection';

const resolver = zodResolver(UploadFormSchema);

/**
 * The upload form (react-hook-form on the server's contracts) and the selected files beside it.
 * Errors show after the first submit attempt, then follow every change (react-hook-form's default).
 */
export function useUploadForm() {
  const form = useForm<UploadFormValues, unknown, UploadFormOutput>({
    resolver,
    defaultValues: emptyUploadForm,
    // The first invalid control in page order is focused by the panel (useFocusFirstInvalid).
    shouldFocusError: false,
  });
  const selection = useFileSelection();
  /** Grows on every reset: the fields' own state (the category filter, a tag being typed) starts over. */
  const [generation, setGeneration] = useState(0);
  const { getValues, setValue, trigger, formState } = form;
  const submitted = formState.isSubmitted;

  const { add, clear } = selection;
  const count = selection.files.length;
  // `fileCount` follows the files however they change (picked, removed, stored by a partial
  // success), and the source is re-checked once a submit was tried.
  useEffect(() => {
    if (getValues('fileCount') !== count) setValue('fileCount', count, { shouldValidate: submitted });
  }, [count, getValues, setValue, submitted]);

  const firstName = selection.files[0]?.file.name;
  /** Adds files; SPEC 5: an empty title is filled from the first file's name without extension. */
  const addFiles = useCallback(
    (incoming: readonly File[]) => {
      const screening = add(incoming, count);
      const first = firstName ?? screening.accepted[0]?.name;
      if (first && !getValues('title').trim())
        setValue('title', titleFromFileName(first), { shouldValidate: submitted });
      return screening;
    },
    [add, count, firstName, getValues, setValue, submitted],
  );

  const setMode = (mode: UploadMode) => {
    setValue('mode', mode);
    // The other mode's source rule no longer applies: its error goes, this one's shows.
    if (submitted) void trigger(['fileCount', 'externalUrl']);
  };

  /** Empties the form (the mode stays) and hides its errors until the next attempt. */
  const reset = () => {
    clear();
    form.reset({ ...emptyUploadForm, mode: getValues('mode') });
    setGeneration((n) => n + 1);
  };

  return { form, selection, addFiles, setMode, reset, generation };
}

export type UploadForm = ReturnType<typeof useUploadForm>;
