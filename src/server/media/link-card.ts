import sharp from 'sharp';
import { withDecodeSlot } from './decode';
import { GRID_SIZE } from './image';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The generated thumbnail of an external link whose platform offers none (SPEC.md section 7):
 * a calm card with a play glyph and the label ('Dropbox', 'Vídeo Externo').
 */
export async function makeLinkCard(label: string): Promise<Buffer> {
  const width = 800;
  const height = 450;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#134e4a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width / 2}" cy="${height / 2 - 30}" r="56" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M${width / 2 - 18} ${height / 2 - 62} L${width / 2 + 30} ${height / 2 - 30} L${width / 2 - 18} ${height / 2 + 2} Z" fill="#ffffff"/>
  <text x="50%" y="${height / 2 + 80}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
    font-size="40" font-weight="600" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
  // Our own SVG, but rendering it is sharp work like any decode: it waits for a slot.
  return withDecodeSlot(() =>
    sharp(Buffer.from(svg))
      .resize(GRID_SIZE * 2)
      .webp({ quality: 80 })
      .toBuffer(),
  );
}
