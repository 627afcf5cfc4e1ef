import { messages } from '@sanchay/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenericErrorPage } from './generic-error-page';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

describe('generic error page', () => {
  it('catches a screen that throws and offers Explore Mutual Funds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/broken', element: <Broken />, errorElement: <GenericErrorPage standalone /> },
        { path: '/home', element: <h1>Home</h1> },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: messages.shell.genericErrorPage })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Mutual Funds' })).toHaveAttribute('href', '/home');
  });
});
