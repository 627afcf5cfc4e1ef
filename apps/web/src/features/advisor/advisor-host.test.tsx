import { agentDetails, aumSummary, currentUser, sessionRoutes, type AgentDetails, type CurrentUser } from '@sanchay/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fail, guestSession, ok, signedInSession } from '../session/testing/session-fixtures';
import { captureEntryParams, parseEntryParams, readEntryParams } from './entry-params';

// The advisor host in the shell (spec 1 §2 header parts, §6): the advisor's name for everyone on
// the advisor's site, the customer count and AUM bar only for the advisor's own session, the way
// back to the advisor app, and Loan Against MF for the advisor variant.

const ROHAN: AgentDetails = agentDetails.parse({
  agentCode: 'SANCHAY01',
  advisorName: 'Rohan Mehta',
  isARNHolder: true,
  verificationStatus: 'verified',
  partnerStatus: 'active',
  customerCountHidden: false,
  isOwnAdvisorSession: false,
  loanAgainstMfUrl: '/v1/sandbox/loan-against-mf?partnerId=SANCHAY01',
  advisorAppUrl: '/v1/my-customers?agentCode=SANCHAY01',
});

const rohanUser = { ...signedInSession().user!, name: 'Rohan Mehta', primaryMobile: '9000000002', ownAgentCode: 'SANCHAY01' };

interface Scenario {
  me: CurrentUser;
  agent?: Partial<AgentDetails>;
  totalAUM?: string;
}

/** get-current-user, the agent and its AUM summary as the server would answer; the rest 503. */
function mockServer({ me, agent = {}, totalAUM = '1234567.00' }: Scenario) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input)).pathname;
    calls.push(path);
    if (path === sessionRoutes.getCurrentUser.path) return ok(currentUser, me);
    if (path === '/api/v1/agent/SANCHAY01') return ok(agentDetails, { ...ROHAN, ...agent });
    if (path === '/api/v1/agent/SANCHAY01/aum-summary') return ok(aumSummary, { customerCount: 3, totalAUM });
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return calls;
}

const onAdvisorHost = (overrides: Partial<CurrentUser> = {}) =>
  guestSession({ advisorHost: true, agentCode: 'SANCHAY01', ...overrides });

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

describe('advisor host header', () => {
  it('shows a guest the advisor’s name and the way back, but no customer count or AUM', async () => {
    const calls = mockServer({ me: onAdvisorHost() });
    renderApp('/home');
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('Rohan Mehta')).toBeInTheDocument();
    expect(within(header).getByText('Advisor', { exact: true })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Back to advisor app' })).toHaveAttribute(
      'href',
      '/v1/my-customers?agentCode=SANCHAY01',
    );
    expect(within(header).queryByRole('group', { name: /customers and assets/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/v1/agent/SANCHAY01/aum-summary');
  });

  it('shows the advisor’s own session the customer count and AUM in short form', async () => {
    mockServer({ me: onAdvisorHost({ user: rohanUser }), agent: { isOwnAdvisorSession: true } });
    renderApp('/home');
    const bar = await screen.findByRole('group', { name: 'Your customers and assets under management' });
    expect(await within(bar).findByTestId('advisor-customer-count')).toHaveTextContent('3');
    await waitFor(() => expect(within(bar).getByTestId('advisor-aum')).toHaveTextContent('₹12.35L'));
    // The exact figure, with Indian grouping, for screen readers.
    expect(within(bar).getByText('Total AUM ₹12,34,567.00')).toBeInTheDocument();
  });

  it('hides the bar for a special agent code, even for the advisor', async () => {
    const calls = mockServer({
      me: onAdvisorHost({ user: rohanUser }),
      agent: { isOwnAdvisorSession: true, customerCountHidden: true },
    });
    renderApp('/home');
    expect(await within(screen.getByRole('banner')).findByText('Rohan Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /customers and assets/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/v1/agent/SANCHAY01/aum-summary');
  });

  it('hides the bar when a customer is signed in on the advisor host', async () => {
    const calls = mockServer({ me: onAdvisorHost({ user: signedInSession().user }), agent: { isOwnAdvisorSession: false } });
    renderApp('/home');
    expect(await within(screen.getByRole('banner')).findByText('Rohan Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /customers and assets/ })).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/v1/agent/SANCHAY01/aum-summary');
  });

  it('shows no advisor row to a direct investor and never asks for an agent', async () => {
    const calls = mockServer({ me: guestSession() });
    renderApp('/home');
    await waitFor(() => expect(calls).toContain(sessionRoutes.getCurrentUser.path));
    expect(screen.queryByRole('link', { name: 'Back to advisor app' })).not.toBeInTheDocument();
    expect(screen.queryByText('Advisor', { exact: true })).not.toBeInTheDocument();
    expect(calls.filter((p) => p.startsWith('/api/v1/agent/'))).toEqual([]);
  });

  it('offers the way back after a partner entry on the main host, without the advisor parts', async () => {
    captureEntryParams('?source=partnerApp&agentCode=sanchay01');
    mockServer({ me: guestSession() });
    renderApp('/home');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Back to advisor app' })).toHaveAttribute(
      'href',
      '/v1/my-customers?agentCode=SANCHAY01',
    );
    expect(within(header).queryByText('Advisor', { exact: true })).not.toBeInTheDocument();
  });
});

describe('Loan Against MF', () => {
  it('is a browse card with partnerId and the promotion on the advisor host', async () => {
    mockServer({ me: onAdvisorHost() });
    renderApp('/home');
    const browse = await screen.findByRole('region', { name: 'Browse Funds by Category' });
    const card = await within(browse).findByRole('link', { name: /Loan Against MF/ });
    expect(card).toHaveAttribute('href', '/v1/sandbox/loan-against-mf?partnerId=SANCHAY01');
    expect(card).toHaveAttribute('target', '_blank');
    expect(card).toHaveTextContent('Free expert call · extra 0.5% on loans over ₹5L');
    // The banner's popup (spec 3 §4's loan popup): Yes, I'm Interested opens the partner's page
    // with partnerId in a new tab, then the thank-you; Escape closes it and focus returns.
    const banner = screen.getByRole('region', { name: 'Loan against mutual funds' });
    const user = userEvent.setup();
    const apply = within(banner).getByRole('button', { name: 'Check loan eligibility' });
    await user.click(apply);
    const popup = await screen.findByRole('dialog', { name: 'Need money? Take a loan against your mutual funds' });
    const interested = within(popup).getByRole('link', { name: /Yes, I'm Interested/ });
    expect(interested).toHaveAttribute('href', '/v1/sandbox/loan-against-mf?partnerId=SANCHAY01');
    expect(interested).toHaveAttribute('target', '_blank');
    interested.addEventListener('click', (e) => e.preventDefault()); // jsdom does not open tabs
    await user.click(interested);
    expect(within(popup).getByRole('status')).toHaveTextContent('within 24 to 48 hours');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apply).toHaveFocus();
  });

  it('is absent for a direct investor', async () => {
    const calls = mockServer({ me: guestSession() });
    renderApp('/home');
    await waitFor(() => expect(calls).toContain(sessionRoutes.getCurrentUser.path));
    const browse = await screen.findByRole('region', { name: 'Browse Funds by Category' });
    await within(browse).findByRole('link', { name: 'Tax Saver' });
    expect(within(browse).queryByRole('link', { name: /Loan Against MF/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loan against mutual funds' })).not.toBeInTheDocument();
  });
});

describe('entry parameters', () => {
  it('keeps source, encryptedId and agentCode of the entry URL for this tab', () => {
    expect(captureEntryParams('?source=partnerApp&encryptedId=abc%2B12%3D&agentCode=sanchay01')).toEqual({
      source: 'partnerApp',
      encryptedId: 'abc+12=',
      agentCode: 'SANCHAY01',
    });
    expect(sessionStorage.getItem('agentCodeMintpro')).toBe('SANCHAY01');
    // A later load without them (a reload, an in-app link) keeps the entry.
    expect(captureEntryParams('?keywords=tax')).toEqual(readEntryParams());
    expect(readEntryParams().source).toBe('partnerApp');
  });

  it('ignores malformed values', () => {
    expect(parseEntryParams('?source=<script>&encryptedId=a b&agentCode=bad code!')).toEqual({
      source: null,
      encryptedId: null,
      agentCode: null,
    });
  });
});
