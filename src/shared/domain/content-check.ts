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
 * The content check's list as a stored setting holds it: the councils' usual expressions until an
 * admin saves one (even an empty one); anything but strings in it is ignored.
 */
export function storedExpressionList(stored: unknown): string[] {
  return Array.isArray(stored)
    ? stored.filter((e): e is string => typeof e === 'string')
    : [...DEFAULT_FORBIDDEN_EXPRESSIONS];
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

/** Finds, in one or more texts, the expressions of a list (see `compileForbiddenExpressions`). */
export type ForbiddenExpressionMatcher = (texts: readonly string[]) => string[];

/**
 * The list made ready to match: each expression's pattern built once (an expression repeated,
 * ignoring case and accents, only at its first appearance). A list of seven expressions over the 40
 * assets of a page folded and compiled 1,100 patterns per answer when done per text.
 */
export function compileForbiddenExpressions(expressions: readonly string[]): ForbiddenExpressionMatcher {
  const seen = new Set<string>();
  const patterns: Array<{ expression: string; pattern: RegExp }> = [];
  for (const expression of expressions) {
    const key = expressionKey(expression);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const pattern = patternOf(expression);
    if (pattern) patterns.push({ expression, pattern });
  }
  return (texts) => {
    if (patterns.length === 0) return [];
    const folded = texts.filter(Boolean).map(foldForMatching);
    return patterns
      .filter(({ pattern }) => folded.some((text) => pattern.test(text)))
      .map(({ expression }) => expression);
  };
}

/**
 * The expressions of `expressions` that `text` contains, in the list's order, each once. Case and
 * accents are ignored ("PRECO" finds "preço") and only whole words match ("preço" is not found in
 * "apreçou"); the words of a phrase may be split by several spaces or line breaks. Plurals and
 * other inflections are not found ("preços" does not match "preço").
 */
export function findForbiddenExpressions(text: string, expressions: readonly string[]): string[] {
  return compileForbiddenExpressions(expressions)([text]);
}

/** `findForbiddenExpressions` over several texts at once (title, description), in the list's order. */
export function findForbiddenExpressionsIn(
  texts: readonly string[],
  expressions: readonly string[],
): string[] {
  return compileForbiddenExpressions(expressions)(texts);
}
