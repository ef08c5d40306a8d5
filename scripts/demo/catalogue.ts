import { CAMPAIGN_IMAGES } from './catalogue-campaigns';
import { CLINIC_IMAGES } from './catalogue-clinic';
import { DOCUMENTS } from './catalogue-documents';
import type { ImageLayout } from './draw-image';

export type ImageKind = 'post' | 'portrait' | 'story' | 'wide' | 'banner' | 'print' | 'logo';

/** Pixel sizes of the usual marketing formats (Instagram feed and stories, Full HD, 16:9 banner, A4). */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  post: { width: 1080, height: 1080 },
  portrait: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
  wide: { width: 1920, height: 1080 },
  banner: { width: 1200, height: 675 },
  print: { width: 1240, height: 1754 },
  logo: { width: 1000, height: 1000 },
};

interface EntryBase {
  title: string;
  description: string;
  /** Original file name without extension. */
  file: string;
  /** Subcategory slugs of the seeded tree (src/shared/taxonomy.ts). */
  categories: string[];
  /** Names of seeded tags. */
  tags: string[];
}

export interface ImageEntry extends EntryBase {
  type: 'image';
  kind: ImageKind;
  layout: ImageLayout;
  /** Key of PALETTES; picked at random when absent. */
  palette?: string;
  png?: boolean;
  cta?: string;
}

export interface DocumentEntry extends EntryBase {
  type: 'pdf' | 'document';
  subtitle: string;
  paragraphs: string[];
}

export type CatalogueEntry = ImageEntry | DocumentEntry;

export const DEMO_CATALOGUE: CatalogueEntry[] = [...CAMPAIGN_IMAGES, ...CLINIC_IMAGES, ...DOCUMENTS];

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
