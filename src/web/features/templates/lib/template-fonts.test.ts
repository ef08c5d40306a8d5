// @vitest-environment jsdom
import { TEMPLATE_FONT_FILES, TEMPLATE_FONTS } from '@shared/templates/fonts';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_FONT_URLS } from './template-fonts';

describe('the fonts the preview loads', () => {
  it('are the files the server draws with, one per template font', () => {
    expect(Object.keys(TEMPLATE_FONT_URLS).sort()).toEqual([...TEMPLATE_FONTS].sort());
    for (const font of TEMPLATE_FONTS) {
      const file = TEMPLATE_FONT_FILES[font].split('/').pop()!;
      expect(TEMPLATE_FONT_URLS[font], font).toMatch(new RegExp(`${file.replace('.', '\\.')}$`));
    }
  });
});
