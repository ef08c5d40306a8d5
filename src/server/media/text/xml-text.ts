import { decodeXmlEntities } from './clean';

/** How the words of one XML vocabulary (DrawingML, OpenDocument) are laid out. */
export interface XmlTextRules {
  /** Character data inside these elements is the text; the rest (styles, layout) is not. */
  textIn: readonly string[];
  /** Elements that end a line where they close, or stand empty (a paragraph, a line break). */
  lineEnds: readonly string[];
  /** Elements whose content is left out whole (comments, deleted text, speaker notes). */
  skip?: readonly string[];
  /** The element each page is (OpenDocument's draw:page); without it the whole document is one. */
  page?: string;
  /** What an empty element stands for (a tab, a run of spaces), given its attributes. */
  empty?: (name: string, attributes: string) => string | undefined;
}

// Comments, CDATA, declarations and processing instructions, tags (quoted attributes may hold '>'),
// and character data. Office XML has no DTD of its own, so no entity but the predefined ones.
const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<[!?][^>]*>|<(\/?)([\w:.-]+)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;

/**
 * The text of an XML document, page by page, as `rules` lay it out. Not a validating parser: a
 * file's XML is only read for its words, and whatever is malformed reads as text or is skipped.
 */
export function xmlPages(xml: string, rules: XmlTextRules): string[] {
  const pages: string[] = [];
  let current: string[] | null = rules.page ? null : [];
  let inText = 0;
  let skipping = 0;
  for (const [, cdata, close, name, rest = '', chars] of xml.matchAll(TOKEN)) {
    if (name === undefined) {
      const data = chars === undefined ? cdata : decodeXmlEntities(chars);
      if (data !== undefined && current && inText > 0 && skipping === 0) current.push(data);
      continue;
    }
    const empty = rest.endsWith('/');
    if (rules.skip?.includes(name)) {
      if (!empty) skipping += close ? -1 : 1;
      continue;
    }
    if (skipping > 0) continue;
    if (name === rules.page) {
      if (!close && !empty) current = [];
      else {
        // An empty page still counts: page numbers are the slides' places.
        pages.push(current?.join('') ?? '');
        current = null;
      }
      continue;
    }
    if (!empty && rules.textIn.includes(name)) inText = Math.max(0, inText + (close ? -1 : 1));
    if (!current) continue;
    if ((close || empty) && rules.lineEnds.includes(name)) current.push('\n');
    else if (empty) {
      const stands = rules.empty?.(name, rest);
      if (stands !== undefined && inText > 0) current.push(stands);
    }
  }
  if (!rules.page && current) pages.push(current.join(''));
  return pages;
}

/** PowerPoint's slides (DrawingML): the runs `<a:t>` of each paragraph `<a:p>`. */
export const DRAWING_ML: XmlTextRules = {
  textIn: ['a:t'],
  lineEnds: ['a:p', 'a:br'],
};

const SPACE_COUNT = /\btext:c\s*=\s*["'](\d{1,4})["']/;

/** OpenDocument's paragraphs and headings, its tabs and runs of spaces, no comments or deletions. */
function openDocument(page?: string): XmlTextRules {
  return {
    textIn: ['text:p', 'text:h'],
    lineEnds: ['text:p', 'text:h', 'text:line-break'],
    skip: ['office:annotation', 'text:tracked-changes', 'text:note-citation', 'presentation:notes'],
    ...(page ? { page } : {}),
    empty(name, attributes) {
      if (name === 'text:tab') return '\t';
      if (name === 'text:s') return ' '.repeat(Number(SPACE_COUNT.exec(attributes)?.[1] ?? 1));
      return undefined;
    },
  };
}

/** A text document's content.xml (ODT): one page. */
export const ODF_TEXT = openDocument();
/** A presentation's content.xml (ODP): a page per `<draw:page>`. */
export const ODF_PRESENTATION = openDocument('draw:page');
