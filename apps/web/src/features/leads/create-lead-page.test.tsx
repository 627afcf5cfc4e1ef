import { agentDetails, currentUser, lead, sessionRoutes, type AgentDetails, type CurrentUser } from '@sanchay/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { setViewportWidth } from '../../testing/match-media';
import { renderApp } from '../../testing/render-app';
import { fail, guestSession, ok, signedInSession } from '../session/testing/session-fixtures';

// The lead-creation form (spec 1 §2, §5; decision 0129) and the service page's advisor actions.

const ROHAN: AgentDetails = agentDetails.parse({
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
const me: CurrentUser = guestSession({
  advisorHost: true,
  agentCode: 'SANCHAY01',
  user: { ...signedInSession().user!, name: 'Rohan Mehta', primaryMobile: '9000000002', ownAgentCode: 'SANCHAY01' },
});

/** The session, the agent and the lead call as the server answers them; what the lead call got. */
function mockServer(agent: Partial<AgentDetails> = {}, leadAnswer: () => Response = () => ok(lead, LEAD)) {
  const posts: { url: URL; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === sessionRoutes.getCurrentUser.path) return ok(currentUser, me);
    if (url.pathname === '/api/v1/agent/SANCHAY01') return ok(agentDetails, { ...ROHAN, ...agent });
    if (url.pathname === '/api/v1/agent/SANCHAY01/leads' && init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return leadAnswer();
    }
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return posts;
}

const LEAD = {
  id: 'b7a4f3a0-0000-4000-8000-000000000001',
  tag: 'mf_post_retirement',
  source: 'premium_service',
  status: 'open',
  investorName: 'Kavya Rao',
  investorMobileNo: '9876543210',
  investorEmailId: 'kavya@example.com',
  investmentAmount: '1234568',
  createdAt: '2026-08-21T09:00:00.000Z',
} as const;

afterEach(() => {
  setViewportWidth(1366);
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Investor name'), 'Kavya Rao');
  await user.type(screen.getByLabelText('Investor mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Investor e-mail'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Investment amount (in lakhs)'), '12.345675');
}

describe('the lead-creation form', () => {
  it('keeps Submit disabled until valid, then sends lakhs × 100000 rounded, with the tag, and shows the success modal', async () => {
    setViewportWidth(390);
    const posts = mockServer();
    const user = userEvent.setup();
    renderApp('/premium-service-details/retirement-income-planning/create-lead');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    // Validated on change, with the spec's words ('Please enter name' for a cleared e-mail).
    await user.type(await screen.findByLabelText('Investor e-mail'), 'k');
    await user.clear(screen.getByLabelText('Investor e-mail'));
    expect(await screen.findByText('Please enter name')).toBeInTheDocument();
    await fillValidForm(user);
    expect(submit).toBeEnabled();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain('Monthly or quarterly payouts');
    await user.click(submit);
    const modal = await screen.findByRole('dialog', { name: 'Lead created' });
    expect(modal).toHaveTextContent('Our expert will contact the investor');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url.searchParams.get('tag')).toBe('mf_post_retirement');
    // 12.345675 lakhs = ₹12,34,567.5 → ₹12,34,568.
    expect(posts[0]!.body).toMatchObject({ investorName: 'Kavya Rao', investorMobileNo: '9876543210', investorEmailId: 'kavya@example.com', investmentAmount: 1234568 });
    expect(screen.getByRole('button', { name: 'Okay' })).toBeInTheDocument();
  });

  it('says the spec’s failure message when the lead is not created', async () => {
    setViewportWidth(390);
    mockServer({}, () => fail(500, 'INTERNAL', 'Something went wrong. Please try again later'));
    const user = userEvent.setup();
    renderApp('/premium-service-details/retirement-income-planning/create-lead');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to create lead. Please try again later.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an advisor who is not verified to complete the account verification instead', async () => {
    setViewportWidth(390);
    mockServer({ verificationStatus: 'not_verified' });
    renderApp('/premium-service-details/company-funds-investment');
    const verify = await screen.findByRole('button', { name: 'Complete Account Verification' });
    expect(screen.queryByRole('link', { name: 'Create Lead' })).not.toBeInTheDocument();
    // Verification is the NISM and ARN registration (decision 0147): the Register popup opens in place.
    await userEvent.setup().click(verify);
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });
});
