import { describe, expect, it } from 'vitest';
import { textProblem } from '../../../shared/domain/text';
import { cleanText, decodeTextBytes, decodeXmlEntities, distinctWords, PageCollector } from './clean';
import { ocrScale } from './ocr';
import { DRAWING_ML, ODF_PRESENTATION, xmlPages } from './xml-text';

describe('the text kept from a file', () => {
  it('keeps no control characters but tab and line feed, normalises spaces and blank lines', () => {
    const raw =
      '  Título\u0000 da\u00a0\u00a0peça \u202eexe\r\nlinha\u0007 dois\t(tab)\r\r\n\n\n\n\ufefffim\ud800  ';
    const clean = cleanText(raw);
    expect(clean).toBe('Título da peça exe\nlinha dois\t(tab)\n\nfim');
    expect(textProblem(clean, true)).toBeUndefined();
    expect(cleanText('emoji 😀 inteiro')).toBe('emoji 😀 inteiro');
  });

  it('caps all pages together at the byte limit, cut between characters, later pages left out', () => {
    // "x ação" is 8 bytes in UTF-8: the 6 left after page 1 end inside "ã".
    const pages = new PageCollector(8);
    pages.add({ page: 1, text: ' ab ', source: 'pdf' });
    pages.add({ page: 2, text: '\u0000', source: 'pdf' });
    pages.add({ page: 3, text: 'x ação', source: 'pdf' });
    pages.add({ page: 4, text: 'z', source: 'pdf' });
    expect(pages.pages).toEqual([
      { page: 1, text: 'ab', source: 'pdf' },
      { page: 3, text: 'x aç', source: 'pdf' },
    ]);
    expect(pages.full).toBe(true);
    const cut = new PageCollector(4);
    cut.add({ page: 1, text: 'x ação', source: 'txt' });
    expect(cut.pages[0]?.text).toBe('x a');
  });

  it('gives the pieces between spaces once when that saves a quarter, never for a text with a tag', () => {
    expect(distinctWords('sorria sorria\nsorria, agende\tagende sorria')).toBe('sorria sorria, agende');
    expect(distinctWords('agende sua avaliação hoje')).toBeUndefined();
    // `<a href="x y">` is one tag to PostgreSQL's parser: its pieces alone would be words.
    expect(distinctWords('<a href="x y"> sorria sorria sorria sorria')).toBeUndefined();
  });

  it('decodes text files as UTF-8, a character cut at the end dropped, else as Latin-1', () => {
    const utf8 = Buffer.from('Avaliação', 'utf8');
    expect(decodeTextBytes(utf8)).toBe('Avaliação');
    expect(decodeTextBytes(utf8.subarray(0, utf8.length - 2))).toBe('Avaliaç');
    expect(decodeTextBytes(Buffer.from('Avaliação', 'latin1'))).toBe('Avaliação');
    expect(decodeTextBytes(Buffer.from([0x93, 0x61, 0x94, 0x80, 0x81]))).toBe('\u201ca\u201d€\x81');
  });

  it('decodes XML entities, numeric ones included, and leaves unknown ones as written', () => {
    expect(decodeXmlEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#231;&#xE3;o &nbsp; &#0;')).toBe(
      'a & b <c> "d" ção &nbsp; ',
    );
  });

  it("takes a slide's runs as lines and an OpenDocument presentation's pages, notes and comments aside", () => {
    const slide =
      '<p:sld><p:txBody><a:p><a:r><a:t>Sorria</a:t></a:r><a:r><a:t> &amp; brilhe</a:t></a:r></a:p>' +
      '<a:p><a:r><a:t>linha</a:t></a:r><a:br/><a:r><a:t>quebrada</a:t></a:r></a:p>' +
      '<p:attrName>style.visibility</p:attrName></p:txBody></p:sld>';
    expect(xmlPages(slide, DRAWING_ML)).toEqual(['Sorria & brilhe\nlinha\nquebrada\n']);
    const presentation =
      '<office:presentation><draw:page><draw:frame><draw:text-box><text:p>Um<text:s text:c="3"/>dois' +
      '<text:tab/>três<office:annotation><dc:creator>Ana</dc:creator><text:p>revisar</text:p></office:annotation>' +
      '</text:p></draw:text-box></draw:frame><presentation:notes><text:p>nota do orador</text:p></presentation:notes>' +
      '</draw:page><draw:page/><draw:page><text:h>Fim<![CDATA[ <cdata> ]]></text:h></draw:page></office:presentation>';
    expect(xmlPages(presentation, ODF_PRESENTATION)).toEqual(['Um   dois\ttrês\n', '', 'Fim <cdata> \n']);
  });

  it('scales small pictures up to a 1000 px short side, large ones down to the OCR pixel budget', () => {
    expect(ocrScale(1080, 1080)).toBe(1);
    expect(ocrScale(500, 800)).toBe(2);
    expect(ocrScale(100, 100)).toBe(4);
    expect(ocrScale(10_000, 5_000)).toBeCloseTo(Math.sqrt(25 / 50));
  });
});
