import { UploadMetaSchema } from '@shared/schemas/asset';

/** An asset's publication fields as a form holds them: '' is a date left empty (no bound). */
export interface PublicationValues {
  validFrom: string;
  validUntil: string;
  containsPatient: boolean;
}

export const noPublicationLimits: PublicationValues = {
  validFrom: '',
  validUntil: '',
  containsPatient: false,
};

export type PublicationIssues = { validFrom?: string; validUntil?: string };

const uploadItem = UploadMetaSchema.shape.items.unwrap().element;

/**
 * One upload file's publication fields, checked by the upload contract's own item rules (a real
 * day; "válido de" not after "válido até"): the message of each field in error, by field.
 */
export function publicationIssues(value: PublicationValues): PublicationIssues {
  const parsed = uploadItem.safeParse(value);
  if (parsed.success) return {};
  const issues: PublicationIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'validFrom' || field === 'validUntil') && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}

/** What an upload's `meta.items` entry says of a file's publication (nothing when it is unlimited). */
export function publicationMeta(value: PublicationValues) {
  return {
    validFrom: value.validFrom || undefined,
    validUntil: value.validUntil || undefined,
    containsPatient: value.containsPatient || undefined,
  };
}
