/**
 * A read that may be answered by the last one: at once while it is younger than `fresh` ms, and while
 * a new read is under way (callers at once share one) as long as it is younger than `stale` ms. With
 * `fresh` 0 it reads now, for this caller alone.
 */
export function recentRead<T>(read: () => Promise<T>) {
  type Read = { row: T; readAt: number };
  let last: Read | undefined;
  let reading: Promise<Read> | undefined;
  const readNow = (): Promise<Read> => {
    const readAt = Date.now();
    return read().then((row) => {
      if (!last || last.readAt <= readAt) last = { row, readAt };
      return { row, readAt };
    });
  };
  return {
    read(fresh: number, stale = fresh): Promise<Read> {
      if (fresh <= 0) return readNow();
      const age = last ? Date.now() - last.readAt : Number.POSITIVE_INFINITY;
      if (last && age <= fresh) return Promise.resolve(last);
      if (!reading) {
        reading = readNow().finally(() => {
          reading = undefined;
        });
        // Those served the last read do not wait for this one: its failure is theirs who do.
        reading.catch(() => {});
      }
      return last && age <= stale ? Promise.resolve(last) : reading;
    },
  };
}
