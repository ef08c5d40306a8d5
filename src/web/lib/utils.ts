import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's tables, which its first merge otherwise does (a phone feels it): the
 * app's entry calls it while the first screen's code is still on its way, so that first screen's
 * render does not pay for it.
 */
export function prepareClassMerging(): void {
  twMerge('p-0', 'p-1');
}

/** First letter of the name, else of the e-mail, else 'U' (SPEC: avatar fallback). */
export function initialOf(name?: string | null, email?: string | null): string {
  const source = name?.trim() || email?.trim() || 'U';
  return source.charAt(0).toLocaleUpperCase('pt-BR');
}
