import type { ImageLayout } from './draw-image';

/** The shape of a demo catalogue entry (the entries import it; catalogue.ts collects them). */
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
