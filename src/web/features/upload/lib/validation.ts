import { LIMITS } from '@shared/constants';
import { messages } from '@shared/messages/pt-BR';
import { externalLinkProblemMessage } from '@shared/schemas/asset';

export type UploadMode = 'file' | 'external';

export interface UploadValues {
  mode: UploadMode;
  fileCount: number;
  externalUrl: string;
  title: string;
  description: string;
  categoryIds: readonly string[];
  tags: readonly string[];
}

export type UploadField = 'title' | 'description' | 'categories' | 'tags' | 'source';
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** SPEC 5 client validation of the upload form, with its exact texts. Empty result: valid. */
export function validateUpload(values: UploadValues): FormErrors<UploadField> {
  const errors: FormErrors<UploadField> = {};
  const title = values.title.trim();
  if (title.length < LIMITS.titleMinLength) errors.title = messages.assets.titleTooShort;
  else if (title.length > LIMITS.titleMaxLength) errors.title = messages.assets.titleTooLong;
  if (values.description.trim().length > LIMITS.descriptionMaxLength)
    errors.description = messages.assets.descriptionTooLong;
  if (values.categoryIds.length === 0) errors.categories = messages.assets.categoryRequired;
  if (values.tags.length > 30) errors.tags = messages.taxonomy.tooManyTags;
  if (values.mode === 'file') {
    if (values.fileCount === 0) errors.source = messages.upload.sourceRequired;
  } else if (!values.externalUrl.trim()) {
    errors.source = messages.upload.sourceRequired;
  } else {
    const problem = externalLinkProblemMessage(values.externalUrl);
    if (problem) errors.source = problem;
  }
  return errors;
}

export interface EditValues {
  title: string;
  description: string;
  categoryIds: readonly string[];
  tags: readonly string[];
}

export type EditField = 'title' | 'description' | 'categories' | 'tags';

/** The edit panel: 'Título é obrigatório' (SPEC 5), and what the server requires of an update. */
export function validateEdit(values: EditValues): FormErrors<EditField> {
  const errors: FormErrors<EditField> = {};
  const title = values.title.trim();
  if (!title) errors.title = messages.assets.titleRequired;
  else if (title.length > LIMITS.titleMaxLength) errors.title = messages.assets.titleTooLong;
  if (values.description.trim().length > LIMITS.descriptionMaxLength)
    errors.description = messages.assets.descriptionTooLong;
  if (values.categoryIds.length === 0) errors.categories = messages.assets.categoryRequired;
  if (values.tags.length > 30) errors.tags = messages.taxonomy.tooManyTags;
  return errors;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
