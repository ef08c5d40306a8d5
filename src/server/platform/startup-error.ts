/**
 * A problem that stops the process from starting; main.ts prints its message as one line. On its
 * own, with nothing imported: main loads it before any of the app's code.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
