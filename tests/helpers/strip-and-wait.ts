/**
 * A process that starts the metadata stripper's ExifTool (one file stripped), says so on stdout and
 * waits to be killed: metadata-orphans.test.ts kills it with SIGKILL, as a crash or the OOM killer
 * would end a server.
 */
import sharp from 'sharp';
import { createMetadataStripper } from '../../src/server/media/metadata';

const stripper = createMetadataStripper();
const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
await stripper.strip(png, 'png');
process.stdout.write('stripped\n');
setInterval(() => {}, 60_000);
