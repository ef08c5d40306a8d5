import { describe, expect, it } from 'vitest';
import { EditAssetFormSchema, emptyUploadForm, UploadFormSchema } from './asset-form';

const category = '7d1c6a2e-2f4b-4c61-9a55-0c6f1f0f9a11';
const valid = { ...emptyUploadForm, fileCount: 2, title: 'Fachada', categoryIds: [category] };

function messagesOf(schema: typeof UploadFormSchema | typeof EditAssetFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]).reverse());
}

describe('upload form on the server contract, with the texts of SPEC 5', () => {
  it('accepts a complete form and trims what it sends', () => {
    const result = UploadFormSchema.parse({ ...valid, title: '  Fachada ' });
    expect(result.title).toBe('Fachada');
  });

  it('requires a title of at least 3 characters, empty included', () => {
    for (const title of ['', ' ab ']) {
      expect(messagesOf(UploadFormSchema, { ...valid, title }).title).toBe(
        'O título deve ter pelo menos 3 caracteres.',
      );
    }
  });

  it('requires a category', () => {
    expect(messagesOf(UploadFormSchema, { ...valid, categoryIds: [] }).categoryIds).toBe(
      'Selecione pelo menos uma categoria.',
    );
  });

  it('requires files in file mode and a link in link mode, each checked only in its mode', () => {
    const text = 'Selecione arquivos para upload ou insira um link válido.';
    expect(messagesOf(UploadFormSchema, { ...valid, fileCount: 0 }).fileCount).toBe(text);
    expect(messagesOf(UploadFormSchema, { ...valid, mode: 'external', externalUrl: '  ' }).externalUrl).toBe(
      text,
    );
    expect(
      messagesOf(UploadFormSchema, {
        ...valid,
        mode: 'external',
        fileCount: 0,
        externalUrl: 'https://youtu.be/dQw4w9WgXcQ',
      }),
    ).toEqual({});
  });

  it("refuses a link that is not http(s) with 'Insira um link válido'", () => {
    for (const externalUrl of ['javascript:alert(1)', 'youtube', 'ftp://exemplo.com/video']) {
      expect(messagesOf(UploadFormSchema, { ...valid, mode: 'external', externalUrl }).externalUrl).toBe(
        'Insira um link válido',
      );
    }
  });
});

describe('edit form', () => {
  it("requires a title with 'Título é obrigatório'", () => {
    const value = { title: '  ', description: '', categoryIds: [category], tags: [], type: 'image' };
    expect(messagesOf(EditAssetFormSchema, value)).toEqual({ title: 'Título é obrigatório' });
  });
});
