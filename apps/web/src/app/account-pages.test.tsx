import { messages } from '@sanchay/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../testing/stub-api';

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('account pages when signed out', () => {
  it('show the not-authorized text and a LOGIN/REGISTER button that opens sign-in', async () => {
    const user = userEvent.setup();
    renderApp('/transaction');
    expect(await screen.findByText(messages.session.notAuthorized)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.session.loginRegister }));
    expect(await screen.findByRole('dialog', { name: 'Login / Register' })).toBeInTheDocument();
  });

  it('open the sign-in dialog by themselves on portfolio, profile and mandates', async () => {
    for (const path of ['/profile/portfolio', '/profile', '/profile/mandates']) {
      const { unmount } = renderApp(path);
      const dialog = await screen.findByRole('dialog', { name: 'Login / Register' });
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.getByText(messages.session.notAuthorized)).toBeInTheDocument();
      unmount();
    }
  });

  it('do not show the account sidebar to a signed-out visitor', async () => {
    renderApp('/running-sips');
    await screen.findByText(messages.session.notAuthorized);
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
  });
});
