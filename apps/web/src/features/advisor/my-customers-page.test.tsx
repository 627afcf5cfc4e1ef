import { agentDetails, aumSummary, currentUser, customerList, sessionRoutes, type AgentDetails, type CustomerList, type CurrentUser } from '@sanchay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/match-media';
import { fail, guestSession, ok, signedInSession } from '../session/testing/session-fixtures';
import { captureEntryParams } from './entry-params';

// /my-customers (issue 13 §1, decision 0142) in the shell: who sees it, the totals, search, sort,
// pages, the table and the phone's cards, the empty and error states.

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
const rohanUser = { ...signedInSession().user!, name: 'Rohan Mehta', primaryMobile: '9000000002', ownAgentCode: 'SANCHAY01' };
const advisorSession = () => guestSession({ advisorHost: true, agentCode: 'SANCHAY01', user: rohanUser, cookieId: 'user-1', csrfToken: 'csrf-user' });

const PRIYA = {
  customerId: '0b8f2f4e-1111-4a5b-9c1d-000000000003',
  name: 'Priya Nair',
  mobile: '90XXXXXX03',
  onboardingStatus: 'ONBOARDED',
  onboardingLabel: 'Onboarded',
  aum: '1234567.80',
  sipBook: '6500.50',
  lastTransaction: { date: '2026-08-10', type: 'Redemption' },
} as const;
const MEERA = {
  customerId: '0b8f2f4e-1111-4a5b-9c1d-000000000005',
  name: 'Meera Iyer',
  mobile: '90XXXXXX05',
  onboardingStatus: 'KYC_PENDING',
  onboardingLabel: 'KYC Pending',
  aum: '0.00',
  sipBook: '0.00',
  lastTransaction: null,
} as const;

function mockServer(me: CurrentUser, answer: (query: URLSearchParams) => Response | CustomerList, agent: Partial<AgentDetails> = {}) {
  const asked: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input));
    if (url.pathname === sessionRoutes.getCurrentUser.path) return ok(currentUser, me);
    if (url.pathname === '/api/v1/agent/SANCHAY01') return ok(agentDetails, { ...ROHAN, ...agent });
    if (url.pathname === '/api/v1/agent/SANCHAY01/aum-summary') return ok(aumSummary, { customerCount: 2, totalAUM: '1234567.80' });
    if (url.pathname === '/api/v1/agent/SANCHAY01/customers') {
      asked.push(url.searchParams);
      const a = answer(url.searchParams);
      return a instanceof Response ? a : ok(customerList, a);
    }
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return asked;
}

const page = (customers: CustomerList['customers'], extra: Partial<CustomerList> = {}): CustomerList => ({
  customerCount: 2,
  totalAUM: '1234567.80',
  matching: customers.length,
  page: 0,
  pageSize: 20,
  customers,
  ...extra,
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
  setViewportWidth(1366);
});

describe('/my-customers', () => {
  it('shows the count and total AUM in Indian grouping and a row per customer with its Open account link', async () => {
    mockServer(advisorSession(), () => page([MEERA, PRIYA]));
    renderApp('/my-customers?isEuin=true');
    const table = await screen.findByRole('table', { name: 'My Customers' });
    const region = screen.getByRole('region', { name: 'My Customers' });
    expect(within(region).getByText('Total AUM').nextElementSibling).toHaveTextContent('₹12,34,567.80');
    expect(within(region).getByText('Customers').nextElementSibling).toHaveTextContent('2');
    const priya = within(table).getByRole('row', { name: /Priya Nair/ });
    expect(within(priya).getByText('90XXXXXX03')).toBeInTheDocument();
    expect(within(priya).getByText('Onboarded')).toBeInTheDocument();
    expect(within(priya).getByText('₹12,34,567.80')).toBeInTheDocument();
    expect(within(priya).getByText('₹6,500.50')).toBeInTheDocument();
    expect(within(priya).getByText('Redemption, 10/08/2026')).toBeInTheDocument();
    expect(within(priya).getByRole('link', { name: 'Open account: Priya Nair' })).toHaveAttribute(
      'href',
      `/my-customers/open?customerId=${PRIYA.customerId}`,
    );
    expect(within(table).getByRole('row', { name: /Meera Iyer/ })).toHaveTextContent('None yet');
  });

  it('works from the advisor app’s link on the main host (?agentCode=…&source=singleContentView)', async () => {
    captureEntryParams('?agentCode=SANCHAY01&source=singleContentView');
    const asked = mockServer(guestSession({ user: rohanUser, cookieId: 'user-1', csrfToken: 'csrf-user' }), () => page([PRIYA]));
    renderApp('/my-customers?agentCode=SANCHAY01&source=singleContentView');
    expect(await screen.findByRole('row', { name: /Priya Nair/ })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('sorts by a column (aria-sort), highest AUM first, then the other way', async () => {
    const asked = mockServer(advisorSession(), () => page([PRIYA, MEERA]));
    renderApp('/my-customers');
    const table = await screen.findByRole('table', { name: 'My Customers' });
    const aumHeader = within(table).getByRole('columnheader', { name: /AUM/ });
    expect(aumHeader).toHaveAttribute('aria-sort', 'none');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(aumHeader).getByRole('button', { name: /AUM/ }));
    await waitFor(() => expect(aumHeader).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('aum'));
    expect(asked.at(-1)?.get('order')).toBe('desc');
    fireEvent.click(within(aumHeader).getByRole('button', { name: /AUM/ }));
    await waitFor(() => expect(asked.at(-1)?.get('order')).toBe('asc'));
    expect(aumHeader).toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches once typing pauses, and says when nothing matches', async () => {
    const asked = mockServer(advisorSession(), (q) => (q.get('search') === 'zzz' ? page([], { matching: 0 }) : page([PRIYA, MEERA])));
    renderApp('/my-customers');
    const box = await screen.findByLabelText('Search customers by name, mobile, e-mail, PAN or client code');
    await screen.findByRole('table');
    fireEvent.change(box, { target: { value: 'z' } });
    fireEvent.change(box, { target: { value: 'zz' } });
    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No customers match your search')).toBeInTheDocument();
    const searches = asked.map((q) => q.get('search')).filter(Boolean);
    expect(searches).toEqual(['zzz']);
  });

  it('moves between pages', async () => {
    const asked = mockServer(advisorSession(), (q) => page(q.get('page') === '1' ? [MEERA] : [PRIYA], { matching: 21, page: Number(q.get('page')) }));
    renderApp('/my-customers');
    await screen.findByText('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await screen.findByRole('row', { name: /Meera Iyer/ });
    expect(asked.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows cards with the sort as toggle buttons on a phone', async () => {
    setViewportWidth(390);
    mockServer(advisorSession(), () => page([PRIYA]));
    renderApp('/my-customers');
    const list = await screen.findByRole('list', { name: 'My Customers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open account: Priya Nair' })).toBeInTheDocument();
    const sorts = screen.getByRole('group', { name: 'Sort by' });
    expect(within(sorts).getByRole('button', { name: /Name/ })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(sorts).getByRole('button', { name: /^AUM/ }));
    await waitFor(() => expect(within(sorts).getByRole('button', { name: /^AUM/ })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says when the advisor has no customers yet, and when the list cannot be loaded (with a retry)', async () => {
    let failNext = true;
    mockServer(advisorSession(), () => {
      if (failNext) return fail(503, 'INTERNAL', 'Something went wrong. Please try again later');
      return page([], { customerCount: 0, totalAUM: '0.00', matching: 0 });
    });
    renderApp('/my-customers');
    const alert = (await screen.findByText('Something went wrong. Please try again later')).closest('[role="alert"]') as HTMLElement;
    failNext = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no customers yet. Customers who sign up with your agent code appear here.')).toBeInTheDocument();
  });

  it('gives a signed-in customer and a guest the not-authorized treatment, and never asks for the list', async () => {
    const asked = mockServer(guestSession({ advisorHost: true, agentCode: 'SANCHAY01', user: signedInSession().user, cookieId: 'user-1', csrfToken: 'c' }), () => page([PRIYA]), {
      isOwnAdvisorSession: false,
    });
    const { unmount } = renderApp('/my-customers');
    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument();
    unmount();
    mockServer(guestSession({ advisorHost: true, agentCode: 'SANCHAY01' }), () => page([PRIYA]), { isOwnAdvisorSession: false });
    renderApp('/my-customers');
    expect(await screen.findByText('You are not authorized to view this page.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
