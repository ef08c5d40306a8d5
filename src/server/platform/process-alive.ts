/**
 * Whether process `pid` is still running: signal 0 is checked, never sent; EPERM means it runs as
 * someone else. What the DATA_DIR lock and the OCR's language folders left by ended processes ask.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
