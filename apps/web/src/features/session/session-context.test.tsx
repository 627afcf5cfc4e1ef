import { currentUser, sessionInfo, sessionRoutes } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { setViewportWidth } from '../../testing/match-media';
import { renderApp } from '../../testing/render-app';
import { SessionProvider, sessionOf, useIsAdvisor, useIsAdvisorSite, useSession } from './session-context';
import { advisorSession, customerOnAdvisorHost, fail, guestSession, ok, signedInSession } from './testing/session-fixtures';

/** get-current-user answers from `state`; logout flips it to a guest; check-mobile-number is a 401 (the 401 test); the rest 503. */
function mockSession(state: { signedIn: boolean; minor?: boolean; name?: string }) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    if (path === sessionRoutes.getCurrentUser.path) {
      return ok(
        currentUser,
        state.signedIn
          ? signedInSession({ ...(state.minor ? { minor: true, majorStatus: 'M' } : {}), ...(state.name ? { user: { ...signedInSession().user!, name: state.name } } : {}) })
          : guestSession(),
      );
    }
    if (path === sessionRoutes.logout.path) {
      state.signedIn = false;
      return ok(sessionInfo, guestSession({ cookieId: 'guest-after-logout', csrfToken: 'csrf-2' }));
    }
    if (path === sessionRoutes.checkMobileNumber.path) return fail(401, 'UNAUTHORIZED', 'Please sign in');
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return calls;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

describe('session', () => {
  it("a guest's first answer re-renders no page that reads the session (a server-rendered page stays as hydrated)", async () => {
    mockSession({ signedIn: false });
    let renders = 0;
    function Page() {
      renders += 1;
      return <p>{`${useSession().status} ${useIsAdvisor() ? 'advisor' : 'investor'}`}</p>;
    }
    render(
      <SessionProvider>
        <Page />
      </SessionProvider>,
    );
    expect(screen.getByText('signed-out investor')).toBeInTheDocument();
    // The answer is in: the guest's cookie id is kept.
    await waitFor(() => expect(sessionStorage.getItem('cookieId')).not.toBeNull());
    await act(async () => {});
    expect(renders).toBe(1);
  });

  it('a page the server rendered signed in starts from its session, not storage, and the same answer re-renders no reader (decision 0172)', async () => {
    mockSession({ signedIn: true });
    let renders = 0;
    function Page() {
      renders += 1;
      const session = useSession();
      return <p>{session.status === 'signed-in' ? `${session.displayName} ${session.mobile}` : session.status}</p>;
    }
    const rendered = sessionOf(signedInSession());
    expect(rendered.status).toBe('signed-in');
    render(
      <SessionProvider initial={rendered}>
        <Page />
      </SessionProvider>,
    );
    const shown = `${signedInSession().user!.name} ${rendered.status === 'signed-in' ? rendered.mobile : ''}`;
    expect(screen.getByText(shown)).toBeInTheDocument();
    expect(shown).not.toContain(signedInSession().user!.primaryMobile);
    // The answer is in (the user is stored): the page is as hydrated.
    await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
    await act(async () => {});
    expect(renders).toBe(1);
  });

  it('a page rendered signed in whose session has since ended turns to a guest', async () => {
    mockSession({ signedIn: false });
    function Page() {
      return <p>{useSession().status}</p>;
    }
    render(
      <SessionProvider initial={sessionOf(signedInSession())}>
        <Page />
      </SessionProvider>,
    );
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
  });

  it("the advisor is the agent's own account signed in on his host, not a customer signed in there (decision 0138)", async () => {
    function Reader() {
      return <p>{`${useSession().status} ${useIsAdvisor() ? 'advisor' : 'not-advisor'} ${useIsAdvisorSite() ? 'advisor-site' : 'direct-site'}`}</p>;
    }
    for (const [answer, shown] of [
      [advisorSession(), 'signed-in advisor advisor-site'],
      [customerOnAdvisorHost(), 'signed-in not-advisor advisor-site'],
      [advisorSession({ agentCode: 'OTHER01' }), 'signed-in not-advisor advisor-site'],
      [advisorSession({ advisorHost: false, agentCode: null }), 'signed-in not-advisor direct-site'],
      [guestSession({ advisorHost: true, agentCode: 'SANCHAY01' }), 'signed-out not-advisor advisor-site'],
    ] as const) {
      vi.spyOn(globalThis, 'fetch').mockImplementation(async () => ok(currentUser, answer));
      const { unmount } = render(
        <SessionProvider initial={{ status: 'signed-out' }}>
          <Reader />
        </SessionProvider>,
      );
      expect(await screen.findByText(shown)).toBeInTheDocument();
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('reads the session on start: the account menu shows the name and account pages render', async () => {
    mockSession({ signedIn: true });
    renderApp('/transaction');
    expect(await screen.findByRole('button', { name: /Asha Verma/ })).toBeInTheDocument();
    expect(screen.queryByText(messages.session.notAuthorized)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeInTheDocument();
    expect(sessionStorage.getItem('cookieId')).toBe('user-1');
    expect(sessionStorage.getItem('userInfo')).toContain('XXXXXX0001');
  });

  it('logs out from the account menu: POST logout, stored user cleared, new cookie id, home', async () => {
    const user = userEvent.setup();
    const calls = mockSession({ signedIn: true });
    const { router } = renderApp('/transaction');
    await user.click(await screen.findByRole('button', { name: /Asha Verma/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(calls).toContain(sessionRoutes.logout.path);
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(sessionStorage.getItem('cookieId')).toBe('guest-after-logout');
    expect(screen.getByRole('button', { name: /Login \/ Sign up/ })).toBeInTheDocument();
  });

  it('a 401 clears the user and opens the sign-in dialog', async () => {
    mockSession({ signedIn: true });
    const { router } = renderApp('/transaction');
    await screen.findByRole('button', { name: /Asha Verma/ });
    const { callApi } = await import('../../app/api-client');
    await act(async () => {
      await callApi(sessionRoutes.checkMobileNumber, { query: { mobile: '9000000001' } }).catch(() => undefined);
    });
    expect(await screen.findByRole('dialog', { name: 'Login / Register' })).toBeInTheDocument();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
    expect(router.state.location.pathname).toBe('/transaction');
  });

  it('re-syncs when the tab becomes visible: signed out elsewhere → guest', async () => {
    const state = { signedIn: true };
    mockSession(state);
    renderApp('/transaction');
    await screen.findByRole('button', { name: /Asha Verma/ });
    state.signedIn = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(messages.session.notAuthorized)).toBeInTheDocument();
    expect(sessionStorage.getItem('userInfo')).toBeNull();
  });

  it('logs out after 1800 s without input, and input resets the timer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setInterval', 'clearInterval'] });
    const calls = mockSession({ signedIn: true });
    const { router } = renderApp('/transaction');
    await screen.findByRole('button', { name: /Asha Verma/ });
    await act(async () => {
      vi.advanceTimersByTime(1700_000);
    });
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    });
    await act(async () => {
      vi.advanceTimersByTime(1700_000);
    });
    expect(calls).not.toContain(sessionRoutes.logout.path);
    await act(async () => {
      vi.advanceTimersByTime(110_000);
    });
    await waitFor(() => expect(calls).toContain(sessionRoutes.logout.path));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // Home says why: the flash stays until dismissed, and shows once.
    expect(await screen.findByText(productMessages.session.idleLoggedOut(30))).toBeInTheDocument();
    expect(screen.getByText(/logged out after 30 minutes without activity/).closest('[role="status"]')).not.toBeNull();
  });

  it('after the advisor host reloads home on an idle logout, home still says why', async () => {
    sessionStorage.setItem('sanchay.idleLogout', '1800');
    mockSession({ signedIn: false });
    renderApp('/home');
    expect(await screen.findByText(productMessages.session.idleLoggedOut(30))).toBeInTheDocument();
    expect(sessionStorage.getItem('sanchay.idleLogout')).toBeNull();
  });

  it('shows the signed-in name in the header on a phone, with the full name as its accessible name', async () => {
    setViewportWidth(390); // test-setup puts the laptop width back after each test
    {
      const longName = 'Venkata Lakshmi Narasimha Satyanarayana Murthy Subrahmanya Shastry'; // 66 characters
      expect(longName).toHaveLength(66);
      mockSession({ signedIn: true, name: longName });
      renderApp('/home');
      const trigger = await screen.findByRole('button', { name: `Account menu for ${longName}` });
      // A phone's header shows the first name whole (issue 23 §6: 'Asha Ve…'); the full name
      // stays the accessible name and the tooltip.
      expect(trigger).toHaveTextContent(/^Venkata$/);
      expect(trigger).toHaveAttribute('title', longName);
    }
  });

  it('a minor session disables the account sidebar', async () => {
    mockSession({ signedIn: true, minor: true });
    renderApp('/profile/portfolio');
    await screen.findByRole('button', { name: /Asha Verma/ });
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(nav.querySelector('[aria-disabled="true"]')).not.toBeNull();
  });
});
