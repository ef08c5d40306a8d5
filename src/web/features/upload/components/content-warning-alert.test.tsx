// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentWarningAlert } from './content-warning-alert';

const list = ['antes e depois', 'garantido', 'sem dor', 'preço', 'desconto', 'grátis', 'promoção'];

afterEach(cleanup);

describe('ContentWarningAlert', () => {
  it('lists, in a polite live region, the expressions found in the title and description as typed', () => {
    const { rerender } = render(<ContentWarningAlert texts={['Clareamento', '']} expressions={list} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    rerender(
      <ContentWarningAlert texts={['Clareamento GRATIS', 'Veja o antes e\ndepois']} expressions={list} />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Atenção: o texto contém expressões que os conselhos de odontologia costumam proibir: “antes e depois”, “grátis”. Você pode salvar mesmo assim.',
    );
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(<ContentWarningAlert texts={['Clareamento', 'Veja o resultado']} expressions={list} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('warns of nothing while the list is empty (not loaded, or cleared by an admin)', () => {
    render(<ContentWarningAlert texts={['Clareamento grátis', '']} expressions={[]} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
