// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import type { SessionUser } from '@shared/schemas/user';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu } from './user-menu';

afterEach(cleanup);

const person = (role: SessionUser['role']): SessionUser => ({
  id: 'u1',
  email: 'ana@rede.com.br',
  name: 'Ana',
  role,
  avatarUrl: null,
  emailNotifications: true,
  unitId: null,
  unitName: null,
  status: 'active',
});

describe('the user menu', () => {
  for (const role of ['admin', 'franqueado'] as const) {
    it(`gives every entry its icon (${role}), so the labels line up`, async () => {
      const router = createMemoryRouter([
        { path: '/', element: <UserMenu user={person(role)} onSignOut={() => {}} /> },
      ]);
      render(<RouterProvider router={router} />);
      // Radix opens its menu on pointer down or a key, not on click.
      fireEvent.keyDown(screen.getByRole('button', { name: messages.header.userMenu }), { key: 'Enter' });
      const items = await screen.findAllByRole('menuitem');
      expect(items.length).toBeGreaterThan(3);
      for (const item of items) expect(item.querySelector('svg'), item.textContent ?? '').not.toBeNull();
    });
  }
});
