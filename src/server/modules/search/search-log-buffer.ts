export interface SearchLogEntry {
  query: string;
  filters: Record<string, unknown>;
  resultCount: number;
  userId: string;
  /** When the search was made (not when the batch is written). */
  at: Date;
}

export interface SearchLogBufferOptions {
  /** How long an entry may wait for others before they are written together. */
  delayMs?: number;
  /** Written at once when this many wait. */
  batch?: number;
  /** Kept at most while the database refuses them (the oldest go first). */
  keep?: number;
  onError?: (error: unknown) => void;
}

/**
 * The search log ("Buscas sem resultado", recent searches) written in batches: one insert, and on
 * the embedded database one durable commit, for all the searches of half a second instead of one per
 * search. Readers call `flush()` first, and the app flushes before it closes the database. A failed
 * write keeps its entries for the next one.
 */
export function createSearchLogBuffer(
  write: (entries: SearchLogEntry[]) => Promise<void>,
  { delayMs = 500, batch = 200, keep = 10_000, onError = () => {} }: SearchLogBufferOptions = {},
) {
  let waiting: SearchLogEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const entries = waiting;
    waiting = [];
    if (entries.length > 0) {
      writing = writing.then(() =>
        write(entries).catch((error) => {
          waiting = [...entries, ...waiting].slice(-keep);
          onError(error);
        }),
      );
    }
    return writing;
  }

  return {
    add(entry: SearchLogEntry): void {
      waiting.push(entry);
      if (waiting.length >= batch) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), delayMs).unref();
    },
    flush,
    get waiting(): number {
      return waiting.length;
    },
  };
}
