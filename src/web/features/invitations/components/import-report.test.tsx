// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { InvitationCreated, InvitationImportResult } from '@shared/schemas/invitation';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportReport } from './import-report';

afterEach(cleanup);

const m = messages.invitations;

function created(name: string, emailed: boolean): InvitationCreated {
  return {
    invitation: {
      id: `id-${name}`,
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@rede.com.br`,
      role: 'user',
      unitId: null,
      unitName: null,
      status: 'pending',
      invitedByName: 'Ana',
      createdAt: '2030-01-01T12:00:00.000Z',
      expiresAt: '2030-01-08T12:00:00.000Z',
      acceptedAt: null,
    },
    url: `https://banco.rede.com.br/convite?token=${name.length}`,
    emailed,
  };
}

const ERRORS = [
  { line: 3, message: 'Perfil “gerente” desconhecido: use administrador, franqueado ou usuário.' },
  { line: 5, message: 'Unidade “Clínica Fantasma” não encontrada.' },
];

describe('invitations import report', () => {
  it('tells how many were invited, each refused line, and offers the links when e-mail is off', () => {
    const result: InvitationImportResult = {
      created: 1,
      invitations: [created('Carlos Lima', false)],
      errors: ERRORS,
    };
    render(<ImportReport result={result} />);

    expect(screen.getByRole('status').textContent).toContain('1 convite criado');
    expect(screen.getByRole('heading', { name: '2 linhas com erro' })).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: '2 linhas com erro' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Linha 3: Perfil “gerente” desconhecido: use administrador, franqueado ou usuário.',
      'Linha 5: Unidade “Clínica Fantasma” não encontrada.',
    ]);
    expect(screen.getByRole('button', { name: 'Copiar link de Carlos Lima' })).toBeTruthy();
  });

  it('says the invitations went by e-mail and lists no links then; counts in the plural', () => {
    const result: InvitationImportResult = {
      created: 2,
      invitations: [created('Carlos Lima', true), created('Bianca Torres', true)],
      errors: [],
    };
    render(<ImportReport result={result} />);

    expect(screen.getByText('2 convites criados')).toBeTruthy();
    expect(screen.getByText(m.importEmailed)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: m.importLinks })).toBeNull();
    expect(screen.queryByText(/linhas? com erro/)).toBeNull();
  });

  it('says that nothing was invited when every line was refused', () => {
    render(<ImportReport result={{ created: 0, invitations: [], errors: [ERRORS[0]!] }} />);

    expect(screen.getByText(m.importCreatedNone)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1 linha com erro' })).toBeTruthy();
  });
});
