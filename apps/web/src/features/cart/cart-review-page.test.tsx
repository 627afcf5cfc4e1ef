import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CartReviewPage from './cart-review-page';
import { cartOf, entry, failure, mockCartApi, renderWithProviders, success } from './cart-test-kit';

const LUMPSUM = entry({ id: 'a', type: 'Lumpsum', amount: '5000.00', total: '5000.00' });
const SIP = entry({
  id: 'b',
  type: 'SIP',
  amount: '500.00',
  sipDate: 10,
  months: 360,
  total: '180000.00',
  name: 'Axis Liquid Fund - Direct Plan - Growth',
});
const FULL = cartOf([LUMPSUM, SIP], '185000.00');

describe('CartReviewPage', () => {
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-2';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the items numbered with their amounts, SIP date, instalments and totals', async () => {
    mockCartApi(() => success(FULL));
    renderWithProviders(<CartReviewPage />);
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('1. HDFC Flexi Cap Fund Direct Growth');
    expect(first).toHaveTextContent('Lumpsum amount₹5,000');
    expect(second).toHaveTextContent('2. Axis Liquid Fund Direct Growth');
    expect(second).toHaveTextContent('SIP amount₹500');
    expect(second).toHaveTextContent('SIP date10');
    expect(second).toHaveTextContent('InstalmentsUntil Cancelled');
    // Issue 23 §6: a SIP with no end date has no total (360 × ₹500 = ₹1,80,000 was made up): its
    // monthly amount until you stop; the cart's total is the lumpsum plus that monthly amount.
    expect(second).toHaveTextContent('Total₹500 a month, until you stop');
    expect(second).not.toHaveTextContent('1,80,000');
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: ₹5,000 + ₹500 a month, until you stop (2 items)');
  });

  it('a SIP of fixed duration keeps its total: 24 × ₹500 = ₹12,000', async () => {
    const fixed = entry({ id: 'c', type: 'SIP', amount: '500.00', sipDate: 10, months: 24, total: '12000.00', name: 'Axis Liquid Fund - Direct Plan - Growth' });
    mockCartApi(() => success(cartOf([LUMPSUM, fixed], '17000.00')));
    renderWithProviders(<CartReviewPage />);
    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Total₹12,000');
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: ₹17,000 (2 items)');
  });

  it('removes an item after the confirm dialog, and keeps it on No', async () => {
    const api = mockCartApi((call) =>
      call.method === 'POST' ? success(cartOf([SIP], '180000.00')) : success(FULL),
    );
    renderWithProviders(<CartReviewPage />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Cart items' });
    await user.click(
      within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this fund from your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.posts()).toHaveLength(0);

    await user.click(
      within(within(list).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Remove' }),
    );
    const again = await screen.findByRole('dialog', { name: 'Remove this fund from your cart?' });
    await user.click(within(again).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.posts()).toEqual([
      {
        path: '/api/v1/cart/remove-cart-item',
        method: 'POST',
        csrf: 'tok-2',
        body: { investmentId: 'a' },
      },
    ]);
    expect(await screen.findByText('Removed from cart')).toBeInTheDocument();
  });

  it('edits an item with the domain rules and shows the server’s refusal', async () => {
    let refuse = true;
    const updated = cartOf(
      [
        LUMPSUM,
        entry({
          id: 'b',
          type: 'SIP',
          amount: '1000.00',
          sipDate: 15,
          months: 24,
          total: '24000.00',
          name: 'Axis Liquid Fund - Direct Plan - Growth',
        }),
      ],
      '29000.00',
    );
    const api = mockCartApi((call) => {
      if (call.method !== 'POST') return success(FULL);
      return refuse
        ? failure(400, 'Minimum investment in this fund is ₹500', {
            amount: 'Minimum investment in this fund is ₹500',
          })
        : success(updated);
    });
    renderWithProviders(<CartReviewPage />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const item = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    const amount = within(item).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('500');
    await user.clear(amount);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Please enter amount');
    await user.type(amount, '100');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Minimum investment in this fund is ₹500',
    );
    refuse = false;
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.selectOptions(within(item).getByLabelText('SIP date'), '15');
    const months = within(item).getByLabelText('Instalments (months)');
    await user.clear(months);
    await user.type(months, '24');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Instalments24'),
    );
    expect(api.posts().at(-1)!.body).toEqual({
      investmentId: 'b',
      amount: '1000',
      sipDate: 15,
      numOfSipInstallments: 24,
    });
  });

  it('says so when the cart is empty', async () => {
    mockCartApi(() => success(cartOf([], '0.00')));
    renderWithProviders(<CartReviewPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    // The way back to the funds, not a dead end.
    expect(screen.getByRole('link', { name: 'Explore Mutual Funds' })).toHaveAttribute('href', '/home');
  });

  it('shows a cart built by the advisor as awaiting approval, and Approve makes it payable (decision 0138)', async () => {
    const pending = { ...FULL, agentStatus: 'pending' as const };
    const api = mockCartApi((call) =>
      call.path === '/api/v1/cart/approve' ? success({ ...FULL, agentStatus: 'approved' }) : success(pending),
    );
    const user = userEvent.setup();
    renderWithProviders(<CartReviewPage />);
    expect(await screen.findByText('Your cart is awaiting for approval')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('Your cart is awaiting for approval')).not.toBeInTheDocument());
    expect(api.posts().map((c) => [c.path, c.csrf])).toEqual([['/api/v1/cart/approve', 'tok-2']]);
  });

  it('shows the server’s refusal when the advisor acting for the customer presses Approve', async () => {
    mockCartApi((call) =>
      call.path === '/api/v1/cart/approve'
        ? { status: 403, body: { operationMessage: 'failure', errorEnum: 'FORBIDDEN', message: 'Only the customer can approve this cart.' } }
        : success({ ...FULL, agentStatus: 'pending' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<CartReviewPage />);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Only the customer can approve this cart.')).toBeInTheDocument();
    expect(screen.getByText('Your cart is awaiting for approval')).toBeInTheDocument();
  });
});
