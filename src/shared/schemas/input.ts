import { type TextProblem, textProblem } from '../domain/text';
import { commonMessages } from '../messages/common';
import { z } from './z';

const m = commonMessages.hostileInput;

/**
 * Marks the issue of the shared text rule, so the server answers it as 400 `INVALID_TEXT` naming
 * the field (plugins/error-handler.ts) rather than as a generic validation error.
 */
export const INVALID_TEXT_PARAM = 'invalidText';

function textRule(multiline: boolean) {
  return (text: string, context: z.core.$RefinementCtx<string>) => {
    const problem: TextProblem | undefined = textProblem(text, multiline);
    if (!problem) return;
    context.addIssue({
      code: 'custom',
      message: m[problem],
      input: text,
      params: { [INVALID_TEXT_PARAM]: problem },
      abort: true,
    });
  };
}

/**
 * Any single-line text a person (or a script) sends: titles, names, tags, body fields, query
 * parameters, file names, passwords. The one place that refuses control characters (NUL, ESC, bidi
 * overrides … see `textProblem`), tabs and line breaks, and half surrogate pairs, so no schema has to
 * remember it: build user text on this (or on `textField` in user.ts, which does).
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(z.superRefine(textRule(false)));
}

/**
 * A multi-line text (a description, a comment, a request): `\n` and `\t` kept, CRLF and CR made `\n`
 * as a textarea gives them, everything else of `safeText`'s rule refused.
 */
export function multilineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .overwrite((text) => text.replace(/\r\n?/g, '\n'))
    .check(z.superRefine(textRule(true)));
}

/** True when `text` has a letter or a digit: what a search can match on. */
export function hasSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/**
 * The gallery's full-text `q`. Rule (the same for the results, the type counts and the search log):
 * a query with no letter or digit once trimmed ("-", "%", "😀", ":*") is ignored — the answer is the
 * unfiltered list, as if the box were empty, and nothing is logged. Punctuation beside words is
 * dropped by the search itself ("clareamento & -" searches "clareamento").
 */
export function searchQuery(max: number, tooLong: string) {
  return safeText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((q) => (q && hasSearchableText(q) ? q : undefined));
}

/**
 * A name filter (`q` of tag suggestions and of the album list): an escaped substring match on names,
 * where punctuation matches itself ("%" finds only names containing "%"). Empty means no filter.
 */
export function nameFilter(max: number, tooLong: string) {
  return safeText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((q) => q || undefined);
}

/**
 * A whole number in a query string: digits only (no sign, exponent, fraction, hex or spaces), so
 * "1e308", "-1", "NaN", "1.5" and "0x10" are a 400 rather than coerced into something else.
 */
export function queryInteger(min: number, max: number, message: string) {
  // A number is accepted too, so that typed callers (the web's query keys) may pass one.
  return z
    .union(
      [
        z.number(),
        safeText()
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(min, message).max(max, message));
}
