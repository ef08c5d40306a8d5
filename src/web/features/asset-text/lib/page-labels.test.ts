import type { TextPage } from '@shared/schemas/asset-text';
import { describe, expect, it } from 'vitest';
import { pageLabel, sourceText, textLayout } from './page-labels';

const page = (n: number, source: TextPage['source'], confidence?: number): TextPage => ({
  page: n,
  text: `texto ${n}`,
  source,
  ...(confidence === undefined ? {} : { confidence }),
});
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

describe('how a text is divided', () => {
  it('names the pages of a PDF, even a single one', () => {
    const layout = textLayout({ type: 'pdf', mime: 'application/pdf' }, [page(1, 'pdf')]);
    expect(layout).toBe('pages');
    expect(pageLabel(layout, 1)).toBe('Página 1');
  });

  it('names slides, also once an admin corrected them', () => {
    expect(textLayout({ type: 'document', mime: null }, [page(1, 'pptx'), page(2, 'pptx')])).toBe('slides');
    expect(textLayout({ type: 'document', mime: PPTX }, [page(1, 'edited')])).toBe('slides');
    expect(pageLabel('slides', 2)).toBe('Slide 2');
  });

  it('gives no heading to the one text of a picture or a Word document', () => {
    expect(textLayout({ type: 'image', mime: 'image/png' }, [page(1, 'ocr', 92)])).toBe('single');
    expect(textLayout({ type: 'document', mime: 'application/msword' }, [page(1, 'docx')])).toBe('single');
    expect(pageLabel('single', 1)).toBeNull();
  });
});

describe("a page's source", () => {
  it('says what was read from a picture, and how sure the reading was', () => {
    expect(sourceText(page(1, 'ocr', 91.6))).toBe('Lido da imagem · confiança 92%');
    expect(sourceText(page(1, 'ocr'))).toBe('Lido da imagem');
  });

  it('says what came from the file itself, and nothing of a correction (its badge says it)', () => {
    expect(sourceText(page(1, 'pdf'))).toBe('Do arquivo');
    expect(sourceText(page(1, 'edited'))).toBeNull();
  });
});
