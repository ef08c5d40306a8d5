import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AssetReader } from '../asset-read';
import type { AssetTextRepository } from './asset-text.repository';
import { createAssetTextService } from './asset-text.service';

describe('reading a file in the background', () => {
  it('waits for the server to be quiet before it reads', async () => {
    const steps: string[] = [];
    const service = createAssetTextService({
      texts: { store: async () => false } as unknown as AssetTextRepository,
      assets: {
        findRow: async () => ({ storageKey: 'o/a.png', type: 'image', mime: 'image/png', isExternal: false }),
      } as unknown as AssetReader,
      storage: { read: async () => Readable.from([Buffer.from('png')]) } as never,
      read: async () => {
        steps.push('read');
        return { pages: [] };
      },
      enqueue: async () => {},
      tempDir: `${process.env.TMPDIR ?? '/tmp'}/bdi-text-${process.pid}`,
      whenQuiet: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('quiet');
      },
    });
    await service.readFile('a', { lastAttempt: false });
    expect(steps).toEqual(['quiet', 'read']);
  });
});
