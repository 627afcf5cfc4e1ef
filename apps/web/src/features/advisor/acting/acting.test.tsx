import {
  actingCustomer,
  actingState,
  agentDetails,
  aumSummary,
  currentUser,
  sessionRoutes,
  startActingAnswer,
  stepUpOtpSent,
  type ActingState,
  type CurrentUser,
} from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerPath } from '../../../app/paths';
import { setCsrfToken } from '../../../app/api-client';
import { renderApp } from '../../../testing/render-app';
import { fail, guestSession, ok, signedInSession } from '../../session/testing/session-fixtures';

// Acting for a customer in the browser (issue 13 §1, decision 0138): the consent page names the
// customer, sends the OTP and takes it in the one OTP dialog; the header says whose account is
// open, with Switch customer and Leave.

const PRIYA = '5d1c2b3a-4f5e-4d55-9a53-0d1c2b3a4f5e';
const own = productMessages.acting;
const rohan: CurrentUser = guestSession({
  advisorHost: true,
  agentCode: 'SANCHAY01',
  user: { ...signedInSession().user!, name: 'Rohan Mehta', primaryMobile: '9000000002' },
});
const ACTING: ActingState = { acting: { customerId: PRIYA, customerName: 'Priya Nair', advisorName: 'Rohan Mehta', agentCode: 'SANCHAY01' } };

/** The server as the browser sees it: whose account is open changes with verify and leave. */
function mockServer(options: { acting?: boolean; customer?: 'mapped' | 'not-mapped' } = {}) {
  let acting = options.acting ?? false;
  const posts: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (init?.method === 'POST') posts.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path === sessionRoutes.getCurrentUser.path) return ok(currentUser, { ...rohan, csrfToken: 'csrf-test' });
    if (path === '/api/v1/agent/SANCHAY01') {
      return ok(agentDetails, {
        agentCode: 'SANCHAY01',
        advisorName: 'Rohan Mehta',
        isARNHolder: true,
        verificationStatus: 'verified',
        partnerStatus: 'active',
        customerCountHidden: false,
        isOwnAdvisorSession: true,
        loanAgainstMfUrl: null,
        advisorAppUrl: '/v1/my-customers?agentCode=SANCHAY01',
      });
    }
    if (path === '/api/v1/agent/SANCHAY01/aum-summary') return ok(aumSummary, { customerCount: 3, totalAUM: '1234567.00' });
    if (path === '/api/v1/acting') return ok(actingState, acting ? ACTING : { acting: null });
    if (path === `/api/v1/acting/customers/${PRIYA}`) {
      if (options.customer === 'not-mapped') return fail(403, 'FORBIDDEN', own.notYourCustomer);
      return ok(actingCustomer, { customerId: PRIYA, name: 'Priya Nair', mobile: 'XXXXXX0003' });
    }
    if (path === `/api/v1/acting/customers/${PRIYA}/send-otp`) {
      return ok(stepUpOtpSent, { mobile: 'XXXXXX0003', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3 });
    }
    if (path === `/api/v1/acting/customers/${PRIYA}/verify-otp`) {
      const otp = (JSON.parse(String(init?.body)) as { otp: string }).otp;
      if (otp !== '123456') return ok(startActingAnswer, { otpMatched: false, expired: false, attemptsLeft: 4, authorisedUntil: null, acting: null });
      acting = true;
      return ok(startActingAnswer, { otpMatched: true, expired: false, attemptsLeft: 4, authorisedUntil: null, acting: ACTING.acting });
    }
    if (path === '/api/v1/acting/leave') {
      acting = false;
      return ok(actingState, { acting: null });
    }
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return posts;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

describe('the consent page (/my-customers/open)', () => {
  it('names the customer, sends the OTP to her and opens her account only with the right code', async () => {
    const posts = mockServer();
    const user = userEvent.setup();
    const { router } = renderApp(openCustomerPath(PRIYA));
    expect(await screen.findByRole('heading', { name: own.heading('Priya Nair') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: own.sendOtp }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/XXXXXX0003/)).toBeInTheDocument();
    const otp = within(dialog).getByLabelText('OTP');
    await user.type(otp, '999999');
    await user.click(within(dialog).getByRole('button', { name: messages.profileArea.personal.verifyAndProceed }));
    expect(await within(dialog).findByText(messages.onboarding.otp.invalid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-customers/open');

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(within(dialog).getByRole('button', { name: messages.profileArea.personal.verifyAndProceed }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/portfolio'));
    expect(posts.map((p) => p.path)).toEqual([
      `/api/v1/acting/customers/${PRIYA}/send-otp`,
      `/api/v1/acting/customers/${PRIYA}/verify-otp`,
      `/api/v1/acting/customers/${PRIYA}/verify-otp`,
    ]);
  });

  it('shows the server’s refusal for a customer who is not the advisor’s, with no Send OTP', async () => {
    mockServer({ customer: 'not-mapped' });
    renderApp(openCustomerPath(PRIYA));
    expect(await screen.findByText(own.notYourCustomer)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: own.sendOtp })).not.toBeInTheDocument();
  });
});

describe('the header while acting', () => {
  it('says whose account is open, links Switch customer to the customer list and leaves with Leave', async () => {
    const posts = mockServer({ acting: true });
    const user = userEvent.setup();
    const { router } = renderApp('/home');
    const bar = await screen.findByRole('region', { name: own.actingFor('Priya Nair') });
    // The advisor's own customer count and AUM are hidden while a customer's account is open.
    expect(screen.queryByRole('group', { name: 'Your customers and assets under management' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: own.switchCustomer })).toHaveAttribute('href', '/my-customers');
    await user.click(within(bar).getByRole('button', { name: own.leave }));
    await waitFor(() => expect(screen.queryByRole('region', { name: own.actingFor('Priya Nair') })).not.toBeInTheDocument());
    expect(posts.map((p) => p.path)).toContain('/api/v1/acting/leave');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows nothing while the advisor works in their own account', async () => {
    mockServer();
    renderApp('/home');
    expect(await within(screen.getByRole('banner')).findByText('Rohan Mehta')).toBeInTheDocument();
    expect(screen.queryByText(/Acting for/)).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Your customers and assets under management' })).toBeInTheDocument();
  });
});
