/**
 * What the text rows read (issue 39): campaign posters drawn with a real font (DejaVu Sans Bold,
 * tests/helpers/text-fixtures.ts), each word drawn once across the set so that a word found cannot
 * be another poster's, and a manual of many pages with a text layer.
 */
import sharp from 'sharp';
import { foldForMatching } from '../../src/shared/domain/text';
import { type PdfPage, pdfPages, posterPng } from '../helpers/text-fixtures';

/** Twenty posters of two or three lines, as the network's campaigns word them; no word twice. */
const POSTER_LINES: readonly string[][] = [
  ['Clareamento dental', 'Agende sua avaliação'],
  ['Outubro Rosa', 'Prevenção salva vidas'],
  ['Implante dentário', 'Resultado natural', 'Parcelamento facilitado'],
  ['Novembro Azul', 'Homens também cuidam'],
  ['Ortodontia invisível', 'Alinhadores transparentes'],
  ['Volta às aulas', 'Revisão infantil grátis'],
  ['Dia das Mães', 'Presenteie com saúde'],
  ['Facetas de porcelana', 'Estética indolor'],
  ['Atendimento emergencial', 'Plantão aos sábados', 'Ligue agora'],
  ['Prótese fixa', 'Mastigue melhor'],
  ['Limpeza profissional', 'Tártaro nunca mais'],
  ['Black Friday', 'Descontos imperdíveis', 'Somente hoje'],
  ['Odontopediatria', 'Crianças felizes'],
  ['Tratamento endodôntico', 'Canal sem medo'],
  ['Natal iluminado', 'Boas festas', 'Feliz sorriso'],
  ['Carnaval seguro', 'Protetor bucal esportivo'],
  ['Homenagem ao dentista', 'Obrigado pela dedicação'],
  ['Inauguração unidade Centro', 'Venha conhecer'],
  ['Cirurgia segura', 'Siso incluso no plano'],
  ['Páscoa doce', 'Escove depois do chocolate'],
];

/** Brand colours and the text's on them: [background, text]. */
const PALETTES: readonly [string, string][] = [
  ['#be185d', '#ffffff'],
  ['#1d4ed8', '#ffffff'],
  ['#facc15', '#1f2937'],
  ['#ffffff', '#0f766e'],
  ['#065f46', '#fef3c7'],
];

/** The words of a text as they are compared: accents folded, lower case, split at anything else. */
export function wordsOf(text: string): string[] {
  return foldForMatching(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export interface Poster {
  png: Buffer;
  /** The words drawn on it, folded. */
  words: string[];
}

/**
 * The posters timed (`text.ocr_*`): the twenty line sets, each on a palette of its own turn. Throws
 * when a word is drawn twice (a recall that could count one poster's word on another).
 */
export function timedPosters(): Poster[] {
  const all = POSTER_LINES.flatMap((lines) => wordsOf(lines.join(' ')));
  const repeated = all.filter((word, i) => all.indexOf(word) !== i);
  if (repeated.length) throw new Error(`text posters: words drawn twice: ${repeated.join(', ')}`);
  return POSTER_LINES.map((lines, i) => {
    const [background, color] = PALETTES[i % PALETTES.length]!;
    return { png: posterPng([...lines], { background, color }), words: wordsOf(lines.join(' ')) };
  });
}

/** A poster read before the timed ones (the process and its OCR worker start): words of no other. */
export const warmUpPoster = () => posterPng(['Bem-vindo à rede', 'Primeira leitura']);

/**
 * `count` posters for the server's queue, as JPEG (the harness's upload sends JPEGs): the same line
 * sets on other palettes than the timed ones', every file distinct (the app refuses duplicates).
 */
export async function batchPosters(count: number): Promise<Buffer[]> {
  const posters: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const set = i % POSTER_LINES.length;
    const turn = 1 + Math.floor(i / POSTER_LINES.length);
    if (turn >= PALETTES.length)
      throw new Error(`text posters: at most ${POSTER_LINES.length * 4} in a batch`);
    const [background, color] = PALETTES[(set + turn) % PALETTES.length]!;
    const png = posterPng([...POSTER_LINES[set]!], { background, color });
    posters.push(await sharp(png).jpeg({ quality: 90 }).toBuffer());
  }
  return posters;
}

/** A manual of `count` pages with a text layer, a heading and three lines of the posters' words a page. */
export function manualPdf(count: number): Buffer {
  const pages: PdfPage[] = Array.from({ length: count }, (_, i) => ({
    lines: [
      `Manual da rede, página ${i + 1}`,
      ...[0, 1, 2].map((k) => POSTER_LINES[(i + k * 7) % POSTER_LINES.length]!.join(', ')),
    ],
  }));
  return pdfPages(pages);
}
