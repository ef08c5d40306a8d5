import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExifTool } from 'exiftool-vendored';

/**
 * Image types whose originals may carry where a photo was taken, the camera's serial number or its
 * owner (EXIF, XMP, IPTC, Photoshop resources): what `stripMetadata` cleans before they leave.
 */
const CARRIES_METADATA = /^image\/(jpeg|png|webp|gif|avif|tiff|heic|heif|vnd\.adobe\.photoshop)$/;

export function carriesMetadata(mime: string | null): boolean {
  return CARRIES_METADATA.test(mime ?? '');
}

/**
 * ExifTool's arguments: every metadata group deleted, then the orientation and the colour profile
 * written back from the file itself, so the picture looks the same. ExifTool
 * rewrites the container only: JPEG scan data, PNG/WebP image chunks and TIFF strips are copied byte
 * for byte (never re-encoded). `-m` lets minor warnings through (odd maker notes in old cameras).
 */
const STRIP_ARGS = [
  '-all=',
  '-tagsFromFile',
  '@',
  '-Orientation',
  '-ICC_Profile',
  '-m',
  '-overwrite_original',
];

/** Thrown when a file's metadata cannot be removed (ExifTool refused the file). */
export class MetadataStripError extends Error {}

export interface MetadataStripper {
  /** `bytes` without GPS, serial numbers, owner or any other metadata, keeping orientation and ICC. */
  strip(bytes: Buffer, extension: string): Promise<Buffer>;
  /** Ends the ExifTool process (started on the first strip, ended after a minute idle anyway). */
  end(): Promise<void>;
}

/** util-linux's setpriv, which starts a program that is killed when the process that started it dies. */
const SETPRIV = '/usr/bin/setpriv';

/**
 * ExifTool's process, started under `setpriv --pdeathsig KILL` where Linux has it. In `-stay_open`
 * mode ExifTool keeps reading its standard input after the end of it, so a server that died without
 * ending it (a crash, the OOM killer, SIGKILL) left it polling forever, re-parented to PID 1; the
 * kernel now ends it with its parent. Elsewhere exiftool-vendored starts it as it does by default.
 */
async function exiftoolProcessFactory() {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return undefined;
  const { exiftoolPath, DefaultExiftoolArgs } = await import('exiftool-vendored');
  const program = await exiftoolPath();
  // As exiftool-vendored spawns it: pipes, no shell, LANG=C for its messages, and EXIFTOOL_HOME
  // (where ExifTool looks for a config file) passed on when the server has one.
  const home = process.env.EXIFTOOL_HOME;
  return () =>
    spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', program, ...DefaultExiftoolArgs], {
      stdio: 'pipe',
      env: { LANG: 'C', ...(home ? { EXIFTOOL_HOME: home } : {}) },
    });
}

/**
 * ExifTool (a Perl program, bundled by exiftool-vendored) behind one long-lived process, started on
 * the first file: the reference for reading and writing every image container's metadata, where a
 * hand-written JPEG/PNG/WebP segment filter would miss TIFF, HEIC, AVIF and PSD.
 */
export function createMetadataStripper(): MetadataStripper {
  let exiftool: Promise<ExifTool> | null = null;
  // exiftool-vendored itself is loaded with the first file, like the process it starts.
  const tool = () => {
    exiftool ??= Promise.all([import('exiftool-vendored'), exiftoolProcessFactory()]).then(
      ([{ ExifTool }, processFactory]) =>
        new ExifTool({
          maxProcs: 1,
          taskTimeoutMillis: 60_000,
          maxIdleMsPerProcess: 60_000,
          // Only what this module asks: no geolocation or time-zone lookups.
          geolocation: false,
          ...(processFactory ? { processFactory } : {}),
        }),
    );
    return exiftool;
  };

  return {
    async strip(bytes, extension) {
      const folder = await mkdtemp(path.join(tmpdir(), 'bdi-strip-'));
      const file = path.join(folder, `original.${extension.replace(/[^a-z0-9]/gi, '') || 'bin'}`);
      try {
        await writeFile(file, bytes, { mode: 0o600 });
        try {
          await (await tool()).write(file, {}, { writeArgs: STRIP_ARGS });
        } catch (error) {
          throw new MetadataStripError(error instanceof Error ? error.message : String(error));
        }
        return await readFile(file);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async end() {
      const running = exiftool;
      exiftool = null;
      await (await running)?.end();
    },
  };
}
