// @vitest-environment jsdom
import { messages } from '@shared/messages/pt-BR';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundRoute from './not-found';

afterEach(cleanup);

describe('404 page', () => {
  it('tells in Portuguese that the page does not exist and links home', async () => {
    const router = createMemoryRouter([{ path: '*', Component: NotFoundRoute }], {
      initialEntries: ['/qualquer-coisa'],
    });
    render(<RouterProvider router={router} />);

    expect(screen.getByText(messages.notFound.code)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: messages.notFound.title })).toBeTruthy();
    expect(screen.getByText(messages.notFound.description)).toBeTruthy();
    const link = screen.getByRole('link', { name: messages.notFound.backHome });
    expect(link.getAttribute('href')).toBe('/');
  });
});
