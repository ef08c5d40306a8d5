/**
 * Files with words inside, made by the tests themselves (issue 39): a poster drawn with a real font,
 * PDFs written by hand (a text layer per page, or a scanned page), and the smallest DOCX, PPTX and
 * ODT that their readers accept. Nothing binary is committed.
 */
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import yazl from 'yazl';

const require = createRequire(import.meta.url);
const POSTER_FONT = 'Poster Sans Bold';
let fontRegistered = false;

/**
 * A square poster (1080×1080 by default) with `lines` in DejaVu Sans Bold, white on a brand colour,
 * as a campaign's art is: centred, the first line larger.
 */
export function posterPng(
  lines: string[] = ['Clareamento dental', 'Agende sua avaliação'],
  { size = 1080, background = '#be185d', color = '#ffffff' } = {},
): Buffer {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'), POSTER_FONT);
    fontRegistered = true;
  }
  const canvas = createCanvas(size, size);
  const context = canvas.getContext('2d');
  context.fillStyle = background;
  context.fillRect(0, 0, size, size);
  context.fillStyle = color;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const step = size / (lines.length + 1);
  lines.forEach((line, index) => {
    const px = Math.round((index === 0 ? 0.066 : 0.052) * size);
    context.font = `${px}px "${POSTER_FONT}"`;
    context.fillText(line, size / 2, step * (index + 1), size * 0.9);
  });
  return canvas.toBuffer('image/png');
}

/** A picture of lines of text, black on white, as grey pixels: what a scanner makes of a page. */
export function scannedText(
  lines: string[],
  width = 1240,
  height = 1754,
): { width: number; height: number; gray: Buffer } {
  posterPng([]);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#111111';
  context.font = `48px "${POSTER_FONT}"`;
  for (const [index, line] of lines.entries()) context.fillText(line, 100, 200 + index * 90);
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = Buffer.alloc(width * height);
  for (let i = 0; i < gray.length; i++) gray[i] = rgba[i * 4]!;
  return { width, height, gray };
}

/** One page of a hand-written PDF: lines in Helvetica (WinAnsi, so "ç" and "ã" are one byte), or a scan. */
export interface PdfPage {
  lines?: string[];
  scan?: { width: number; height: number; gray: Buffer };
}

/**
 * A PDF written by hand, a Letter-sized page per entry: each line a text object in Helvetica, or the
 * page one grey picture (no text layer at all), each object at its byte offset in the xref table.
 */
export function pdfPages(pages: PdfPage[]): Buffer {
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${4 + i * 3} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((page, i) => {
    const [contents, image] = [5 + i * 3, 6 + i * 3];
    const content = page.scan
      ? 'q 612 0 0 792 0 0 cm /Im1 Do Q'
      : (page.lines ?? [])
          .map((line, n) => `BT /F1 14 Tf 72 ${720 - n * 22} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`)
          .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 3 0 R >>${page.scan ? ` /XObject << /Im1 ${image} 0 R >>` : ''} >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
    if (page.scan) {
      const data = zlib.deflateSync(page.scan.gray);
      const dictionary = `<< /Type /XObject /Subtype /Image /Width ${page.scan.width} /Height ${page.scan.height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>`;
      objects.push(
        Buffer.concat([Buffer.from(`${dictionary}\nstream\n`, 'latin1'), data, Buffer.from('\nendstream')]),
      );
    } else objects.push('null');
  });
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...chunks, Buffer.from(xref, 'latin1')]);
}

/** A zip of `entries` (name → text), deflated, as yazl writes them. */
export function zipOf(entries: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) zip.addBuffer(Buffer.from(text, 'utf8'), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CONTENT_TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';

/** The smallest Word document mammoth reads: a paragraph per entry of `paragraphs`. */
export function docx(paragraphs: string[]): Promise<Buffer> {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`);
  return zipOf({
    '[Content_Types].xml': `${XML}<Types xmlns="${CONTENT_TYPES}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="word/document.xml"/></Relationships>`,
    'word/document.xml': `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body.join('')}</w:body></w:document>`,
  });
}

/**
 * The smallest PowerPoint presentation: a slide per entry of `slides` (its paragraphs), the slide
 * files numbered in reverse so that only the presentation's own list gives their order; `notes[i]`,
 * when given, the speaker notes of slide i (numbered as the slides are shown, so only the slide's
 * relationships lead to them), after the slide number field a notes page shows.
 */
export function pptx(slides: string[][], notes: Array<string[] | undefined> = []): Promise<Buffer> {
  const count = slides.length;
  const file = (index: number) => `slide${count - index}.xml`;
  const entries: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="${CONTENT_TYPES}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    'ppt/presentation.xml': `${XML}<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${RELS}"><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('')}</p:sldIdLst></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': `${XML}<Relationships xmlns="${PACKAGE_RELS}">${slides.map((_, i) => `<Relationship Id="rId${i + 2}" Type="${RELS}/slide" Target="slides/${file(i)}"/>`).join('')}</Relationships>`,
  };
  slides.forEach((paragraphs, i) => {
    const runs = paragraphs.map(
      (p) => `<a:p><a:r><a:rPr lang="pt-BR"/><a:t>${escapeXml(p)}</a:t></a:r></a:p>`,
    );
    entries[`ppt/slides/${file(i)}`] =
      `${XML}<p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/>${runs.join('')}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`;
    const said = notes[i];
    if (!said) return;
    entries[`ppt/slides/_rels/${file(i)}.rels`] =
      `${XML}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${RELS}/notesSlide" Target="../notesSlides/notesSlide${i + 1}.xml"/></Relationships>`;
    const lines = said.map((p) => `<a:p><a:r><a:t>${escapeXml(p)}</a:t></a:r></a:p>`).join('');
    entries[`ppt/notesSlides/notesSlide${i + 1}.xml`] =
      `${XML}<p:notes xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:bodyPr/><a:p><a:fld id="{1}" type="slidenum"><a:t>${i + 1}</a:t></a:fld></a:p></p:txBody></p:sp><p:sp><p:txBody><a:bodyPr/>${lines}</p:txBody></p:sp></p:spTree></p:cSld></p:notes>`;
  });
  return zipOf(entries);
}

/** The smallest OpenDocument text: its mimetype and a content.xml with a paragraph per entry. */
export function odt(paragraphs: string[]): Promise<Buffer> {
  const body = paragraphs.map((p) => `<text:p text:style-name="P1">${escapeXml(p)}</text:p>`).join('');
  return zipOf({
    mimetype: 'application/vnd.oasis.opendocument.text',
    'content.xml': `${XML}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:text>${body}</office:text></office:body></office:document-content>`,
  });
}
