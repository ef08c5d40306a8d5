let count = 0;

/**
 * A key for the names, titles and file bytes one run of a spec makes. Take it in a hook or a test,
 * never at the top of a file: a worker loads a spec file once, and --repeat-each runs it again on
 * that same loaded module against the same server, so a module-level key would repeat.
 */
export function runKey(): string {
  count += 1;
  return `${Date.now().toString(36)}${process.pid.toString(36)}${count}`;
}
