import { CAMPAIGN_IMAGES } from './catalogue-campaigns';
import { CLINIC_IMAGES } from './catalogue-clinic';
import { DOCUMENTS } from './catalogue-documents';
import { TREATMENT_IMAGES } from './catalogue-treatments';
import type { CatalogueEntry } from './catalogue-types';

export type { CatalogueEntry, DocumentEntry, ImageEntry, ImageKind } from './catalogue-types';
export { IMAGE_SIZES } from './catalogue-types';

export const DEMO_CATALOGUE: CatalogueEntry[] = [
  ...CAMPAIGN_IMAGES,
  ...TREATMENT_IMAGES,
  ...CLINIC_IMAGES,
  ...DOCUMENTS,
];

/**
 * `count` entries spread evenly over the catalogue, every type kept in proportion (at least one of
 * each), so a small test run still produces JPEGs, PNGs, PDFs and text documents.
 */
export function pickEntries(count = DEMO_CATALOGUE.length): CatalogueEntry[] {
  if (count >= DEMO_CATALOGUE.length) return DEMO_CATALOGUE;
  const share = count / DEMO_CATALOGUE.length;
  const kept = new Set<CatalogueEntry>();
  for (const type of ['image', 'pdf', 'document'] as const) {
    const ofType = DEMO_CATALOGUE.filter((entry) => entry.type === type);
    const wanted = Math.max(1, Math.round(ofType.length * share));
    for (let i = 0; i < wanted; i++) kept.add(ofType[Math.floor((i * ofType.length) / wanted)]!);
  }
  return DEMO_CATALOGUE.filter((entry) => kept.has(entry));
}
