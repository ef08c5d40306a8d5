/**
 * A hand-written PDF 1.4 of several pages (nothing binary is committed, no PDF library needed): each
 * page prints its lines in Helvetica (a standard font, not embedded) above a coloured band whose
 * width differs per page, so two pages never draw the same pixels. The xref holds each object's
 * exact byte offset, so pdf.js opens it without repairing.
 */
export function multiPagePdf(pages: string[][]): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((lines, i) => {
    const text = lines
      .map((line, n) => `BT /F1 24 Tf 72 ${700 - n * 34} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
      .join('\n');
    const band = `0.0 0.47 0.5 rg 72 120 ${120 + i * 140} 60 re f`;
    const content = `${band}\n0 0 0 rg\n${text}`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageIds[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
