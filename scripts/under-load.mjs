#!/usr/bin/env node
/**
 * Runs a command while a CPU hog keeps every core busy, to shake out tests that only pass on a quiet
 * machine (issue 41): `node scripts/under-load.mjs [--runs N] [--hog-only] -- <command> [args…]`.
 * The command runs N times in a row (1 by default) and the first failing run stops it with its exit
 * code. The hog is one worker thread per core spinning at normal priority, the way a second CI job or
 * a busy neighbour would take the machine; it stops with the command. `--hog-only` just hogs until
 * interrupted (to run beside something started elsewhere, such as `.ci/run`).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { isMainThread, Worker } from 'node:worker_threads';

if (!isMainThread) {
  // Spin in slices so the thread still notices terminate() at once.
  for (;;) {
    const until = Date.now() + 50;
    let x = 0;
    while (Date.now() < until) x = (x * 31 + 7) % 1_000_003;
    await new Promise((resolve) => setImmediate(resolve, x));
  }
}

function parse(argv) {
  const options = { runs: 1, hogOnly: false, command: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      options.command = argv.slice(i + 1);
      break;
    }
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--hog-only') options.hogOnly = true;
    else {
      options.command = argv.slice(i);
      break;
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  if (!options.hogOnly && options.command.length === 0) {
    throw new Error('usage: node scripts/under-load.mjs [--runs N] [--hog-only] -- <command> [args…]');
  }
  return options;
}

function startHog() {
  const threads = Array.from(
    { length: os.availableParallelism() },
    () => new Worker(new URL(import.meta.url)),
  );
  return () => Promise.all(threads.map((thread) => thread.terminate()));
}

let child;

function run(command) {
  return new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const options = parse(process.argv.slice(2));
const stopHog = startHog();
console.info(`under-load: ${os.availableParallelism()} busy threads beside the command`);
// Interrupted: the command is told too (its own children, such as a test server, are its to stop).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child?.kill(signal);
    void stopHog().then(() => process.exit(options.hogOnly ? 0 : 130));
  });
}
if (!options.hogOnly) {
  const started = Date.now();
  let code = 0;
  for (let n = 1; n <= options.runs && code === 0; n++) {
    if (options.runs > 1) console.info(`under-load: run ${n} of ${options.runs}`);
    code = await run(options.command);
    if (code !== 0) console.error(`under-load: run ${n} failed (exit ${code})`);
  }
  await stopHog();
  console.info(
    `under-load: ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  process.exit(code);
}
