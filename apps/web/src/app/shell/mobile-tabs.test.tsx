import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/match-media';
import { stubApi } from '../../testing/stub-api';

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('mobile footer tabs', () => {
  it('show Explore, Dashboard and Profile on a 390-px phone', async () => {
    setViewportWidth(390);
    renderApp('/home');
    const tabs = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Explore', '/home'],
      ['Dashboard', '/profile/portfolio'],
      ['Profile', '/profile'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  });

  it('are not shown on a laptop', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('appear and disappear as the window crosses 767 px', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    act(() => setViewportWidth(767));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('are hidden in checkout', async () => {
    setViewportWidth(390);
    renderApp('/payment-mode');
    await screen.findByRole('heading', { level: 1, name: 'Payment Mode' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
