/**
 * A hand-written PDF 1.4: A4 pages of wrapped Helvetica text, with the standard 14 fonts (nothing
 * embedded) in WinAnsiEncoding, which covers Portuguese accents. The xref table holds the exact byte
 * offset of every object, so strict readers (pdf.js) open it without repairing.
 */
export interface PdfContent {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** Printed in the coloured header band. */
  brand: string;
  createdAt: Date;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { size: 11, leading: 15.5 };
const TITLE = { size: 20, leading: 25 };
const BOTTOM = 72;

/** Helvetica advance widths (AFM, per 1000 em) for ASCII 32..126; accented letters use their base letter. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** WinAnsi code points that differ from Latin-1 (0x80-0x9F) for the punctuation our texts use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  gray: number;
  /** Space from the previous baseline to this one. */
  gap: number;
}

interface PlacedLine extends Line {
  y: number;
}

export function makePdf(content: PdfContent): Buffer {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: Line[] = [];
  for (const [i, text] of wrap(content.title, width, TITLE.size, true).entries()) {
    lines.push({ text, font: 'F2', size: TITLE.size, gray: 0.1, gap: i === 0 ? 0 : TITLE.leading });
  }
  if (content.subtitle) {
    lines.push({ text: content.subtitle, font: 'F1', size: 10, gray: 0.45, gap: 20 });
  }
  for (const paragraph of content.paragraphs) {
    for (const [i, text] of wrap(paragraph, width, BODY.size, false).entries()) {
      const gap = BODY.leading + (i === 0 ? 9 : 0);
      lines.push({ text, font: 'F1', size: BODY.size, gray: 0.15, gap });
    }
  }

  const pages: PlacedLine[][] = [[]];
  let y = PAGE.height - 120;
  for (const line of lines) {
    y -= line.gap;
    if (y < BOTTOM) {
      pages.push([]);
      y = PAGE.height - 110;
    }
    pages.at(-1)?.push({ ...line, y });
  }
  return assemble(
    pages.map((page, i) => pageStream(page, content, i + 1, pages.length)),
    content,
  );
}

function pageStream(lines: PlacedLine[], content: PdfContent, number: number, total: number): string {
  const ops = [
    '0.043 0.310 0.541 rg',
    `0 ${PAGE.height - 64} ${PAGE.width} 64 re f`,
    `BT /F2 13 Tf 1 1 1 rg ${PAGE.margin} ${PAGE.height - 39} Td (${pdfString(content.brand)}) Tj ET`,
    `BT /F1 9 Tf 1 1 1 rg ${PAGE.width - PAGE.margin - 96} ${PAGE.height - 39} Td (Banco de Imagens) Tj ET`,
  ];
  for (const line of lines) {
    ops.push(
      `BT /${line.font} ${line.size} Tf ${line.gray} g ${PAGE.margin} ${line.y.toFixed(1)} Td (${pdfString(line.text)}) Tj ET`,
    );
  }
  ops.push('0.8 G 0.5 w', `${PAGE.margin} 50 m ${PAGE.width - PAGE.margin} 50 l S`);
  const footer = `${content.brand} · material de uso interno da rede · Página ${number} de ${total}`;
  ops.push(`BT /F1 8 Tf 0.5 g ${PAGE.margin} 36 Td (${pdfString(footer)}) Tj ET`);
  return ops.join('\n');
}

function assemble(streams: string[], content: PdfContent): Buffer {
  const pageIds = streams.map((_, i) => 5 + i * 2);
  const objects: Buffer[] = [
    latin('<< /Type /Catalog /Pages 2 0 R >>'),
    latin(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`,
    ),
    latin('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    latin('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  ];
  for (const [i, stream] of streams.entries()) {
    const data = winAnsi(stream);
    objects.push(
      latin(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      ),
      Buffer.concat([latin(`<< /Length ${data.length} >>\nstream\n`), data, latin('\nendstream')]),
    );
  }
  const infoId = objects.length + 1;
  objects.push(
    latin(
      `<< /Title ${utf16Hex(content.title)} /Producer (Banco de Imagens demo seed) /CreationDate (D:${pdfDate(content.createdAt)}) >>`,
    ),
  );

  // The binary comment after the header tells transfer tools the file is not plain text.
  const parts: Buffer[] = [Buffer.from([...latin('%PDF-1.4\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a])];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  for (const [i, body] of objects.entries()) {
    const object = Buffer.concat([latin(`${i + 1} 0 obj\n`), body, latin('\nendobj\n')]);
    offsets.push(offset);
    parts.push(object);
    offset += object.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoId} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ];
  parts.push(latin(`${xref.join('\n')}\n`));
  return Buffer.concat(parts);
}

function wrap(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  const result: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      result.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) result.push(line);
  return result;
}

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    const base = ch.normalize('NFD').charCodeAt(0);
    units += base >= 32 && base <= 126 ? HELVETICA[base - 32]! : 1000;
  }
  return (units / 1000) * size * (bold ? 1.07 : 1);
}

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (ch) => `\\${ch}`);
}

/** Text in WinAnsi bytes; anything outside it (emoji, other scripts) becomes '?'. */
function winAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WIN_ANSI_EXTRA[ch] ?? 0x3f);
  }
  return Buffer.from(bytes);
}

function latin(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}

function utf16Hex(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

function pdfDate(date: Date): string {
  return `${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
