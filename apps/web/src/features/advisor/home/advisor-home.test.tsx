import {
  agentDetails,
  contentItem,
  contentSubscription,
  currentUser,
  sessionRoutes,
  signUpInterest,
  type AgentDetails,
  type ContentItem,
  type CurrentUser,
  type SignUpInterest,
} from '@sanchay/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setCsrfToken } from '../../../app/api-client';
import { renderApp } from '../../../testing/render-app';
import { setViewportWidth } from '../../../testing/match-media';
import { fail, guestSession, ok, signedInSession } from '../../session/testing/session-fixtures';

// The advisor's desktop home (spec 1 §2; spec 3 §2, §4, §6; decision 0145): two columns for the
// advisor's own session, I am Interested for an advisor with neither ARN nor investments, the
// report link with its fallback, the festive PDF link, and the content popup's Get notified →
// thank-you → Create Leads.

const ROHAN: AgentDetails = agentDetails.parse({
  agentCode: 'SANCHAY01',
  advisorName: 'Rohan Mehta',
  isARNHolder: false,
  verificationStatus: 'verified',
  partnerStatus: 'active',
  customerCountHidden: false,
  isOwnAdvisorSession: true,
  loanAgainstMfUrl: null,
  advisorAppUrl: '/v1/my-customers?agentCode=SANCHAY01',
});
const rohanUser = { ...signedInSession().user!, name: 'Rohan Mehta', primaryMobile: '9000000002', ownAgentCode: 'SANCHAY01' };
const ITEMS: ContentItem[] = [
  { categoryId: 1, category: 'Tax planning', heading: 'Save tax with ELSS', description: 'An explainer.', subscribe: false, thumbNail: 'elss-tax-saving.png', videoUrl: null },
  { categoryId: 2, category: 'SIP basics', heading: 'Why a monthly SIP', description: 'Averaging.', subscribe: false, thumbNail: 'sip-basics.png', videoUrl: null },
];

interface Scenario {
  me?: CurrentUser;
  agent?: Partial<AgentDetails>;
  interest?: Partial<SignUpInterest>;
  reportsUrl?: string | null;
  subscribed?: boolean;
}

function mockServer({ me = guestSession({ advisorHost: true, agentCode: 'SANCHAY01', user: rohanUser }), agent = {}, interest = {}, reportsUrl = '/v1/sandbox/customer-investment-report?agentCode=SANCHAY01', subscribed = false }: Scenario = {}) {
  let interestedAt: string | null = interest.interestedAt ?? null;
  let isSubscribed = subscribed;
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}`);
    const state = () => signUpInterest.parse({ isARNHolder: false, isInvestor: false, showInterested: true, ...interest, interestedAt });
    switch (url.pathname) {
      case sessionRoutes.getCurrentUser.path:
        return ok(currentUser, me);
      case '/api/v1/agent/SANCHAY01':
        return ok(agentDetails, { ...ROHAN, ...agent });
      case '/api/v1/agent/SANCHAY01/sign-up-interest':
        if (method === 'POST') interestedAt = '2026-08-21T09:00:00.000Z';
        return ok(signUpInterest, state());
      case '/api/v1/get-reports-url':
        return ok(z.string().nullable(), reportsUrl);
      case '/api/v1/festive-branding':
        return ok(z.string(), '/api/v1/agent/SANCHAY01/festive-branding.pdf?brandingType=DIWALI&lang=en');
      case '/api/v1/content/active-content-details':
        return ok(z.array(contentItem), ITEMS.map((i) => ({ ...i, subscribe: isSubscribed })));
      case '/api/v1/content/subscription':
        isSubscribed = true;
        return ok(contentSubscription, { categoryId: 0, subscribe: true, subscribedAt: '2026-08-21T09:00:00.000Z' });
      default:
        return fail(503, 'INTERNAL', 'Service unavailable in tests');
    }
  });
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
  setViewportWidth(1366);
});

describe('the advisor desktop home', () => {
  it('shows two columns with the advisor panel, and I am Interested records the interest once', async () => {
    const calls = mockServer();
    renderApp('/home');
    const panel = await screen.findByRole('complementary', { name: 'Your advisor tools' });
    expect(screen.getByTestId('advisor-desktop-home')).toContainElement(panel);
    const user = userEvent.setup();
    await user.click(await within(panel).findByRole('button', { name: 'I am Interested' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Thank you for your interest');
    expect(within(panel).queryByRole('button', { name: 'I am Interested' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c === 'POST /api/v1/agent/SANCHAY01/sign-up-interest')).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: /Customer Investment Report/ })).toHaveAttribute(
      'href',
      '/v1/sandbox/customer-investment-report?agentCode=SANCHAY01',
    );
    expect(within(panel).getByRole('link', { name: /Diwali greeting with your name/ })).toHaveAttribute(
      'href',
      '/api/v1/agent/SANCHAY01/festive-branding.pdf?brandingType=DIWALI&lang=en',
    );
  });

  it('keeps the thank-you after a reload, and hides I am Interested from an ARN holder or investor', async () => {
    mockServer({ interest: { interestedAt: '2026-08-20T09:00:00.000Z' } });
    const first = renderApp('/home');
    const panel = await screen.findByRole('complementary', { name: 'Your advisor tools' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Thank you for your interest');
    first.unmount();
    vi.restoreAllMocks();

    mockServer({ interest: { isARNHolder: true, showInterested: false } });
    renderApp('/home');
    const again = await screen.findByRole('complementary', { name: 'Your advisor tools' });
    await within(again).findByRole('link', { name: /Diwali greeting/ });
    expect(within(again).queryByRole('button', { name: 'I am Interested' })).not.toBeInTheDocument();
    expect(within(again).queryByRole('heading', { name: /Become a registered/ })).not.toBeInTheDocument();
  });

  it('falls back to /transaction-error when there is no report', async () => {
    mockServer({ reportsUrl: null });
    renderApp('/home');
    const panel = await screen.findByRole('complementary', { name: 'Your advisor tools' });
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Customer Investment Report' })).toHaveAttribute('href', '/transaction-error'));
  });

  it('content popup: Get notified, then the thank-you and Create Leads; Escape closes it and focus returns', async () => {
    const calls = mockServer();
    renderApp('/home');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'View content' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Content for your customers' });
    expect(await within(dialog).findByRole('heading', { name: 'Save tax with ELSS' })).toBeInTheDocument();
    // Spec 3 §2: the content popup carries the customer investment report link too.
    expect(within(dialog).getByRole('link', { name: /Customer Investment Report/ })).toHaveAttribute(
      'href',
      '/v1/sandbox/customer-investment-report?agentCode=SANCHAY01',
    );
    // Each item's thumbnail comes from the product's thumbnail route (decorative: the heading says it).
    expect([...dialog.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/api/v1/content/thumbnail?fileName=elss-tax-saving.png',
      '/api/v1/content/thumbnail?fileName=sip-basics.png',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Get notified' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you for subscribing');
    expect(within(dialog).getByRole('link', { name: 'Create Leads' })).toHaveAttribute('href', '/premium-service-details/retirement-income-planning/create-lead');
    expect(calls.filter((c) => c === 'POST /api/v1/content/subscription')).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it('content popup of a subscribed advisor reads Create Leads at once', async () => {
    mockServer({ subscribed: true });
    renderApp('/home');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Content for your customers' });
    expect(await within(dialog).findByRole('link', { name: 'Create Leads' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Get notified' })).not.toBeInTheDocument();
  });

  it('is not shown to a customer on the advisor host, nor on a phone', async () => {
    const calls = mockServer({ agent: { isOwnAdvisorSession: false } });
    const first = renderApp('/home');
    await screen.findByRole('heading', { name: 'Build your wealth with mutual funds' });
    await waitFor(() => expect(calls).toContain('GET /api/v1/agent/SANCHAY01'));
    expect(screen.queryByRole('complementary', { name: 'Your advisor tools' })).not.toBeInTheDocument();
    first.unmount();
    vi.restoreAllMocks();

    setViewportWidth(390);
    const phoneCalls = mockServer();
    renderApp('/home');
    await waitFor(() => expect(phoneCalls).toContain('GET /api/v1/agent/SANCHAY01'));
    expect(screen.queryByRole('complementary', { name: 'Your advisor tools' })).not.toBeInTheDocument();
    expect(phoneCalls.some((c) => c.includes('sign-up-interest'))).toBe(false);
  });
});
