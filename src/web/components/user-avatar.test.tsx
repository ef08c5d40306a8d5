// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { initialOf } from '@web/lib/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { UserAvatar } from './user-avatar';

afterEach(cleanup);

describe('avatar fallback (SPEC: name, else e-mail, else U)', () => {
  it('uses the first letter of the name', () => {
    expect(initialOf('ana paula', 'zeca@rede.com.br')).toBe('A');
    expect(initialOf('Érica', null)).toBe('É');
  });

  it('falls back to the e-mail, then to U', () => {
    expect(initialOf('', 'bruno@rede.com.br')).toBe('B');
    expect(initialOf('   ', '  carla@rede.com.br')).toBe('C');
    expect(initialOf(null, null)).toBe('U');
    expect(initialOf('', '')).toBe('U');
  });

  it('renders the initial while there is no photo', () => {
    const { container } = render(<UserAvatar name="" email="dora@rede.com.br" avatarUrl={null} />);
    expect(container.querySelector('[data-slot="avatar-fallback"]')?.textContent).toBe('D');
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps the initial as the fallback when a photo URL exists (shown until it loads)', () => {
    const { container } = render(<UserAvatar name="Eduardo" email={null} avatarUrl="/api/users/u1/avatar" />);
    expect(container.querySelector('[data-slot="avatar-fallback"]')?.textContent).toBe('E');
  });
});
