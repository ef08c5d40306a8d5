// @vitest-environment jsdom
import { usersMessages } from '@shared/messages/users';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyDataDownload } from './my-data-download';

afterEach(cleanup);

describe('Baixar meus dados', () => {
  it('is a plain link to the export, which the browser saves as a file', () => {
    render(<MyDataDownload />);
    const link = screen.getByRole('link', { name: usersMessages.profile.downloadMyData });
    expect(link.getAttribute('href')).toBe('/api/me/export');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
