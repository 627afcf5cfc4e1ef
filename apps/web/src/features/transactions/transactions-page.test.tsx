import { actingRoutes, advisorActions, transactionPage, transactionRoutes, type AdvisorAction, type TransactionRow } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { setViewportWidth } from '../../testing/match-media';
import { fakeOnboardingServer } from '../onboarding/onboarding-test-kit';
import { ok, signedInSession } from '../session/testing/session-fixtures';

const own = productMessages.transactions;

const row = (over: Partial<TransactionRow>): TransactionRow => ({
  key: 'O1', kind: 'PURCHASE', kindLabel: 'Purchase', date: '21/08/2026', schemeName: 'Axis Large Cap Fund - Direct Plan - Growth', schemeId: 120503,
  amount: '5000.00', units: '99.998', nav: '50.0000', folioNumber: '91000077', orderNumber: '1000001', status: 'Allotted', remarks: '', ...over,
});
const rows = [row({}), row({ key: 'O2', kind: 'REDEMPTION', kindLabel: 'Redemption', date: '20/08/2026', amount: '1250.50', status: 'Redeemed' })];

afterEach(() => {
  setViewportWidth(1366);
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

function transactionsServer(list: TransactionRow[] = rows, actions: AdvisorAction[] = []) {
  const server = fakeOnboardingServer({ session: signedInSession() });
  server.override = (path) => {
    if (path === actingRoutes.listAdvisorActions.path) return ok(advisorActions, { actions });
    if (path !== transactionRoutes.listTransactions.path) return undefined;
    return ok(transactionPage, { transactions: list, page: 1, totalPages: 1, totalElements: list.length });
  };
  const fetchSpy = vi.mocked(globalThis.fetch);
  const queries = () =>
    fetchSpy.mock.calls
      .map(([u]) => new URL(String(u)))
      .filter((u) => u.pathname === transactionRoutes.listTransactions.path)
      .map((u) => u.searchParams);
  return { server, queries };
}

describe('Transactions (/transaction)', () => {
  it('a phone: one card per order with its type, amount (− for a redemption) and status', async () => {
    setViewportWidth(390);
    transactionsServer();
    renderApp('/transaction');
    const cards = await screen.findByRole('list', { name: 'Your transactions' });
    const [first, second] = within(cards).getAllByRole('article');
    expect(within(first!).getByText('Allotted')).toBeInTheDocument();
    expect(within(first!).getByText('₹5,000.00')).toBeInTheDocument();
    expect(within(second!).getByText('−₹1,250.50')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a desktop: a table; the filter checks DD/MM/YYYY and the range before asking', async () => {
    setViewportWidth(1366);
    const { queries } = transactionsServer();
    renderApp('/transaction');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From date'), '31/02/2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(own.fromDateInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('From date'));
    await user.type(screen.getByLabelText('From date'), '21/08/2026');
    await user.type(screen.getByLabelText('To date'), '01/08/2026');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(own.rangeInvalid)).toBeInTheDocument();
    const asked = queries().length;
    await user.clear(screen.getByLabelText('To date'));
    await user.type(screen.getByLabelText('To date'), '31/08/2026');
    await user.selectOptions(screen.getByLabelText('Type'), 'SIP');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table');
    await vi.waitFor(() => expect(queries().length).toBeGreaterThan(asked));
    expect(Object.fromEntries(queries().at(-1)!)).toMatchObject({ fromDate: '21/08/2026', toDate: '31/08/2026', type: 'SIP', page: '1' });
  });

  it('shows the empty state', async () => {
    transactionsServer([]);
    renderApp('/transaction');
    expect(await screen.findByText(own.empty)).toBeInTheDocument();
  });

  it('lists what her advisor did while acting for her, with the advisor, the time in IST and the outcome (decision 0138)', async () => {
    transactionsServer(rows, [
      { advisorName: 'Rohan Mehta', agentCode: 'SANCHAY01', action: 'Save investment details', method: 'POST', route: '/api/v1/cart/save-investment-details', succeeded: true, at: '2026-08-21T09:00:00.000Z' },
      { advisorName: 'Rohan Mehta', agentCode: 'SANCHAY01', action: 'Approve cart', method: 'POST', route: '/api/v1/cart/approve', succeeded: false, at: '2026-08-21T08:59:00.000Z' },
    ]);
    renderApp('/transaction');
    const section = await screen.findByRole('region', { name: productMessages.acting.actionsHeading });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Save investment details by Rohan Mehta (SANCHAY01) on 21/08/2026 at 14:30 IST');
    expect(second).toHaveTextContent('Approve cart by Rohan Mehta (SANCHAY01) on 21/08/2026 at 14:29 IST (refused)');
  });

  it('shows no advisor section when her advisor never acted for her', async () => {
    transactionsServer();
    renderApp('/transaction');
    await screen.findByRole('heading', { name: 'Transactions', level: 1 });
    await screen.findAllByText('Allotted');
    expect(screen.queryByRole('region', { name: productMessages.acting.actionsHeading })).not.toBeInTheDocument();
  });
});
