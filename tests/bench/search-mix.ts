/**
 * The 199-request search mix of issue 13: words with and without accents, typos, two words,
 * categories (groups and subcategories), tags, types, date ranges, every sort, 20 pages by cursor and
 * combined filters. A step is one GET /api/assets; a step with `page > 0` follows the `nextCursor` of
 * the step before it in the same chain (same `params`), so the mix runs in order.
 */
import { SORTS } from '../../src/shared/constants';
import taxonomy from '../../src/shared/taxonomy.json';

export const PAGE_SIZE = 40;
export const MIX_SIZE = 199;

export interface Step {
  group: string;
  /** Query string without limit and cursor. */
  params: string;
  /** 0: first page; n: the n-th page after it, by cursor (or by offset for the naive way). */
  page: number;
}

const WORDS = [
  'protese',
  'prótese',
  'clareamento',
  'implante',
  'implantes',
  'sorriso',
  'ortodontia',
  'campanha',
  'fachada',
  'equipe',
  'recepção',
  'recepcao',
  'natal',
  'criança',
  'crianca',
  'família',
  'familia',
  'promoção',
  'promocao',
  'inauguração',
  'inauguracao',
  'treinamento',
  'saúde',
  'saude',
  'odontopediatria',
  'facetas',
  'canal',
  'urgência',
  'dentista',
  'instagram',
];
const TYPOS = [
  'clareamnto',
  'implnte',
  'protse',
  'ortodntia',
  'sorrizo',
  'fachda',
  'treinamnto',
  'criansa',
  'promossão',
  'inaguração',
];
const TWO_WORDS = [
  'antes depois',
  'outubro rosa',
  'super sexta',
  'unidade centro',
  'clareamento dental',
  'prótese fixa',
  'dia mães',
  'post instagram',
  'banner fachada',
  'saúde bucal',
];
const TAGS = [
  'antes-e-depois',
  'sorriso',
  'natal',
  'outubro-rosa',
  'super-sexta',
  'clareamento',
  'implante',
  'promocao',
  'treinamento',
  'inauguracao',
  'fachada',
  'equipe',
  'instagram',
  'black-friday',
  'dia-das-maes',
];
const TYPES = ['image', 'pdf', 'document', 'psd', 'other', 'image,pdf'];

const groups = taxonomy.categoryTree.map((g) => g.slug);
const subcategories = taxonomy.categoryTree.flatMap((g) => g.children.map((c) => c.slug));

/** yyyy-mm-dd `days` before `now`. */
function day(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

const qs = (entries: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(entries).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();

/** The mix, in the order it runs; `now` anchors the date ranges (the library spans three years back). */
export function searchMix(now = new Date()): Step[] {
  const steps: Step[] = [];
  const add = (group: string, entries: Record<string, string | undefined>, page = 0) =>
    steps.push({ group, params: qs(entries), page });

  add('first_page', {});
  for (const q of WORDS) add('words', { q });
  for (const q of TYPOS) add('typo', { q });
  for (const q of TWO_WORDS) add('two_words', { q });
  for (const slug of groups) add('category', { categories: slug });
  for (const slug of subcategories.filter((_, i) => i % 3 === 0)) add('category', { categories: slug });
  for (const slug of TAGS) add('tag', { tags: slug });
  for (const types of TYPES) add('type', { types });
  const ranges: Array<[number, number]> = [
    [7, 0],
    [30, 0],
    [90, 30],
    [365, 0],
    [400, 300],
    [800, 700],
    [1000, 900],
    [60, 45],
  ];
  for (const [from, to] of ranges) add('date', { from: day(now, from), to: day(now, to) });
  const sortFilters: Array<Record<string, string>> = [
    {},
    { q: 'sorriso' },
    { categories: 'clareamento' },
    { tags: 'natal' },
  ];
  for (const sort of SORTS) for (const filter of sortFilters) add('sort', { ...filter, sort });
  add('sort', { q: 'implante', sort: 'relevance' });
  // 20 pages by cursor, five deep in four chains: newest, by views, by relevance, oldest in a category.
  const chains: Array<Record<string, string>> = [
    {},
    { sort: 'popular' },
    { q: 'clareamento' },
    { categories: 'procedimentos-odontologicos', sort: 'oldest' },
  ];
  for (const chain of chains) {
    add('cursor', chain, 0);
    for (let page = 1; page <= 5; page++) add('cursor', chain, page);
  }
  // Combined filters fill the mix to 199: text, category, tag, type, dates and sort in rotation.
  const sorts = [undefined, ...SORTS];
  for (let i = 0; steps.length < MIX_SIZE; i++) {
    add('combined', {
      q:
        i % 2 === 0
          ? WORDS[(i * 7) % WORDS.length]
          : i % 5 === 1
            ? TWO_WORDS[i % TWO_WORDS.length]
            : undefined,
      categories:
        i % 3 !== 2
          ? [...groups, ...subcategories][(i * 5) % (groups.length + subcategories.length)]
          : undefined,
      tags: i % 4 === 1 ? TAGS[i % TAGS.length] : undefined,
      types: i % 3 === 1 ? TYPES[i % TYPES.length] : undefined,
      from: i % 5 === 3 ? day(now, 200 + (i % 7) * 50) : undefined,
      to: i % 5 === 3 ? day(now, (i % 7) * 50) : undefined,
      sort: sorts[i % sorts.length],
    });
  }
  return steps;
}

/** First-page URLs of the mix (no cursor), for the load test's rotating set. */
export function loadUrls(steps: Step[]): string[] {
  const urls = steps
    .filter((s) => s.page === 0)
    .map((s) => `/api/assets?${s.params ? `${s.params}&` : ''}limit=${PAGE_SIZE}`);
  return [...new Set(urls)];
}
