import type { MatchExtended, ZxcvbnResult } from '@zxcvbn-ts/core';
import { LIMITS } from '../constants';
import { removeAccents } from './text';

/**
 * The one password-strength rule, for the server (refusal) and the browser (meter). zxcvbn-ts with
 * the common and pt-br dictionaries; a score of 3 or more out of 4 is strong enough (DESIGN.md 6).
 * The dictionaries are large, so they are imported lazily: the browser loads them in their own chunk
 * only when a password field is shown.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password is weak; each has its pt-BR text in messages.passwordStrength.reasons. */
export const PASSWORD_WEAKNESSES = [
  'tooShort',
  'common',
  'personal',
  'names',
  'words',
  'sequence',
  'repeat',
  'keyboard',
  'dates',
  'guessable',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

export interface PasswordStrength {
  /** 0 (trivial) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  strong: boolean;
  /** Null when strong. */
  reason: PasswordWeakness | null;
}

/** `minScore`: 3 for accounts (the default); a partner link's password asks 2 (issue 36). */
export type PasswordChecker = (
  password: string,
  userInputs?: readonly string[],
  minScore?: number,
) => PasswordStrength;

/** Our own reason for a match zxcvbn found; the library's feedback text is never shown. */
function reasonOf(match: MatchExtended): PasswordWeakness | null {
  switch (match.pattern) {
    case 'dictionary': {
      const name = String((match as { dictionaryName?: string }).dictionaryName ?? '');
      if (name === 'userInputs') return 'personal';
      if (name.startsWith('passwords')) return 'common';
      if (name.startsWith('firstnames') || name.startsWith('lastnames')) return 'names';
      return 'words';
    }
    case 'sequence':
      return 'sequence';
    case 'repeat':
      return 'repeat';
    case 'spatial':
      return 'keyboard';
    case 'date':
      return 'dates';
    case 'regex':
      return 'dates';
    default:
      return null;
  }
}

/** The reason behind the weakest part: the longest recognised pattern in the password. */
function weakestReason(result: ZxcvbnResult): PasswordWeakness {
  let best: { reason: PasswordWeakness; length: number } | null = null;
  for (const match of result.sequence) {
    const reason = reasonOf(match);
    if (!reason) continue;
    const length = match.token.length;
    if (!best || length > best.length) best = { reason, length };
  }
  return best?.reason ?? 'guessable';
}

/** Name and e-mail parts, so 'ana.souza' is weak for Ana Souza. */
function expandUserInputs(inputs: readonly string[]): string[] {
  const parts = new Set<string>();
  for (const input of inputs) {
    const value = input.trim().toLowerCase();
    if (!value) continue;
    parts.add(value);
    const local = value.split('@')[0] ?? '';
    parts.add(local);
    for (const piece of [value, local].flatMap((v) => v.split(/[\s.@_+-]+/))) {
      if (piece.length >= 3) parts.add(piece);
    }
    const folded = removeAccents(value);
    if (folded !== value) parts.add(folded);
    for (const piece of folded.split(/[\s.@_+-]+/)) if (piece.length >= 3) parts.add(piece);
  }
  return [...parts];
}

let checker: Promise<PasswordChecker> | undefined;

/** Loads the dictionaries on first use (once) and returns the checker. */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, ptBr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: ptBr.translations,
    });
    return (password, userInputs = [], minScore = MIN_PASSWORD_SCORE) => {
      if (password.length < LIMITS.passwordMinLength) return { score: 0, strong: false, reason: 'tooShort' };
      // Past the longest allowed password zxcvbn only slows down; the length rule refuses it anyway.
      const result = zxcvbn.check(password.slice(0, LIMITS.passwordMaxLength), expandUserInputs(userInputs));
      const score = result.score as PasswordStrength['score'];
      if (score >= minScore) return { score, strong: true, reason: null };
      return { score, strong: false, reason: weakestReason(result) };
    };
  })();
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}
