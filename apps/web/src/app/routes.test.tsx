import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../testing/stub-api';
import { productMessages } from '@sanchay/domain';

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('router', () => {
  it('sends an unknown path to /home?error=404 and says so in a flash', async () => {
    const { router } = renderApp('/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?error=404');
    expect(await screen.findByText(productMessages.session.pageNotFound)).toBeInTheDocument();
    expect(screen.getByText(productMessages.session.pageNotFound).closest('[role="status"]')).not.toBeNull();
  });

  it('lets the visitor dismiss the not-found flash', async () => {
    renderApp('/profile/unknown/deeper');
    const dismiss = await screen.findByRole('button', { name: 'Dismiss message' });
    act(() => dismiss.click());
    expect(screen.queryByText(productMessages.session.pageNotFound)).not.toBeInTheDocument();
  });

  it('shows no flash on a plain visit to home', async () => {
    renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(productMessages.session.pageNotFound)).not.toBeInTheDocument();
  });

  it('sends / to /home keeping the entry query', async () => {
    const { router } = renderApp('/?agentCode=A1&source=partner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?agentCode=A1&source=partner');
  });

  it('opens the sign-in dialog on /login, over home', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Login / Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('gives each later screen its title as the page heading', async () => {
    renderApp('/sip-calculator');
    expect(await screen.findByRole('heading', { level: 1, name: 'SIP Calculator' })).toBeInTheDocument();
  });

  it('keeps premium services to phones: desktop goes to /home?error=404', async () => {
    const { router } = renderApp('/premium-services');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(router.state.location.search).toBe('?error=404');
  });
});
