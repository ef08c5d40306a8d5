import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../tests/helpers/accounts';
import { sendParts } from '../../../../tests/helpers/api-suite';
import * as fx from '../../../../tests/helpers/fixtures';
import { campaignMeta, storedState, uploadRequest, uploadSuite } from '../../../../tests/helpers/uploads';

const s = uploadSuite(['clareamento', 'redes-sociais']);
const meta = (extra: Record<string, unknown> = {}) => campaignMeta(s.cats, extra);

const snapshot = () => storedState(s.t);

describe('refused files store nothing', () => {
  it('refuses a video even when renamed .jpg', async () => {
    const before = await snapshot();
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta(), [
      { name: 'ferias.jpg', data: fx.mp4Header(), contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe(
      'Vídeos não são permitidos no upload. Apenas imagens, PDFs e outros documentos.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('cuts off a 51 MB file while streaming: 413 with the spec message', async () => {
    const before = await snapshot();
    const res = await sendParts(s.t.app, s.admin, '/api/assets', [
      { name: 'meta', data: JSON.stringify(meta()) },
      {
        name: 'files',
        filename: 'enorme.jpg',
        contentType: 'image/jpeg',
        data: fx.largeStream(51 * 1024 * 1024),
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Arquivo muito grande. Máximo permitido: 50MB');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a truncated image and an image bomb with clear messages', async () => {
    const before = await snapshot();
    const truncated = await uploadRequest(s.t.app, s.admin.cookie, meta(), [
      { name: 'cortada.jpg', data: await fx.truncatedJpeg() },
    ]);
    expect(truncated.statusCode).toBe(415);
    expect(truncated.json().error.message).toMatch(/corrompido ou incompleto/);
    const bomb = await uploadRequest(s.t.app, s.admin.cookie, meta(), [
      { name: 'bomba.png', data: fx.pngBomb() },
    ]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().error).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message: 'A imagem é grande demais: no máximo 100 megapixels.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('reports an exact duplicate as already existing instead of storing it twice', async () => {
    const data = await fx.jpeg(640, 480, '#4d7c0f');
    const first = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Equipe reunida' }), [
      { name: 'equipe.jpg', data },
    ]);
    expect(first.statusCode).toBe(201);
    const before = await snapshot();
    const again = await uploadRequest(s.t.app, s.admin.cookie, meta({ title: 'Outra vez' }), [
      { name: 'equipe-copia.jpg', data },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este arquivo já existe no banco como "Equipe reunida".');
    expect(await snapshot()).toEqual(before);
  });
});

describe('upload validation and permissions', () => {
  it.each([
    ['no category', { categoryIds: [] }, 'Selecione pelo menos uma categoria.'],
    ['a title under 3 characters', { title: 'Oi' }, 'O título deve ter pelo menos 3 caracteres.'],
    [
      'an unknown category',
      { categoryIds: ['00000000-0000-4000-8000-000000000000'] },
      'Categoria não encontrada.',
    ],
  ])('refuses %s', async (_label, extra, message) => {
    const before = await snapshot();
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta(extra), [
      { name: 'a.jpg', data: await fx.jpeg(100, 100, '#123456') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an upload without files, and one whose meta is not first', async () => {
    const none = await uploadRequest(s.t.app, s.admin.cookie, meta(), []);
    expect(none.json().error.message).toBe('Selecione pelo menos um arquivo para upload');
    const res = await sendParts(s.t.app, s.admin, '/api/assets', [
      { name: 'files', filename: 'a.jpg', data: await fx.jpeg(50, 50) },
      { name: 'meta', data: JSON.stringify(meta()) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/meta/);
  });

  it('refuses more than 30 files, leaving nothing of the images it had begun to prepare', async () => {
    const before = await snapshot();
    // Images are prepared (decoded) while the rest still arrive: the 31st must undo all of it.
    const images = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => ({
        name: `f${i}.jpg`,
        data: await fx.jpeg(64, 48, `#${(0x102030 + i * 0x040404).toString(16)}`),
      })),
    );
    const files = [...images, { name: 'd31.txt', data: Buffer.from('documento 31') }];
    const res = await uploadRequest(s.t.app, s.admin.cookie, meta(), files);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Envie no máximo 30 arquivos por vez.');
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only', async () => {
    const franqueado = await createUser(s.t.app, s.admin, 'franqueado');
    const data = await fx.jpeg(64, 64, '#ff0000');
    expect(
      (await uploadRequest(s.t.app, franqueado.cookie, meta(), [{ name: 'x.jpg', data }])).statusCode,
    ).toBe(403);
    expect((await uploadRequest(s.t.app, '', meta(), [{ name: 'x.jpg', data }])).statusCode).toBe(401);
  });
});
