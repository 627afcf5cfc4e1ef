import type { OutboxMessageView } from '@sanchay/contract';
import { sandboxRoutes } from '@sanchay/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { stubApi } from '../../../testing/stub-api';
import { otpCodeOf } from './otp-code';
import OutboxPage, { OUTBOX_TITLE } from './outbox-page';

const smsOtp: OutboxMessageView = {
  id: '0b6f2a4e-0000-4000-8000-000000000003',
  channel: 'sms',
  recipient: '9876543210',
  kind: 'login-otp',
  subject: null,
  body: 'Your Sanchay login OTP is 482913. It is valid for 5 minutes.',
  status: 'delivered',
  attempts: 1,
  lastError: null,
  createdAt: '2026-08-21T04:30:05.000Z',
  deliveredAt: '2026-08-21T04:30:06.000Z',
  attachments: [],
};
const emailOtp: OutboxMessageView = {
  id: '0b6f2a4e-0000-4000-8000-000000000002',
  channel: 'email',
  recipient: 'asha@example.com',
  kind: 'signup-otp',
  subject: 'Verify your e-mail',
  body: 'Your OTP is 112233.',
  status: 'pending',
  attempts: 2,
  lastError: 'connect ECONNREFUSED',
  createdAt: '2026-08-21T04:29:00.000Z',
  deliveredAt: null,
  attachments: [],
};
const share: OutboxMessageView = {
  ...smsOtp,
  id: '0b6f2a4e-0000-4000-8000-000000000001',
  kind: 'fund-share',
  body: 'Asha shared fund 122639 with you.',
  createdAt: '2026-08-21T04:00:00.000Z',
  // An e-mail's file (decision 0125): a link that opens it as sent.
  attachments: [{ filename: 'investment-statement-2026-08-21.pdf', contentType: 'application/pdf', path: '/api/v1/sandbox/outbox/0b6f2a4e-0000-4000-8000-000000000001/attachments/0' }],
};

/** A fetch stand-in for the outbox route: answers with `reply()` and records every query. */
function mockOutbox(reply: (query: URLSearchParams) => { status?: number; body: unknown }) {
  const queries: URLSearchParams[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== sandboxRoutes.listOutbox.path) throw new Error(`Unexpected request ${url.pathname}`);
    queries.push(url.searchParams);
    const { status = 200, body } = reply(url.searchParams);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, queries };
}
const ok = (messages: OutboxMessageView[]) => ({ body: { operationMessage: 'success', responseData: messages } });

function renderPage(url = '/sandbox/outbox', refreshMs = 60_000) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const router = createMemoryRouter([{ path: '/sandbox/outbox', element: <OutboxPage refreshMs={refreshMs} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('OutboxPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages newest first, each OTP shown large', async () => {
    mockOutbox(() => ok([smsOtp, emailOtp, share]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: OUTBOX_TITLE })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /newest first/ });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'OTP',
      'To',
      'Message',
      'Time (IST)',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('otp-code')).toHaveTextContent(/^482913$/);
    expect(rows[0]).toHaveTextContent('9876543210');
    expect(rows[0]).toHaveTextContent('21/08/2026, 10:00:05');
    expect(rows[0]).toHaveTextContent('Delivered');
    expect(within(rows[1]!).getByTestId('otp-code')).toHaveTextContent('112233');
    expect(rows[1]).toHaveTextContent('Verify your e-mail');
    expect(rows[1]).toHaveTextContent('Waiting');
    expect(rows[1]).toHaveTextContent('2 attempts');
    expect(rows[1]).toHaveTextContent('connect ECONNREFUSED');
    // A scheme code in a share is not an OTP.
    expect(within(rows[2]!).queryByTestId('otp-code')).toBeNull();
    expect(rows[2]).toHaveTextContent('No OTP');
    expect(within(rows[2]!).getByRole('link', { name: 'investment-statement-2026-08-21.pdf' })).toHaveAttribute(
      'href',
      '/api/v1/sandbox/outbox/0b6f2a4e-0000-4000-8000-000000000001/attachments/0',
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 messages, newest first');
  });

  it('copies an OTP', async () => {
    mockOutbox(() => ok([smsOtp]));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy OTP 482913' }));
    expect(await navigator.clipboard.readText()).toBe('482913');
    expect(screen.getByRole('button', { name: 'Copied 482913' })).toBeInTheDocument();
  });

  it('filters by mobile number or e-mail and by channel, keeping the filter in the address', async () => {
    const { queries } = mockOutbox((q) =>
      ok([smsOtp, emailOtp].filter((m) => m.recipient.includes(q.get('recipient') ?? '') && (!q.get('channel') || m.channel === q.get('channel')))),
    );
    const { user, router } = renderPage();
    await screen.findByRole('table');
    expect(queries[0]?.toString()).toBe('');

    await user.type(screen.getByLabelText('Mobile number or e-mail'), 'asha@');
    await waitFor(() => expect(queries.at(-1)?.get('recipient')).toBe('asha@'));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?recipient=asha%40');

    await user.selectOptions(screen.getByLabelText('Channel'), 'SMS');
    await waitFor(() => expect(queries.at(-1)?.get('channel')).toBe('sms'));
    expect(await screen.findByText('No messages match this filter.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?recipient=asha%40&channel=sms');
  });

  it('starts from the filter in the address', async () => {
    const { queries } = mockOutbox(() => ok([smsOtp]));
    renderPage('/sandbox/outbox?recipient=9876543210&channel=sms');
    await screen.findByRole('table');
    expect(queries[0]?.get('recipient')).toBe('9876543210');
    expect(queries[0]?.get('channel')).toBe('sms');
    expect(screen.getByLabelText('Mobile number or e-mail')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Channel')).toHaveValue('sms');
  });

  it('refreshes on its own: a new OTP appears without a reload', async () => {
    let messages: OutboxMessageView[] = [];
    mockOutbox(() => ok(messages));
    renderPage('/sandbox/outbox', 50);
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
    messages = [smsOtp];
    expect(await screen.findByTestId('otp-code')).toHaveTextContent('482913');
  });

  it('says so when the server is not in sandbox mode, and stops asking', async () => {
    const { fetchMock } = mockOutbox(() => ({
      status: 404,
      body: { operationMessage: 'failure', responseData: null, errorEnum: 'NOT_FOUND', message: 'Not found' },
    }));
    renderPage('/sandbox/outbox', 20);
    expect(await screen.findByRole('alert')).toHaveTextContent('The sandbox is off on this server');
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });
});

describe('the /sandbox/outbox route', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the outbox page in the app shell', async () => {
    stubApi();
    renderApp('/sandbox/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: OUTBOX_TITLE })).toBeInTheDocument();
    // The shell sets the title in an effect after the route renders: wait for it, as a reader would.
    await waitFor(() => expect(document.title).toBe('Sandbox outbox | Sanchay'));
  });
});

describe('otpCodeOf', () => {
  it('finds the 6-digit code of an OTP message only', () => {
    expect(otpCodeOf({ kind: 'login-otp', body: 'Your OTP is 482913.' })).toBe('482913');
    expect(otpCodeOf({ kind: 'notice', body: 'Use the one-time password 004211 to confirm.' })).toBe('004211');
    expect(otpCodeOf({ kind: 'fund-share', body: 'Fund 122639 was shared with you.' })).toBeNull();
    expect(otpCodeOf({ kind: 'login-otp', body: 'Order 1234567 and no code' })).toBeNull();
  });
});
