import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { jpeg } from '../../../tests/helpers/fixtures';
import { deriveApart, stopDeriveProcess } from './derive-process';
import { createForeground, inForeground } from './foreground';
import { readTextApart, stopTextProcess, textProcessId } from './text/text-process';

/** A process's state in /proc/<pid>/stat (T when stopped by a signal), or 'gone'. */
const stateOf = (pid: number) =>
  fs.readFile(`/proc/${pid}/stat`, 'utf8').then(
    (stat) => stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '',
    () => 'gone',
  );

/** Its state once it is one of `states`, or the last seen after 5 s: a signal takes effect once the process is next scheduled. */
async function stateWithin(pid: number, states: string[]): Promise<string> {
  let state = await stateOf(pid);
  for (let i = 0; i < 50 && !states.includes(state); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await stateOf(pid);
  }
  return state;
}

describe('holding the reading while someone waits for an image', () => {
  it('holds once for work that overlaps and lets go when the last one ends', async () => {
    const holds: boolean[] = [];
    const foreground = createForeground((held) => holds.push(held), 30_000);
    let endFirst = () => {};
    const first = foreground.run(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = foreground.run(async () => 'made');
    expect(await second).toBe('made');
    expect(holds).toEqual([true]);
    endFirst();
    await first;
    expect(holds).toEqual([true, false]);
    // A failed work lets go too.
    await expect(foreground.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect(holds).toEqual([true, false, true, false]);
  });

  it('lets go after the longest hold even while work goes on, and holds again after a pause', async () => {
    vi.useFakeTimers();
    try {
      const holds: boolean[] = [];
      const foreground = createForeground((held) => holds.push(held), 1000);
      const ends: (() => void)[] = [];
      const work = () => foreground.run(() => new Promise<void>((resolve) => ends.push(resolve)));
      const running = [work()];
      vi.advanceTimersByTime(999);
      running.push(work());
      expect(holds).toEqual([true]);
      vi.advanceTimersByTime(1);
      expect(holds).toEqual([true, false]);
      for (const end of ends) end();
      await Promise.all(running);
      // Nothing more to let go of once none runs; the next work holds again.
      expect(holds).toEqual([true, false]);
      const next = work();
      expect(holds).toEqual([true, false, true]);
      ends.at(-1)?.();
      await next;
      expect(holds).toEqual([true, false, true, false]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.runIf(process.platform === 'linux')('the text process while an image is derived', () => {
  let dir: string;
  let photo: string;
  const textFile = () => path.join(dir, 'note.txt');

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-foreground-'));
    photo = path.join(dir, 'photo.jpg');
    await fs.writeFile(photo, await jpeg(4000, 3000));
    await fs.writeFile(textFile(), 'Biossegurança no consultório');
  });

  afterAll(async () => {
    await Promise.all([stopTextProcess(), stopDeriveProcess()]);
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is stopped while a photo is derived, reads nothing meanwhile, and goes on after', async () => {
    await readTextApart(textFile(), { type: 'document', mime: 'text/plain', originalName: 'note.txt' });
    const pid = textProcessId();
    expect(pid).toBeGreaterThan(0);
    expect(await stateOf(pid!)).not.toBe('T');

    const seen: string[] = [];
    const derived = deriveApart(photo).then(() => 'derived');
    while ((await Promise.race([derived, Promise.resolve('running')])) === 'running') {
      seen.push(await stateOf(pid!));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // A signal takes effect once the process is next scheduled (later on a loaded machine), and the
    // last samples may follow the SIGCONT sent as the derivation settled: from its first T to its
    // last, it stays stopped.
    const stopped = seen.indexOf('T');
    expect(stopped).toBeGreaterThanOrEqual(0);
    expect(new Set(seen.slice(stopped, seen.lastIndexOf('T') + 1))).toEqual(new Set(['T']));
    expect(await stateOf(pid!)).not.toBe('T');

    // A file asked for while held is read once let go.
    let ended = () => {};
    const holding = inForeground(() => new Promise<void>((resolve) => (ended = resolve)));
    let read = false;
    const reading = readTextApart(textFile(), {
      type: 'document',
      mime: 'text/plain',
      originalName: null,
    }).then((text) => {
      read = true;
      return text;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(read).toBe(false);
    ended();
    await holding;
    expect((await reading).pages[0]?.text).toBe('Biossegurança no consultório');
  });

  it('a held process still stops with the server', async () => {
    await readTextApart(textFile(), { type: 'document', mime: 'text/plain', originalName: null });
    let ended = () => {};
    const holding = inForeground(() => new Promise<void>((resolve) => (ended = resolve)));
    await stopTextProcess();
    ended();
    await holding;
    expect(textProcessId()).toBeUndefined();
  });
});

describe.runIf(process.platform === 'linux')('a held text process whose server died', () => {
  it('ends with it instead of staying stopped', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-orphan-'));
    onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
    const note = path.join(dir, 'note.txt');
    await fs.writeFile(note, 'Biossegurança');
    const script = path.join(dir, 'server.mts');
    await fs.writeFile(
      script,
      `import { readTextApart, holdTextProcess, textProcessId } from ${JSON.stringify(
        path.resolve(import.meta.dirname, 'text/text-process.ts'),
      )};
      await readTextApart(${JSON.stringify(note)}, { type: 'document', mime: 'text/plain', originalName: null });
      holdTextProcess(true);
      console.log(textProcessId());
      setInterval(() => {}, 1000);`,
    );
    const server = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const pid = Number(
      await new Promise<string>((resolve) => server.stdout.once('data', (d) => resolve(String(d)))),
    );
    expect(pid).toBeGreaterThan(0);
    expect(await stateWithin(pid, ['T'])).toBe('T');
    server.kill('SIGKILL');
    // Ended: gone, or a zombie until whoever adopted it reaps it.
    expect(['gone', 'Z']).toContain(await stateWithin(pid, ['gone', 'Z']));
  });
});
