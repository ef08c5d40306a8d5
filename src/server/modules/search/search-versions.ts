/**
 * The versions a search's answers and counts are kept under (migrations 0017 and 0023): the
 * library's (`counted` for counts, `listed` for answers) and, for a search whose words are also
 * looked for in the files' text, the version of those words (`texts`), which moves alone while files
 * are read: the answers of searches without words outlive a batch of files read.
 */

/** Whether a search looks for its words in the files' text too (not with "Somente no título e tags"). */
export const readsFileWords = ({ text, scope }: { text?: string; scope?: string }): boolean =>
  Boolean(text) && scope !== 'labels';

/** The version a search's answer or counts are kept under. */
export const versionOf = (library: string, texts: string, fileWords: boolean): string =>
  fileWords ? `${library}:${texts}` : library;

/** Whether what was kept under `kept` is as of `version` or later (versions only grow). */
export function atLeast(kept: string, version: string): boolean {
  const had = kept.split(':');
  const now = version.split(':');
  return had.length === now.length && had.every((part, i) => BigInt(part) >= BigInt(now[i] ?? '0'));
}
