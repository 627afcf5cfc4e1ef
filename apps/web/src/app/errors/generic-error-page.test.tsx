import { messages, productMessages } from '@sanchay/domain';
import { fireEvent, render, screen } from '@testing-library/react';
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
    // A second way out: load the page again.
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    fireEvent.click(screen.getByRole('button', { name: productMessages.errorPage.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('reloads instead of showing the error when a chunk of an older build cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();
    const router = createMemoryRouter(
      [
        {
          path: '/fund',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/v1/assets/fund-0ld.js')),
          errorElement: <GenericErrorPage standalone />,
        },
      ],
      { initialEntries: ['/fund'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Loading page')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: messages.shell.genericErrorPage })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
