import fs from 'node:fs/promises';
import { TEXT_LIMITS } from '../../../shared/constants';
import { MAX_PIXELS } from '../limits';
import { psdSize, readPsdComposite } from '../psd';
import { decodeTextBytes, PageCollector } from './clean';
import { type FileText, type TextKind, TextUnreadableError } from './contract';
import { ocrPicture } from './ocr';
import { type OfficeFormat, officeFormatOfZip, readDocx, readOpenDocument, readPptx } from './office';
import { readPdf } from './pdf-text';

/** How a file's words are read. */
type TextFormat = 'image' | 'psd' | 'pdf' | OfficeFormat | 'txt' | 'csv';

const BY_MIME: Record<string, TextFormat> = {
  'application/pdf': 'pdf',
  'image/vnd.adobe.photoshop': 'psd',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'text/plain': 'txt',
  'text/markdown': 'txt',
  'application/json': 'txt',
  'text/csv': 'csv',
};

const BY_EXTENSION: Record<string, TextFormat> = {
  pdf: 'pdf',
  psd: 'psd',
  docx: 'docx',
  pptx: 'pptx',
  odt: 'odt',
  odp: 'odp',
  txt: 'txt',
  md: 'txt',
  json: 'txt',
  csv: 'csv',
};

const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

/** The first `length` bytes of a file (fewer when it is shorter). */
async function head(file: string, length: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * How to read a file: its asset type for pictures and PDFs; for documents the MIME type first, then
 * the original name's extension, then (a zip) its entries. Null when it has no words to read (a
 * video, a spreadsheet, an unknown binary).
 */
async function formatOf(file: string, kind: TextKind): Promise<TextFormat | null> {
  if (kind.type === 'image' || kind.type === 'psd' || kind.type === 'pdf') return kind.type;
  if (kind.type === 'video') return null;
  const mime = kind.mime?.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = /\.([a-z0-9]{1,8})$/i.exec(kind.originalName?.trim() ?? '')?.[1]?.toLowerCase() ?? '';
  const known = BY_MIME[mime] ?? BY_EXTENSION[extension];
  if (known) return known;
  if (!(await head(file, ZIP_SIGNATURE.length)).equals(ZIP_SIGNATURE)) return null;
  // A zip that is no document (an archive of pictures, a broken one) has nothing to read.
  return officeFormatOfZip(file).catch(() => null);
}

/** A PSD's flattened composite, the pixels the thumbnails come from (psd.ts). */
async function readPsd(file: string, pages: PageCollector): Promise<void> {
  const data = new Uint8Array(await fs.readFile(file));
  const size = psdSize(data);
  if (!size) throw new TextUnreadableError('not a PSD');
  if (size.width * size.height > MAX_PIXELS.upload)
    throw new TextUnreadableError('PSD past the pixel budget');
  let composite: ReturnType<typeof readPsdComposite>;
  try {
    composite = readPsdComposite(data);
  } catch (error) {
    throw new TextUnreadableError(`PSD not decoded: ${(error as Error).message}`);
  }
  const seen = composite && (await ocrPicture({ ...composite, channels: 4 }));
  if (seen) pages.add({ page: 1, ...seen, source: 'ocr' });
}

/**
 * The words inside a stored file, page by page (PDF pages, slides; page 1 for the rest): OCR for
 * pictures, the text layer (or OCR) for PDFs, the text of Word, PowerPoint and OpenDocument files,
 * plain text and CSV as they are. Each page cleaned of control characters, its spaces normalised,
 * all of them within TEXT_LIMITS.maxTextBytes; pages without words are left out. Throws
 * TextUnreadableError for a file that is not what its kind says and TextReadTimeoutError for a
 * picture OCR gave up on. Runs here, in this process: the server calls readTextApart.
 */
export async function readFileText(file: string, kind: TextKind): Promise<FileText> {
  const pages = new PageCollector();
  const format = await formatOf(file, kind);
  switch (format) {
    case 'image': {
      const seen = await ocrPicture(file);
      if (seen) pages.add({ page: 1, ...seen, source: 'ocr' });
      break;
    }
    case 'psd':
      await readPsd(file, pages);
      break;
    case 'pdf':
      await readPdf(file, pages);
      break;
    case 'docx':
      await readDocx(file, pages);
      break;
    case 'pptx':
      await readPptx(file, pages);
      break;
    case 'odt':
    case 'odp':
      await readOpenDocument(file, format, pages);
      break;
    case 'txt':
    case 'csv':
      // Read no further than the text kept: a cut character at the end is dropped when decoded.
      pages.add({
        page: 1,
        text: decodeTextBytes(await head(file, TEXT_LIMITS.maxTextBytes + 4)),
        source: format,
      });
      break;
    case null:
      break;
  }
  return { pages: pages.pages };
}
