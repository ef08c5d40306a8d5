// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type UploadValues, validateEdit, validateUpload } from './validation';

const valid: UploadValues = {
  mode: 'file',
  fileCount: 2,
  externalUrl: '',
  title: 'Fachada',
  description: '',
  categoryIds: ['c1'],
  tags: [],
};

describe('upload validation with the texts of SPEC 5', () => {
  it('accepts a complete form', () => {
    expect(validateUpload(valid)).toEqual({});
  });

  it('requires a title of at least 3 characters', () => {
    expect(validateUpload({ ...valid, title: ' ab ' }).title).toBe(
      'O título deve ter pelo menos 3 caracteres.',
    );
    expect(validateUpload({ ...valid, title: '' }).title).toBe('O título deve ter pelo menos 3 caracteres.');
  });

  it('requires a category', () => {
    expect(validateUpload({ ...valid, categoryIds: [] }).categories).toBe(
      'Selecione pelo menos uma categoria.',
    );
  });

  it('requires files in file mode and a link in link mode', () => {
    const text = 'Selecione arquivos para upload ou insira um link válido.';
    expect(validateUpload({ ...valid, fileCount: 0 }).source).toBe(text);
    expect(validateUpload({ ...valid, mode: 'external', externalUrl: '  ' }).source).toBe(text);
  });

  it("refuses a link that is not http(s) with 'Insira um link válido'", () => {
    expect(validateUpload({ ...valid, mode: 'external', externalUrl: 'javascript:alert(1)' }).source).toBe(
      'Insira um link válido',
    );
    expect(validateUpload({ ...valid, mode: 'external', externalUrl: 'youtube' }).source).toBe(
      'Insira um link válido',
    );
    expect(
      validateUpload({ ...valid, mode: 'external', externalUrl: 'https://youtu.be/dQw4w9WgXcQ' }).source,
    ).toBeUndefined();
  });
});

describe('edit validation', () => {
  it("requires a title with 'Título é obrigatório'", () => {
    const errors = validateEdit({ title: '  ', description: '', categoryIds: ['c'], tags: [] });
    expect(errors).toEqual({ title: 'Título é obrigatório' });
  });
});
