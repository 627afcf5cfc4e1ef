import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPreviewItems } from '../cart-preview';
import CartReviewPage from '../cart-review-page';
import { cartOf, entry, mockCartApi, success } from '../cart-test-kit';
import { packItem, renderPackScreen } from './pack-test-kit';

const SPLIT: [string, string, string][] = [
  ['UTI Nifty 50 Index Fund', '33.34', '500.44'],
  ['HDFC Large Cap Fund', '33.33', '500.28'],
  ['ABSL Liquid Fund', '33.33', '500.28'],
];

function cartWithPacks() {
  const cart = cartOf(
    [entry({ id: 'f1', type: 'Lumpsum', amount: '5000.00', total: '5000.00' })],
    '545360.00',
  );
  cart.activeMintPackInvestmentDetailList = [
    packItem({
      id: 'p1',
      type: 'SIP',
      amount: '1501.00',
      sipDate: 10,
      months: 360,
      total: '540360.00',
      split: SPLIT,
    }),
  ];
  cart.noOfItems = 2;
  return cart;
}

describe('packs in the cart', () => {
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists packs first, numbered on with the funds, each with its terms and its split', async () => {
    mockCartApi(() => success(cartWithPacks()));
    renderPackScreen(<CartReviewPage />, '/cart-review');
    const list = await screen.findByRole('list', { name: 'Cart items' });
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '1. First-time Investor',
      '2. HDFC Flexi Cap Fund Direct Growth',
    ]);
    const pack = cards[0]!;
    expect(within(pack).getByRole('link', { name: 'First-time Investor' })).toHaveAttribute(
      'href',
      '/pack-details?mintpackIds=first-time-investor',
    );
    const facts = [...pack.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['SIP amount', '₹1,501'],
      ['SIP date', '10'],
      ['Instalments', 'Until Cancelled'],
      // Until cancelled: no made-up total (360 × ₹1,501), the monthly amount (issue 23 §6).
      ['Total', '₹1,501 a month, until you stop'],
    ]);
    const split = within(pack).getByRole('list', {
      name: 'How First-time Investor is split each month',
    });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'UTI Nifty 50 Index Fund (33.34%)₹500.44',
      'HDFC Large Cap Fund (33.33%)₹500.28',
      'ABSL Liquid Fund (33.33%)₹500.28',
    ]);
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: ₹5,000 + ₹1,501 a month, until you stop (2 items)');
  });

  it('edits a pack item and removes it after a confirmation', async () => {
    const api = mockCartApi((call) => {
      if (call.method === 'GET' || call.path.endsWith('update-pack-item'))
        return success(cartWithPacks());
      if (call.path.endsWith('remove-pack-item')) {
        return success(
          cartOf(
            [entry({ id: 'f1', type: 'Lumpsum', amount: '5000.00', total: '5000.00' })],
            '5000.00',
          ),
        );
      }
      return success(cartWithPacks());
    });
    renderPackScreen(<CartReviewPage />, '/cart-review');
    const user = userEvent.setup();
    const pack = await screen.findByLabelText('1. First-time Investor');
    await user.click(within(pack).getByRole('button', { name: 'Edit' }));
    const amount = within(pack).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue('1,501');
    await user.clear(amount);
    await user.type(amount, '3001');
    await user.selectOptions(within(pack).getByLabelText('SIP date'), '25');
    await user.clear(within(pack).getByLabelText('Instalments (months)'));
    await user.type(within(pack).getByLabelText('Instalments (months)'), '24');
    await user.click(within(pack).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]).toMatchObject({
      path: '/api/v1/cart/update-pack-item',
      csrf: 'tok-1',
      body: { investmentId: 'p1', amount: '3001', sipDate: 25, numOfSipInstallments: 24 },
    });

    await user.click(await within(pack).findByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this pack from your cart?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    expect(api.posts()[1]).toMatchObject({
      path: '/api/v1/cart/remove-pack-item',
      body: { investmentId: 'p1' },
    });
    await waitFor(() => expect(screen.queryByText('First-time Investor')).not.toBeInTheDocument());
  });

  it('previews up to 3 packs and up to 3 funds in the header', async () => {
    const cart = cartOf(
      [1, 2, 3, 4].map((i) =>
        entry({
          id: `f${i}`,
          type: 'Lumpsum',
          amount: '5000.00',
          total: '5000.00',
          name: `Fund ${i}`,
        }),
      ),
      '0.00',
    );
    cart.activeMintPackInvestmentDetailList = [1, 2, 3, 4].map((i) =>
      packItem({
        id: `p${i}`,
        name: `Pack ${i}`,
        type: 'Lumpsum',
        amount: '20000.00',
        total: '20000.00',
      }),
    );
    mockCartApi(() => success(cart));
    renderPackScreen(<CartPreviewItems />);
    await screen.findByText('Pack 1');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pack 1 Pack · Lumpsum ₹20,000',
      'Pack 2 Pack · Lumpsum ₹20,000',
      'Pack 3 Pack · Lumpsum ₹20,000',
      'Fund 1 Lumpsum ₹5,000',
      'Fund 2 Lumpsum ₹5,000',
      'Fund 3 Lumpsum ₹5,000',
    ]);
  });
});
