import { assetTextMessages } from '@shared/messages/asset-text';
import { format } from '@shared/messages/format';
import type { Asset } from '@shared/schemas/asset';
import type { TextPage } from '@shared/schemas/asset-text';

const m = assetTextMessages.assetText;

/** How a file's text is divided: slides (PPTX, ODP), pages (PDF, or any text of several), or one text. */
export type TextLayout = 'slides' | 'pages' | 'single';

const SLIDE_MIMES = new Set([
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.ms-powerpoint',
]);

/** An admin's correction keeps no source of its own: the file's type still tells slides from pages. */
export function textLayout(asset: Pick<Asset, 'type' | 'mime'>, pages: readonly TextPage[]): TextLayout {
  if (SLIDE_MIMES.has(asset.mime ?? '') || pages.some((p) => p.source === 'pptx' || p.source === 'odp'))
    return 'slides';
  if (asset.type === 'pdf' || pages.length > 1) return 'pages';
  return 'single';
}

/** 'Página 3', 'Slide 2', or null for the one text of a picture or a document. */
export function pageLabel(layout: TextLayout, page: number): string | null {
  if (layout === 'slides') return format(m.slide, { page });
  if (layout === 'pages') return format(m.page, { page });
  return null;
}

/** Where a page's text came from, quietly: 'Lido da imagem · confiança 92%', 'Do arquivo'; null when corrected. */
export function sourceText(page: TextPage): string | null {
  if (page.source === 'edited') return null;
  if (page.source !== 'ocr') return m.sourceFile;
  if (page.confidence === undefined) return m.sourceOcr;
  return `${m.sourceOcr} · ${format(m.confidence, { value: Math.round(page.confidence) })}`;
}
