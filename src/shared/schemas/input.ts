import { hasControlCharacters } from '../domain/text';
import { commonMessages } from '../messages/common';
import { z } from './z';

const m = commonMessages.hostileInput;

/**
 * Any text a person (or a script) sends: body fields, query parameters, file names. The one place
 * that refuses control characters (NUL, ESC, bidi overrides … see `hasControlCharacters`), so no
 * schema has to remember it: build user text on this (or on `textField` in user.ts, which does).
 * Passwords included: nobody types a control character, and NUL breaks C libraries and logs.
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((text) => !hasControlCharacters(text), { message: m.controlCharacters, abort: true });
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
