// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { fakeAsset } from '@web/test/asset';
import { afterEach, describe, expect, it } from 'vitest';
import { FoundInFile } from './found-in-file';

afterEach(cleanup);

const poster = fakeAsset({ id: 'a1', title: 'Cartaz', mime: 'image/png' });

describe('"Encontrado no arquivo" on a search hit', () => {
  it('shows the first place the words were found, the words marked', () => {
    render(
      <FoundInFile
        asset={{
          ...poster,
          matches: [
            { page: 1, snippet: 'Clareamento dental <mark>Agende</mark> sua <mark>avaliação</mark>' },
            { page: 2, snippet: 'outra <mark>página</mark>' },
          ],
        }}
      />,
    );
    const line = screen.getByTestId('found-in-file');
    expect(line.textContent).toBe('Encontrado no arquivo: …Clareamento dental Agende sua avaliação…');
    expect([...line.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Agende',
      'avaliação',
    ]);
  });

  it('names the page of a PDF, and a later page of anything', () => {
    const manual = fakeAsset({ id: 'a2', title: 'Manual', type: 'pdf', mime: 'application/pdf' });
    render(
      <FoundInFile asset={{ ...manual, matches: [{ page: 1, snippet: '<mark>biossegurança</mark>' }] }} />,
    );
    expect(screen.getByText('Encontrado no arquivo (página 1):')).toBeTruthy();
    cleanup();
    render(<FoundInFile asset={{ ...poster, matches: [{ page: 3, snippet: '<mark>sorriso</mark>' }] }} />);
    expect(screen.getByText('Encontrado no arquivo (página 3):')).toBeTruthy();
  });

  it('renders a hostile snippet as text: no element but the marks', () => {
    const snippet =
      '&lt;img src=x onerror=alert(1)&gt; <mark>&lt;script&gt;alert(1)&lt;/script&gt;</mark> &amp;amp; <b>x</b>';
    render(<FoundInFile asset={{ ...poster, matches: [{ page: 1, snippet }] }} />);
    const line = screen.getByTestId('found-in-file');
    expect(line.querySelector('img, script, b')).toBeNull();
    expect(line.querySelector('mark')?.textContent).toBe('<script>alert(1)</script>');
    expect(line.textContent).toContain('<img src=x onerror=alert(1)> ');
    expect(line.textContent).toContain('&amp; <b>x</b>');
  });

  it('is absent when the hit was found by its title or tags', () => {
    render(<FoundInFile asset={poster} />);
    expect(screen.queryByTestId('found-in-file')).toBeNull();
  });
});
