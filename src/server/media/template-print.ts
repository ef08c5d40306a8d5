import { PDFDocument } from 'pdf-lib';
import { A4_PRINT } from '../../shared/templates/formats';

/** The print piece's PDF: loaded with the first print piece only (pdf-lib is pure JavaScript). */

const PRODUCER = 'Banco de Imagens';
const mmToPt = (mm: number) => (mm * 72) / 25.4;

/**
 * A one-page PDF of the A4 piece: the page is the bleed size (216 × 303 mm), the picture with its
 * text covers all of it, and the TrimBox marks the A4 sheet 3 mm inside each edge, where the
 * print shop cuts.
 */
export async function printPdf(jpeg: Buffer, title: string | undefined): Promise<Buffer> {
  const width = mmToPt(A4_PRINT.trimMm.width + A4_PRINT.bleedMm * 2);
  const height = mmToPt(A4_PRINT.trimMm.height + A4_PRINT.bleedMm * 2);
  const bleed = mmToPt(A4_PRINT.bleedMm);
  const document = await PDFDocument.create();
  if (title?.trim()) document.setTitle(title.trim());
  document.setProducer(PRODUCER);
  document.setCreator(PRODUCER);
  const page = document.addPage([width, height]);
  const image = await document.embedJpg(jpeg);
  page.drawImage(image, { x: 0, y: 0, width, height });
  page.setMediaBox(0, 0, width, height);
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(bleed, bleed, width - bleed * 2, height - bleed * 2);
  return Buffer.from(await document.save());
}
