// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { autoFillTitles, effectiveTitle, titleFromFileName } from './titles';

describe('title from the first file name (SPEC 5)', () => {
  it('drops the extension only', () => {
    expect(titleFromFileName('Fachada Unidade Centro.jpg')).toBe('Fachada Unidade Centro');
    expect(titleFromFileName('campanha.outubro.rosa.pdf')).toBe('campanha.outubro.rosa');
    expect(titleFromFileName('  Sorriso.PNG ')).toBe('Sorriso');
  });

  it('keeps names without an extension and hidden-style names', () => {
    expect(titleFromFileName('LEIA-ME')).toBe('LEIA-ME');
    expect(titleFromFileName('.env')).toBe('.env');
    expect(titleFromFileName('foto.')).toBe('foto');
  });

  it('never exceeds the 200-character title limit', () => {
    expect(titleFromFileName(`${'a'.repeat(250)}.jpg`)).toHaveLength(200);
  });
});

describe("'Auto-preencher títulos' (SPEC 5)", () => {
  it('gives one file the base title as it is', () => {
    expect(autoFillTitles('Campanha Natal', 1)).toEqual(['Campanha Natal']);
  });

  it("numbers several files from 1 with ' (n)'", () => {
    expect(autoFillTitles(' Campanha Natal ', 3)).toEqual([
      'Campanha Natal (1)',
      'Campanha Natal (2)',
      'Campanha Natal (3)',
    ]);
  });

  it('gives nothing for no files', () => {
    expect(autoFillTitles('Campanha', 0)).toEqual([]);
  });
});

describe('the title each file is stored with (SPEC 5)', () => {
  it('uses the base title for a single file, ignoring a per-file title', () => {
    expect(effectiveTitle('Fachada', 'Outro', 0, 1)).toBe('Fachada');
  });

  it("uses a file's own title when it has one, else the numbered base title", () => {
    expect(effectiveTitle('Fachada', 'Recepção nova', 1, 3)).toBe('Recepção nova');
    expect(effectiveTitle('Fachada', '   ', 1, 3)).toBe('Fachada (2)');
  });
});
