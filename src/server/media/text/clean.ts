import { TEXT_LIMITS } from '../../../shared/constants';
import type { ReadPage } from './contract';

/**
 * What no stored text keeps (the shared text rule, src/shared/domain/text.ts): C0 and C1 controls
 * but tab and line feed, the bidi overrides, half surrogate pairs, and the byte-order mark. A file's
 * bytes carry all of them; stored, they break the search index and the pages that show the text.
 */
const UNWANTED =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu;
/** Spaces of every width (no-break, thin, ideographic …), tabs aside. */
const SPACES = /[^\S\t\n]+/g;

/**
 * `text` as stored: line breaks made `\n`, the unwanted characters gone, runs of spaces made one,
 * lines trimmed, at most one empty line in a row, nothing around.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?|[\u2028\u2029\v\f]/g, '\n')
    .replace(UNWANTED, '')
    .replace(SPACES, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The longest start of `text` within `bytes` UTF-8 bytes, cut between characters. */
function cutUtf8(text: string, bytes: number): string {
  const encoded = Buffer.from(text, 'utf8');
  if (encoded.length <= bytes) return text;
  let end = bytes;
  // A continuation byte (10xxxxxx) is the middle of a character: step back to its first byte.
  while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end--;
  return encoded.toString('utf8', 0, end);
}

/**
 * Collects a file's pages, each cleaned, the empty ones left out, all of them together within
 * TEXT_LIMITS.maxTextBytes (the page that crosses it is cut, later ones are not kept). `full` tells
 * a reader to stop reading more.
 */
export class PageCollector {
  readonly pages: ReadPage[] = [];
  #room: number;

  constructor(maxBytes: number = TEXT_LIMITS.maxTextBytes) {
    this.#room = maxBytes;
  }

  get full(): boolean {
    return this.#room <= 0;
  }

  add(page: ReadPage): void {
    const clean = cleanText(page.text);
    if (this.full || clean === '') return;
    const text = cutUtf8(clean, this.#room);
    // A cut page spends the room whole: a later short page would read as if nothing were missing.
    this.#room = text.length < clean.length ? 0 : this.#room - Buffer.byteLength(text, 'utf8');
    const kept = text.trimEnd();
    if (kept === '') return;
    const words = distinctWords(kept);
    this.pages.push(words === undefined ? { ...page, text: kept } : { ...page, text: kept, words });
  }
}

/**
 * The pieces of `text` between spaces, each once, in the order first seen: what the database parses
 * for a page's search vector (migration 0028). PostgreSQL's parser never reads a word across a
 * space, so the words are those of the whole text, at a fraction of the cost (a 2 MB page took its
 * one thread 0.55-0.9 s). Undefined when that saves less than a quarter of the text, or when the text
 * holds a `<`: the parser reads `<…>` as one tag across spaces.
 */
export function distinctWords(text: string): string | undefined {
  if (text.includes('<')) return undefined;
  const words = [...new Set(text.split(/[ \t\n]+/))].join(' ');
  return words.length * 4 <= text.length * 3 ? words : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data as text: the five named entities and numeric references decoded. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|(\w+));/gi, (whole, dec, hex, name) => {
    if (name) return ENTITIES[name] ?? whole;
    const code = dec ? Number(dec) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** A text file's bytes: UTF-8 (a character cut at the end dropped), else Windows-1252 (Latin-1). */
export function decodeTextBytes(bytes: Uint8Array): string {
  let end = bytes.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0xc0) {
      // A lead byte whose character needs more bytes than remain: the read stopped inside it.
      const needs = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      if (needs > back) end = bytes.length - back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
  } catch {
    // Node's TextDecoder reads 'windows-1252' as ISO-8859-1: its 0x80-0x9F are mapped here.
    return Buffer.from(bytes)
      .toString('latin1')
      .replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252[c.charCodeAt(0) - 0x80]!);
  }
}

/** Windows-1252's characters at 0x80-0x9F (curly quotes, dashes, €), those it leaves undefined as they are. */
const WINDOWS_1252 = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
