import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartKeys } from './cart-query';
import { cartOf, entry, failure, mockCartApi, renderWithProviders, success } from './cart-test-kit';
import { InvestButton } from './invest-button';
import { groupAmountInput, type InvestFund } from './invest-dialog';

const FUND: InvestFund = {
  schemeId: 200001,
  schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth',
  sipDates: [1, 5, 10, 15],
  sipAllowed: true,
  purchaseAllowed: true,
  minLumpsumAmount: '5000.00',
  minSipAmount: '500.00',
};

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Invest' }));
  const dialog = await screen.findByRole('dialog', { name: `Invest in ${FUND.schemeName}` });
  return { user, dialog };
}

describe('InvestButton', () => {
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('groups amounts the Indian way as they are typed', () => {
    expect(groupAmountInput('1234567')).toBe('12,34,567');
    expect(groupAmountInput('12,34,5678')).toBe('1,23,45,678');
    expect(groupAmountInput('100.5')).toBe('100.5');
    expect(groupAmountInput('')).toBe('');
  });

  it('checks a lumpsum with the spec messages and the scheme minimum, then adds it (flash, badge)', async () => {
    const cart = cartOf(
      [entry({ id: 'a', type: 'Lumpsum', amount: '5000.00', total: '5000.00' })],
      '5000.00',
    );
    const api = mockCartApi(() => success(cart));
    const { queryClient } = renderWithProviders(<InvestButton fund={FUND} />);
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByLabelText('Amount (₹)');
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });

    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter amount');
    await user.type(amount, '100.5');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter only integers');
    await user.clear(amount);
    await user.type(amount, '10000001');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Maximum amount is 10000000');
    await user.clear(amount);
    await user.type(amount, '4999');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Minimum investment in this fund is ₹5,000',
    );
    expect(api.posts()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '25000');
    expect(amount).toHaveValue('25,000');
    await user.click(add);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posts()).toEqual([
      {
        path: '/api/v1/cart/save-investment-details',
        method: 'POST',
        csrf: 'tok-1',
        body: {
          schemeId: 200001,
          investmentType: 'Lumpsum',
          investmentFrequency: 0,
          amount: '25000',
          sipDate: 1,
          numOfSipInstallments: null,
        },
      },
    ]);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(queryClient.getQueryData(cartKeys.details)).toEqual(cart);
  });

  it('asks for a SIP date from the fund’s dates and a duration of 1 to 360 months', async () => {
    const api = mockCartApi(() => success(cartOf([], '0.00')));
    renderWithProviders(<InvestButton fund={FUND} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'SIP' }));
    await user.type(within(dialog).getByLabelText('Monthly SIP amount (₹)'), '1000');
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please select your monthly date of investment',
    );

    const date = within(dialog).getByLabelText('SIP date');
    expect(
      within(date)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select date', '1', '5', '10', '15']);
    await user.selectOptions(date, '10');
    await user.click(within(dialog).getByLabelText('Fixed Duration'));
    const months = within(dialog).getByLabelText('Months');
    expect(months).toHaveValue('120');
    await user.clear(months);
    await user.type(months, '361');
    await user.click(add);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter at most 360 months');
    await user.clear(months);
    await user.type(months, '24');
    await user.click(add);
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(api.posts()[0]!.body).toEqual({
      schemeId: 200001,
      investmentType: 'SIP',
      investmentFrequency: 1,
      amount: '1000',
      sipDate: 10,
      numOfSipInstallments: 24,
    });
  });

  it('sends 360 instalments for Until Cancelled and shows the server’s refusal', async () => {
    const api = mockCartApi(() => failure(400, 'This fund is not open for investment'));
    renderWithProviders(<InvestButton fund={FUND} />);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('tab', { name: 'SIP' }));
    await user.type(within(dialog).getByLabelText('Monthly SIP amount (₹)'), '500');
    await user.selectOptions(within(dialog).getByLabelText('SIP date'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This fund is not open for investment',
    );
    expect(api.posts()[0]!.body).toMatchObject({ numOfSipInstallments: 360 });
  });

  it('is disabled when the fund takes no purchases', () => {
    mockCartApi(() => success(cartOf([], '0.00')));
    renderWithProviders(<InvestButton fund={{ ...FUND, purchaseAllowed: false }} />);
    expect(screen.getByRole('button', { name: 'Invest' })).toBeDisabled();
  });
});
