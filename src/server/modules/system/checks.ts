const CHECK_TIMEOUT_MS = 3000;

/**
 * Runs a reachability check and says whether it passed in time: a database or bucket that hangs
 * must make health answer "not ok", not make the monitor's request hang with it.
 */
export async function passesWithin(check: () => Promise<void>, ms = CHECK_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
