import { foldForMatching } from './text';

/**
 * The expressions the dental councils usually forbid in advertising (CFO): what the list holds until
 * an admin changes it in /settings.
 */
export const DEFAULT_FORBIDDEN_EXPRESSIONS = [
  'antes e depois',
  'garantido',
  'sem dor',
  'preço',
  'desconto',
  'grátis',
  'promoção',
] as const;

/** The list's bounds: each expression's length once trimmed, and how many the list may hold. */
export const FORBIDDEN_EXPRESSION_LIMITS = { minLength: 2, maxLength: 60, maxCount: 100 } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters and digits make words; anything else (spaces, punctuation, emoji) separates them. */
const WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const WORD_AFTER = '(?![\\p{L}\\p{N}])';

/** The accent- and case-blind key of an expression: its folded words joined by one space. */
export function expressionKey(expression: string): string {
  return foldForMatching(expression).trim().split(/\s+/u).filter(Boolean).join(' ');
}

/**
 * The list as stored: each expression trimmed with its inner spaces collapsed, repeats (ignoring case
 * and accents) dropped after their first appearance.
 */
export function normalizeExpressionList(expressions: readonly string[]): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of expressions) {
    const expression = raw.trim().replace(/\s+/gu, ' ');
    const key = expressionKey(expression);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    list.push(expression);
  }
  return list;
}

function patternOf(expression: string): RegExp | null {
  const words = expressionKey(expression).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  // Words of a phrase may be separated by any run of spaces, line breaks or dashes.
  return new RegExp(`${WORD_BEFORE}${words.map(escapeRegExp).join('[\\s\\p{Pd}]+')}${WORD_AFTER}`, 'u');
}

/**
 * The expressions of `expressions` that `text` contains, in the list's order, each once. Case and
 * accents are ignored ("PRECO" finds "preço") and only whole words match ("preço" is not found in
 * "apreçou"); the words of a phrase may be split by several spaces or line breaks. Plurals and
 * other inflections are not found ("preços" does not match "preço").
 */
export function findForbiddenExpressions(text: string, expressions: readonly string[]): string[] {
  if (!text || expressions.length === 0) return [];
  const folded = foldForMatching(text);
  const seen = new Set<string>();
  const found: string[] = [];
  for (const expression of expressions) {
    const key = expressionKey(expression);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    if (patternOf(expression)?.test(folded)) found.push(expression);
  }
  return found;
}

/** `findForbiddenExpressions` over several texts at once (title, description), in the list's order. */
export function findForbiddenExpressionsIn(
  texts: readonly string[],
  expressions: readonly string[],
): string[] {
  const found = new Set(texts.flatMap((text) => findForbiddenExpressions(text, expressions)));
  return [...new Set(expressions)].filter((expression) => found.has(expression));
}
