import path from 'node:path';
import mammoth from 'mammoth';
import type { PageCollector } from './clean';
import { TextUnreadableError } from './contract';
import { DRAWING_ML, ODF_PRESENTATION, ODF_TEXT, xmlPages } from './xml-text';
import { checkZipBudget, readZipEntries, zipEntryNames } from './zip';

/** The zip-based document formats whose words are read. */
export type OfficeFormat = 'docx' | 'pptx' | 'odt' | 'odp';

const XML_PART = /\.(xml|rels)$/i;
const SLIDE = /^ppt\/slides\/slide(\d+)\.xml$/;
const PRESENTATION = 'ppt/presentation.xml';
const PRESENTATION_RELS = 'ppt/_rels/presentation.xml.rels';
const SLIDE_RELS = /^ppt\/slides\/_rels\/slide\d+\.xml\.rels$/;
const NOTES = /^ppt\/notesSlides\/notesSlide\d+\.xml$/;
/** The slide number a notes page shows (a field, not words of the presenter). */
const SLIDE_NUMBER_FIELD = /<a:fld\b[^>]*\btype\s*=\s*["']slidenum["'][^>]*>[\s\S]*?<\/a:fld>/g;

/** A Word document (DOCX): mammoth's raw text, page 1 (Word keeps no pages in the file). */
export async function readDocx(file: string, pages: PageCollector): Promise<void> {
  // mammoth inflates the parts it reads whole: they are first inflated here within the zip limits.
  await checkZipBudget(file, (name) => XML_PART.test(name));
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({ path: file }));
  } catch (error) {
    throw new TextUnreadableError(`not a Word document: ${(error as Error).message}`);
  }
  pages.add({ page: 1, text, source: 'docx' });
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];
}

/**
 * The slides' entries in the order the presentation shows them (its slide list and relationships),
 * the slides it does not list after them by number.
 */
function slideOrder(parts: Map<string, Buffer>): string[] {
  const byNumber = [...parts.keys()]
    .filter((name) => SLIDE.test(name))
    .sort((a, b) => Number(SLIDE.exec(a)?.[1]) - Number(SLIDE.exec(b)?.[1]));
  const targets = new Map<string, string>();
  for (const [tag] of (parts.get(PRESENTATION_RELS)?.toString('utf8') ?? '').matchAll(
    /<Relationship\b[^>]*>/g,
  )) {
    const id = attribute(tag, 'Id');
    const target = attribute(tag, 'Target');
    if (id && target) targets.set(id, target.startsWith('/') ? target.slice(1) : `ppt/${target}`);
  }
  const listed = [...(parts.get(PRESENTATION)?.toString('utf8') ?? '').matchAll(/<p:sldId\b[^>]*>/g)]
    .map(([tag]) => targets.get(attribute(tag, 'r:id') ?? ''))
    .filter((name): name is string => name !== undefined && parts.has(name));
  const seen = new Set(listed);
  return [...seen, ...byNumber.filter((name) => !seen.has(name))];
}

/** The words of a slide's speaker notes (the notes page its relationships name), if any. */
function notesOf(parts: Map<string, Buffer>, slide: string): string {
  const rels = parts.get(slide.replace(/^ppt\/slides\//, 'ppt/slides/_rels/').concat('.rels'));
  const tag = [...(rels?.toString('utf8') ?? '').matchAll(/<Relationship\b[^>]*>/g)]
    .map(([found]) => found)
    .find((found) => attribute(found, 'Type')?.endsWith('/notesSlide'));
  const target = tag && attribute(tag, 'Target');
  if (!target) return '';
  const notes = path.posix.normalize(target.startsWith('/') ? target.slice(1) : `ppt/slides/${target}`);
  const xml = parts.get(notes)?.toString('utf8').replace(SLIDE_NUMBER_FIELD, '') ?? '';
  return xmlPages(xml, DRAWING_ML)[0] ?? '';
}

/** A PowerPoint presentation (PPTX): a page per slide, its paragraphs as lines, then its speaker notes. */
export async function readPptx(file: string, pages: PageCollector): Promise<void> {
  const parts = await readZipEntries(
    file,
    (name) =>
      SLIDE.test(name) ||
      SLIDE_RELS.test(name) ||
      NOTES.test(name) ||
      name === PRESENTATION ||
      name === PRESENTATION_RELS,
  );
  if (!parts.has(PRESENTATION) && ![...parts.keys()].some((name) => SLIDE.test(name))) {
    throw new TextUnreadableError('not a PowerPoint presentation: no slides');
  }
  for (const [index, name] of slideOrder(parts).entries()) {
    const [text = ''] = xmlPages(parts.get(name)?.toString('utf8') ?? '', DRAWING_ML);
    const notes = notesOf(parts, name);
    pages.add({ page: index + 1, text: [text, notes].filter(Boolean).join('\n\n'), source: 'pptx' });
    if (pages.full) break;
  }
}

/** An OpenDocument text (ODT, one page) or presentation (ODP, a page per slide): its content.xml. */
export async function readOpenDocument(
  file: string,
  format: 'odt' | 'odp',
  pages: PageCollector,
): Promise<void> {
  const content = (await readZipEntries(file, (name) => name === 'content.xml')).get('content.xml');
  if (!content) throw new TextUnreadableError('not an OpenDocument file: no content.xml');
  const read = xmlPages(content.toString('utf8'), format === 'odt' ? ODF_TEXT : ODF_PRESENTATION);
  for (const [index, text] of read.entries()) {
    pages.add({ page: index + 1, text, source: format });
    if (pages.full) break;
  }
}

const OPEN_DOCUMENT_TYPES: Record<string, OfficeFormat> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** Which office format a zip holds, told by its entries (and an OpenDocument's mimetype); null if none. */
export async function officeFormatOfZip(file: string): Promise<OfficeFormat | null> {
  const names = await zipEntryNames(file);
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes(PRESENTATION)) return 'pptx';
  if (!names.includes('mimetype')) return null;
  const mimetype = (await readZipEntries(file, (name) => name === 'mimetype')).get('mimetype');
  return OPEN_DOCUMENT_TYPES[mimetype?.toString('latin1').trim() ?? ''] ?? null;
}
