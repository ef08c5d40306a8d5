import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExifTool, type Tags } from 'exiftool-vendored';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import * as fx from '../../../../tests/helpers/fixtures';
import { makeShareLink, visit } from '../../../../tests/helpers/share-links';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readZip } from '../../../../tests/helpers/unzip';
import { categoryIds, uploadRequest } from '../../../../tests/helpers/uploads';

/**
 * Issue 36: a patient photo leaves without where it was taken. Every image original that leaves the
 * server (download, ZIP, partner link, the asset page's reader) has no GPS, camera serial number or
 * owner fields, keeps its orientation and colour profile, and its pixels are the very same (the
 * JPEG is not re-encoded). Admins may still ask for the file exactly as uploaded.
 */

const exiftool = new ExifTool({ maxProcs: 1 });
let folder: string;
let t: TestApp;
let admin: SignedIn;
let franqueado: SignedIn;
let photo: { id: string; data: Buffer };
let png: { id: string; data: Buffer };

/** What the issue names: where, which camera, whose. */
const PRIVATE = {
  // Signed degrees: exiftool-vendored writes the hemispheres (Ref) from the sign.
  GPSLatitude: -23.5614,
  GPSLongitude: -46.6559,
  SerialNumber: 'CAM-998877',
  OwnerName: 'Dra. Helena Prado',
  Artist: 'Dra. Helena Prado',
  Copyright: 'Paciente Joana S.',
};

/** A camera-like JPEG: sRGB-P3 profile, rotated (Orientation 6), GPS, serial, owner and artist. */
async function tagged(name: string, input: Buffer, extra: Record<string, unknown> = {}): Promise<Buffer> {
  const file = path.join(folder, name);
  await writeFile(file, input);
  await exiftool.write(file, { ...PRIVATE, ...extra } as never);
  return readFile(file);
}

async function tagsOf(bytes: Buffer, name: string): Promise<Tags> {
  const file = path.join(folder, `read-${Date.now()}-${name}`);
  await writeFile(file, bytes);
  return exiftool.read(file);
}

async function pixels(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

/** The JPEG's entropy-coded data: everything from the first start-of-scan marker on. */
function scanData(jpeg: Buffer): Buffer {
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  return jpeg.subarray(sos);
}

/** Nothing private left; orientation and colour profile as they were; the very same picture. */
async function expectClean(sent: Buffer, original: Buffer, name: string) {
  const tags = (await tagsOf(sent, name)) as Record<string, unknown>;
  for (const field of [
    'GPSLatitude',
    'GPSLongitude',
    'GPSPosition',
    'SerialNumber',
    'OwnerName',
    'Artist',
    'Copyright',
  ])
    expect(tags[field], field).toBeUndefined();
  const before = (await tagsOf(original, `orig-${name}`)) as Record<string, unknown>;
  expect(tags.Orientation).toBe(before.Orientation);
  expect(tags.ProfileDescription).toBe(before.ProfileDescription);
  expect((await pixels(sent)).equals(await pixels(original))).toBe(true);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'bdi-exif-test-'));
  t = await createTestApp();
  admin = await register(t.app, { name: 'Marketing' });
  franqueado = await createUser(t.app, admin, 'franqueado', 'Clínica Centro');
  const cats = await categoryIds(t.db, ['fachada']);
  const camera = await sharp(await fx.jpeg(640, 480, '#b45309'))
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
  const upload = async (title: string, name: string, data: Buffer) => {
    const res = await uploadRequest(t.app, admin.cookie, { title, categoryIds: cats }, [{ name, data }]);
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().items[0].asset.id as string, data };
  };
  photo = await upload(
    'Antes e depois da paciente',
    'paciente.jpg',
    await tagged('paciente.jpg', camera, { 'Orientation#': 6 }),
  );
  png = await upload(
    'Sorriso em PNG',
    'sorriso.png',
    await tagged('sorriso.png', await fx.flatPng(300, 200)),
  );
  // The fixtures really carry what the server must remove.
  expect((await tagsOf(photo.data, 'fixture.jpg')).GPSLatitude).toBeCloseTo(-23.5614, 3);
  expect((await tagsOf(png.data, 'fixture.png')).GPSLatitude).toBeCloseTo(-23.5614, 3);
});

afterAll(async () => {
  await t.close();
  await exiftool.end();
  await rm(folder, { recursive: true, force: true });
});

const get = (who: SignedIn, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

describe('an image original leaves without GPS, serial or owner fields', () => {
  it('downloaded by a franqueado: same pixels (the JPEG scan data byte for byte), orientation and profile kept', async () => {
    const res = await get(franqueado, `/api/assets/${photo.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    await expectClean(res.rawPayload, photo.data, 'download.jpg');
    expect(scanData(res.rawPayload).equals(scanData(photo.data))).toBe(true);
    // A second download reads the stored clean copy: the same bytes, the same validator.
    const again = await get(franqueado, `/api/assets/${photo.id}/download`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    // Ranges are ranges of what is sent.
    const part = await t.app.inject({
      method: 'GET',
      url: `/api/assets/${photo.id}/download`,
      headers: { cookie: franqueado.cookie, range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(res.rawPayload.subarray(0, 100))).toBe(true);
  });

  it('a PNG too, and through the asset page reader', async () => {
    const res = await get(franqueado, `/api/assets/${png.id}/download`);
    await expectClean(res.rawPayload, png.data, 'download.png');
    const read = await get(franqueado, `/api/assets/${photo.id}/file`);
    expect(read.statusCode).toBe(200);
    await expectClean(read.rawPayload, photo.data, 'reader.jpg');
  });

  it('inside a ZIP of a selection', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/downloads/zip',
      headers: { cookie: franqueado.cookie },
      payload: { ids: [photo.id, png.id] },
    });
    expect(res.statusCode).toBe(200);
    const entries = readZip(res.rawPayload);
    await expectClean(entries.get('Antes e depois da paciente.jpg')!, photo.data, 'zip.jpg');
    await expectClean(entries.get('Sorriso em PNG.png')!, png.data, 'zip.png');
  });

  it('through a partner link', async () => {
    const link = await makeShareLink(t.app, franqueado, { assetId: photo.id });
    const res = await visit(t.app, `/api/s/${link.token}/download`);
    expect(res.statusCode).toBe(200);
    await expectClean(res.rawPayload, photo.data, 'partner.jpg');
    expect(res.headers.etag).not.toContain(photo.id);
  });

  it('to an admin too, unless the admin asks for the file exactly as uploaded', async () => {
    const plain = await get(admin, `/api/assets/${photo.id}/download`);
    await expectClean(plain.rawPayload, photo.data, 'admin.jpg');
    const kept = await get(admin, `/api/assets/${photo.id}/download?format=original&metadata=keep`);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(photo.data)).toBe(true);
    expect(kept.headers.etag).not.toBe(plain.headers.etag);
  });

  it('refuses metadata=keep to anyone but an admin, and with a rendered format', async () => {
    const refused = await get(franqueado, `/api/assets/${photo.id}/download?metadata=keep`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const rendered = await get(admin, `/api/assets/${photo.id}/download?format=square&metadata=keep`);
    expect(rendered.statusCode).toBe(400);
    expect(rendered.json().error.message).toContain('Os dados do arquivo só podem ser mantidos');
    const unknown = await get(admin, `/api/assets/${photo.id}/download?metadata=tudo`);
    expect(unknown.statusCode).toBe(400);
  });
});
