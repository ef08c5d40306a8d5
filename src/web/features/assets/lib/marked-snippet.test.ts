import { describe, expect, it } from 'vitest';
import { fromFirstMark, snippetParts, unescapeHtml } from './marked-snippet';

describe('search snippets', () => {
  it('splits the found words from the text around them', () => {
    expect(snippetParts('Clareamento dental <mark>Agende</mark> sua <mark>avaliação</mark>')).toEqual([
      { text: 'Clareamento dental ', marked: false },
      { text: 'Agende', marked: true },
      { text: ' sua ', marked: false },
      { text: 'avaliação', marked: true },
    ]);
  });

  it('unescapes the text, and never reads escaped tags as marks', () => {
    expect(
      snippetParts('&lt;mark&gt;x&lt;/mark&gt; &amp; <mark>&quot;sorriso&quot;</mark> d&#39;água'),
    ).toEqual([
      { text: '<mark>x</mark> & ', marked: false },
      { text: '"sorriso"', marked: true },
      { text: " d'água", marked: false },
    ]);
  });

  it('undoes each entity once', () => {
    expect(unescapeHtml('&amp;lt;script&amp;gt;')).toBe('&lt;script&gt;');
    expect(unescapeHtml('R$ 10 &euro;')).toBe('R$ 10 &euro;');
  });

  it('survives marks left open, closed twice or empty', () => {
    expect(snippetParts('<mark></mark>a</mark>b<mark>c')).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });

  it('starts a few words before the first found word', () => {
    const parts = snippetParts(
      'Normas da clínica para todas as unidades … <mark>Biossegurança</mark>: luvas',
    );
    expect(fromFirstMark(parts).map((part) => part.text)).toEqual([
      'as unidades … ',
      'Biossegurança',
      ': luvas',
    ]);
    const short = snippetParts('Clareamento dental <mark>Agende</mark>');
    expect(fromFirstMark(short)).toEqual(short);
    expect(fromFirstMark(snippetParts('sem marca nenhuma aqui hoje'))).toHaveLength(1);
  });
});
