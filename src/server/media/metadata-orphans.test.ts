import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The processes whose parent is `pid`, with their command lines. */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  const children: Array<{ pid: number; command: string }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      children.push({ pid: Number(entry), command });
    } catch {
      // The process ended while it was being read.
    }
  }
  return children;
}

/** Whether `pid` still runs (a zombie waiting for its parent to read its status does not). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

it.runIf(process.platform === 'linux')(
  'leaves no ExifTool behind when the server is killed without a chance to end it',
  async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/strip-and-wait.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('stripped') && resolve());
      child.once('exit', (code) => reject(new Error(`the stripping process ended first (${code})`)));
    });
    // setpriv becomes ExifTool by exec: the stripping process's child is ExifTool itself.
    const exiftool = childrenOf(child.pid!).find((p) => p.command.includes('exiftool'));
    expect(exiftool, JSON.stringify(childrenOf(child.pid!))).toBeDefined();

    child.kill('SIGKILL');
    await exited;
    await expect.poll(() => running(exiftool!.pid), { timeout: 10_000 }).toBe(false);
  },
  60_000,
);
