import { homePageLead } from '@sanchay/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlashProvider } from '../../ui';
import { ConsumerAppBanner } from './consumer-app-banner';
import { SessionProvider, useSignIn, type Session } from './session-context';
import { fail, ok } from './testing/session-fixtures';

const LEAD = '/api/v1/login/home-page-lead';
const SIGNED_IN: Session = { status: 'signed-in', displayName: 'Asha Verma', mobile: '******0001', minor: false, majorStatus: null };

function SignInProbe() {
  return <p data-testid="signin">{useSignIn().isOpen ? 'open' : 'closed'}</p>;
}

function renderBanner(session: Session) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider fetchOnStart={false} initial={session}>
        <FlashProvider>
          <ConsumerAppBanner />
          <SignInProbe />
        </FlashProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The server's reminder state: off until a POST. */
function mockServer(initiallyOn = false) {
  let on = initiallyOn;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (url.pathname !== LEAD) return fail(404, 'NOT_FOUND', 'no handler');
    if (init?.method === 'POST') on = true;
    return ok(homePageLead, { reminderOn: on, requestedAt: on ? '2026-08-21T09:00:00.000Z' : null });
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('consumer-app banner (spec 3 §4)', () => {
  it('sends a signed-out visitor to sign in, and records nothing', async () => {
    const calls = mockServer();
    const user = renderBanner({ status: 'signed-out' });
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByTestId('signin')).toHaveTextContent('open');
    expect(calls).toEqual([]);
  });

  it('turns Notify Me into Reminder On (disabled) after a click, recorded on the server', async () => {
    const calls = mockServer();
    const user = renderBanner(SIGNED_IN);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const on = await screen.findByRole('button', { name: 'Reminder On' });
    expect(on).toBeDisabled();
    expect(calls).toEqual([`GET ${LEAD}`, `POST ${LEAD}`]);
    expect(screen.getByTestId('signin')).toHaveTextContent('closed');
  });

  it('stays Reminder On after a reload: the state comes from the server', async () => {
    mockServer(true);
    renderBanner(SIGNED_IN);
    expect(await screen.findByRole('button', { name: 'Reminder On' })).toBeDisabled();
  });
});
