import { cartMessages, messages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartOf, entry, failure, mockCartApi, renderWithProviders, success } from '../../cart/cart-test-kit';
import { InvestMoreDialog, canInvestMore, type InvestMoreHolding } from './invest-more-dialog';

// Invest More (spec 3 §4, §5, §7, §8): availability from metaData, sipData dates, duration reset
// on a type change, months shown as years, every message, the save with the folio, /cart-review.

const HOLDING: InvestMoreHolding = {
  schemeId: 120503,
  schemeName: 'Axis Large Cap Fund - Direct Plan - Growth',
  folioNo: '91000077',
  metaData: { allowPur: 'Y', minLumpsumAmount: '1000', minSipAmount: '500', sipData: 'MONTHLY,500,1,5:10:15#QUARTERLY,1500,1,1:15' },
};
const m = messages.investMore;
const SIGNED_IN = { status: 'signed-in' as const, displayName: 'Asha Verma', mobile: '******0001', minor: false, majorStatus: null };

function renderDialog(holding: InvestMoreHolding = HOLDING) {
  return renderWithProviders(<InvestMoreDialog holding={holding} open onOpenChange={() => undefined} />, { session: SIGNED_IN, path: '/profile/portfolio' });
}

describe('Invest More', () => {
  beforeEach(() => {
    document.cookie = 'sanchay_csrf=tok-1';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is offered only with allowPur and a positive minimum', () => {
    expect(canInvestMore(HOLDING)).toBe(true);
    expect(canInvestMore({ metaData: { ...HOLDING.metaData, allowPur: 'N' } })).toBe(false);
    expect(canInvestMore({ metaData: { ...HOLDING.metaData, minLumpsumAmount: '0', minSipAmount: '0' } })).toBe(false);
  });

  it('offers SIP only with sipData and a SIP minimum, Lumpsum only with a lumpsum minimum', async () => {
    const { unmount } = renderDialog({ ...HOLDING, metaData: { ...HOLDING.metaData, sipData: '' } });
    let dialog = await screen.findByRole('dialog', { name: 'Invest More' });
    expect(within(dialog).getByRole('tab', { name: 'SIP' })).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: 'Lumpsum' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderDialog({ ...HOLDING, metaData: { ...HOLDING.metaData, minLumpsumAmount: '0' } });
    dialog = await screen.findByRole('dialog', { name: 'Invest More' });
    expect(within(dialog).getByRole('tab', { name: 'Lumpsum' })).toBeDisabled();
    expect(within(dialog).getByRole('tab', { name: 'SIP' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a SIP: the MONTHLY dates, every field message, fixed months shown as years, reset on a type change; saved with the folio, then /cart-review', async () => {
    const api = mockCartApi(() => success(cartOf([entry({ id: 'a', type: 'SIP', amount: '1000.00', sipDate: 10, months: 18, total: '18000.00' })], '18000.00')));
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Invest More' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('tab', { name: 'SIP' }));
    const date = within(dialog).getByLabelText('SIP date');
    expect(within(date).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select date', '5', '10', '15']);
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    expect(within(dialog).getByText(m.amountRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(m.sipDateRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: m.fixedDuration }));
    const months = within(dialog).getByLabelText('Months');
    expect(months).toHaveValue('120');
    expect(within(dialog).getByText('10 years')).toBeInTheDocument();
    for (const [typed, message] of [['', m.durationRequired], ['0', m.durationMinimum], ['361', m.durationMaximum], ['1.5', m.integersOnly]] as const) {
      await user.clear(months);
      if (typed) await user.type(months, typed);
      await user.click(add);
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    // Changing the type resets the duration to Until Cancelled.
    await user.click(within(dialog).getByRole('tab', { name: 'Lumpsum' }));
    await user.click(within(dialog).getByRole('tab', { name: 'SIP' }));
    expect(within(dialog).getByRole('radio', { name: m.untilCancelled })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: m.fixedDuration }));
    await user.clear(within(dialog).getByLabelText('Months'));
    await user.type(within(dialog).getByLabelText('Months'), '18');
    expect(within(dialog).getByText('1 year 6 months')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Monthly SIP amount (₹)'), '400');
    await user.selectOptions(within(dialog).getByLabelText('SIP date'), '10');
    await user.click(add);
    expect(within(dialog).getByText('Minimum investment in this fund is ₹500')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Monthly SIP amount (₹)'));
    await user.type(within(dialog).getByLabelText('Monthly SIP amount (₹)'), '1000');
    await user.click(add);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart-review'));
    expect(api.posts()[0]!.body).toEqual({
      schemeId: 120503, investmentType: 'SIP', investmentFrequency: 1, numOfSipInstallments: 18, amount: '1000', sipDate: 10,
      folioNumber: '91000077', isBtoCFlow: true,
    });
    expect(screen.getByText(cartMessages.added)).toBeInTheDocument();
  });

  it('a lumpsum until cancelled is sent as the spec says; the server’s refusal is an error toast; a failed call the spec’s words', async () => {
    let reply = failure(403, cartMessages.notYourFolio);
    const api = mockCartApi(() => reply);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Invest More' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(cartMessages.notYourFolio)).toBeInTheDocument();
    expect(api.posts()[0]!.body).toMatchObject({ investmentType: 'Lumpsum', investmentFrequency: 0, numOfSipInstallments: null, sipDate: 1, amount: '5000' });
    expect(screen.getByTestId('location')).toHaveTextContent('/profile/portfolio');

    reply = { status: 502, body: '<html>bad gateway</html>' as unknown as { operationMessage: string; errorEnum: string; message: string } };
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(m.failed)).toBeInTheDocument();
  });
});
