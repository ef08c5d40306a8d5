/**
 * C0 and C1 control characters (NUL, ESC, DEL …) except tab, line feed and carriage return, plus
 * the Unicode bidi overrides that disguise file names ("fotoexe.jpg"). No text a person types
 * needs them; stored, they break logs, file names, headers and the search index.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/** True when `text` holds a character no user-facing field accepts (see CONTROL_CHARACTERS). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Tab, line and paragraph breaks: a single-line field (a title, a name, a tag) holds none. */
const BREAKS = /[\t\n\r\u2028\u2029]/u;
/** Half of a surrogate pair on its own (`"\ud800"` in JSON): no character, and no database stores it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Why a text cannot be stored as written, or undefined when it can (issue 36: one rule for all). */
export type TextProblem = 'controlCharacters' | 'lineBreaks' | 'brokenCharacters';

/**
 * The shared text rule: every text refuses lone surrogates and control characters; a single-line
 * text also refuses tabs and line breaks, a multi-line one keeps `\n` and `\t` (CRLF is made `\n`
 * before this is asked, see `multilineText`).
 */
export function textProblem(text: string, multiline: boolean): TextProblem | undefined {
  if (LONE_SURROGATE.test(text)) return 'brokenCharacters';
  if (CONTROL_CHARACTERS.test(text) || (multiline && /\r/.test(text))) return 'controlCharacters';
  if (!multiline && BREAKS.test(text)) return 'lineBreaks';
  return undefined;
}

/**
 * `text` without its accents (combining marks after NFD): "Clínica São João" -> "Clinica Sao Joao".
 * Slugs, ASCII file-name fallbacks and every accent-blind comparison use this one function.
 */
export function removeAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Accent- and case-blind form for matching what a person typed against names ("são" finds "São").
 * `toLowerCase`, not `toLocaleLowerCase('pt-BR')`: Portuguese has no casing rules of its own (only
 * Turkish, Azeri and Lithuanian do), the result is the same for every character, and it costs half.
 */
export function foldForMatching(text: string): string {
  return removeAccents(text).toLowerCase();
}
