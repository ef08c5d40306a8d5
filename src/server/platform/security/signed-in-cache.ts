import { LRUCache } from 'lru-cache';

/**
 * How long a session as read (its row and its user's) answers the requests that carry its cookie
 * before it is read again. Every API request asked the database for it: under the bench's search load
 * that was 40 % of the embedded database's one thread (154,403 lookups in 40 s). Within this process
 * every change to a session or a user forgets what it touched at once; another process on the same
 * PostgreSQL sees a sign-out, a block or a role change at most this late (docs/security.md).
 */
export const SIGNED_IN_TTL_MS = 1000;

/**
 * Sessions as last read, by token hash: read through it by the sessions repository, and forgotten
 * by every write to sessions, users or units (their repositories and the password reset's). A read that
 * began before a change is not kept (`generation`): it may hold what the change removed.
 */
export function createSignedInCache<T extends { user: { id: string } }>({
  ttlMs = SIGNED_IN_TTL_MS,
  max = 10_000,
} = {}) {
  const entries = new LRUCache<string, T>({ max, ttl: ttlMs });
  let generation = 0;
  const changed = () => {
    generation++;
  };
  return {
    /** The session kept for `tokenHash`, else what `read` finds (kept unless something changed meanwhile). */
    async read(tokenHash: string, read: () => Promise<T | undefined>): Promise<T | undefined> {
      const kept = entries.get(tokenHash);
      if (kept) return kept;
      const before = generation;
      const found = await read();
      if (found && before === generation) entries.set(tokenHash, found);
      return found;
    },
    forgetToken(tokenHash: string): void {
      changed();
      entries.delete(tokenHash);
    },
    forgetUser(userId: string): void {
      changed();
      for (const [tokenHash, entry] of entries.entries()) {
        if (entry.user.id === userId) entries.delete(tokenHash);
      }
    },
    /** Everything, for changes that reach many users at once (a unit's, expired sessions' removal). */
    forgetAll(): void {
      changed();
      entries.clear();
    },
  };
}

/** What a repository that changes sessions or users tells the cache. */
export type SignedInForgetting = Pick<
  ReturnType<typeof createSignedInCache>,
  'forgetToken' | 'forgetUser' | 'forgetAll'
>;
