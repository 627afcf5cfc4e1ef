import { sandboxRoutes, type SandboxConsoleView } from '@sanchay/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConsolePage, { CONSOLE_TITLE } from './console-page';

const state: SandboxConsoleView = {
  demoHistory: [],
  // 25/11/2026 10:05 IST
  clock: { now: '2026-11-25T04:35:00.000Z', offsetMs: 86_400_000 },
  latestNavDate: '2026-11-24',
  orders: [
    {
      orderNo: '1000001',
      transNo: 'T1',
      clientCode: 'SANDBOX001',
      schemeCode: '120503-DP-GR',
      buySell: 'P',
      amount: '150000.00',
      units: null,
      remarks: 'ORD CONF: Your Request for FRESH PURCHASE 150000.000  in SCHEME: …',
      paymentStatus: 'AWAITING FOR FUNDS CONFIRMATION',
      paymentId: '7',
      paymentState: 'awaiting',
      paymentMode: 'NEFT',
      navDate: null,
      allotted: false,
      lapsed: false,
      enteredAt: '2026-11-25T04:30:00.000Z',
    },
  ],
  allotments: [
    {
      OrderNo: '1000000',
      OrderDate: '2026-11-24',
      ReportDate: '2026-11-24',
      ClientCode: 'SANDBOX001',
      SchemeCode: '120503-DP-GR',
      FolioNo: '91000001',
      NavDate: '2026-11-24',
      AllottedNav: '123.4567',
      AllottedUnit: '40.498',
      AllottedAmt: '5000.00',
      StampDuty: '0.25',
      BuySell: 'P',
      Stt: '0.00',
      PayoutDate: null,
      PaidOutOn: null,
    },
  ],
  mandates: [
    {
      mandateId: '4000001',
      clientCode: 'SANDBOX001',
      mandateType: 'X',
      amount: '25000.00',
      status: 'UNDER PROCESSING',
      remarks: '',
      registeredAt: '2026-11-24T04:30:00.000Z',
    },
  ],
};

type Handler = (body: unknown) => { status?: number; body: unknown };
const ok = (data: unknown) => ({ body: { operationMessage: 'success', responseData: data } });

/** A fetch stand-in: GETs answer the console's lists, POSTs go to `posts` and are recorded. */
function mockApi(posts: Record<string, Handler> = {}, differences: unknown[] = [], breaks: unknown[] = []) {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const answer: { status?: number; body: unknown } = (() => {
        if (init?.method && init.method !== 'GET') {
          const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
          sent.push({ path: url.pathname, body });
          const handler = posts[url.pathname];
          if (!handler) throw new Error(`Unexpected POST ${url.pathname}`);
          return handler(body);
        }
        if (url.pathname === sandboxRoutes.getConsole.path) return ok(state);
        if (url.pathname === sandboxRoutes.reconciliation.path) return ok(differences);
        if (url.pathname === sandboxRoutes.reconciliationBreaks.path) return ok(breaks);
        if (url.pathname === sandboxRoutes.listOutsideCalls.path) return ok([]);
        if (url.pathname === sandboxRoutes.listOutbox.path) return ok([]);
        throw new Error(`Unexpected GET ${url.pathname}`);
      })();
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path: '/sandbox/console', element: <ConsolePage refreshMs={60_000} /> }], {
    initialEntries: ['/sandbox/console'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('ConsolePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sandbox time in IST, the latest NAV date, the exchange’s books and an empty reconciliation', async () => {
    mockApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: CONSOLE_TITLE })).toBeInTheDocument();
    expect(await screen.findByTestId('sandbox-now')).toHaveTextContent('25/11/2026, 10:05');
    expect(screen.getByTestId('latest-nav-date')).toHaveTextContent('24/11/2026');
    const orders = screen.getByRole('table', { name: 'Orders at the exchange, newest first' });
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('₹1,50,000.00');
    const allotments = screen.getByRole('table', { name: 'Allotment statement, newest first' });
    expect(within(allotments).getAllByRole('row')[1]).toHaveTextContent('91000001');
    expect(within(allotments).getAllByRole('row')[1]).toHaveTextContent('24/11/2026');
    expect(await screen.findByTestId('reconciliation-none')).toHaveTextContent('None: the ledger and the exchange’s allotment statement agree.');
  });

  it('moves the clock by the hours or days chosen and says where it now stands', async () => {
    const sent = mockApi({ [sandboxRoutes.moveClock.path]: () => ok({ now: '2026-11-25T07:35:00.000Z', offsetMs: 0 }) });
    const user = renderPage();
    const amount = await screen.findByLabelText('Move forward by');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.selectOptions(screen.getByLabelText('Unit'), 'Hours');
    await user.click(screen.getByRole('button', { name: 'Move clock' }));
    expect(await screen.findByText('The sandbox clock now reads 25/11/2026, 13:05 IST.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: sandboxRoutes.moveClock.path, body: { amount: 3, unit: 'hours' } }]);
  });

  it('publishes NAVs and shows the server’s refusal when they are not due', async () => {
    let calls = 0;
    mockApi({
      [sandboxRoutes.publishNavs.path]: () =>
        ++calls === 1
          ? ok({ navDate: '2026-11-25', navsPublished: 86 })
          : {
              status: 400,
              body: {
                operationMessage: 'failure',
                responseData: null,
                errorEnum: 'VALIDATION_FAILED',
                message: 'The NAVs of 26/11/2026 are not due yet on the sandbox clock. Move the clock forward first.',
              },
            },
    });
    const user = renderPage();
    const publish = await screen.findByRole('button', { name: 'Publish next day’s NAVs' });
    await user.click(publish);
    expect(await screen.findByText('NAVs of 25/11/2026 published for 86 schemes.')).toBeInTheDocument();
    await user.click(publish);
    expect(await screen.findByText(/not due yet on the sandbox clock/)).toBeInTheDocument();
  });

  it('approves a waiting mandate and fails a pending payment', async () => {
    const sent = mockApi({
      [sandboxRoutes.decideMandate.path]: () => ok({ mandateId: '4000001', status: 'APPROVED' }),
      [sandboxRoutes.failPayment.path]: () => ok({ paymentId: '7', paymentStatus: 'REJECTED' }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Approve mandate 4000001' }));
    expect(await screen.findByText('Mandate 4000001: APPROVED.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fail payment 7 of order 1000001' }));
    expect(await screen.findByText('Payment 7 failed: its orders are REJECTED.')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ mandateId: '4000001', outcome: 'APPROVED' }, { paymentId: '7' }]);
  });

  it('lists each difference of the reconciliation', async () => {
    mockApi({}, [
      { kind: 'unitsDiffer', orderNo: '1000000', clientCode: 'SANDBOX001', schemeCode: '120503-DP-GR', ledger: '40.499', exchange: '40.498' },
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Differences between the ledger and the allotment statement' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Units differ');
    expect(screen.queryByTestId('reconciliation-none')).toBeNull();
  });

  it('lists the breaks kept, open first, with their state and when they opened and resolved (IST)', async () => {
    const unitsDiffer = { kind: 'unitsDiffer', orderNo: '1000000', clientCode: 'SANDBOX001', schemeCode: '120503-DP-GR', ledger: '40.499', exchange: '40.498' };
    mockApi({}, [unitsDiffer], [
      { ...unitsDiffer, id: '2', state: 'open', openedAt: '2026-11-25T05:00:00.000Z', resolvedAt: null },
      { ...unitsDiffer, kind: 'navDiffers', id: '1', state: 'resolved', openedAt: '2026-11-24T05:00:00.000Z', resolvedAt: '2026-11-24T06:30:00.000Z' },
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Reconciliation breaks, open first' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, open, resolved] = within(table).getAllByRole('row');
    expect(open).toHaveTextContent('Units differ');
    expect(open).toHaveTextContent('Open');
    expect(resolved).toHaveTextContent('NAV differs');
    expect(resolved).toHaveTextContent('Resolved');
  });

  it('says when no break was ever recorded', async () => {
    mockApi();
    renderPage();
    expect(await screen.findByTestId('reconciliation-breaks-none')).toHaveTextContent('No breaks recorded.');
  });
});
