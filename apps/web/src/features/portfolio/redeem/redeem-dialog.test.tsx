import { checkoutRoutes, redeemRoutes, type RedeemDetails } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, FlashProvider } from '../../../ui';
import { RedeemDialog } from './redeem-dialog';

const spec = messages.redeem;
const own = productMessages.redeem;

// The holding of the domain's golden scenario (redeem-limits.test.ts): NAV 40.4980, 100 units,
// 10 units and ₹500 in progress: ₹3,144.82 or 77.653 units available.
const DETAILS: RedeemDetails = {
  folioNo: '1234567/89',
  isin: 'INF000120503',
  schemeName: 'Axis Large Cap Fund - Direct Plan - Growth',
  redemptionAllowed: true,
  nav: '40.4980',
  navDate: '2026-11-24',
  navAvailableFrom: null,
  unitsAllocated: '100.000',
  currentValue: '4049.80',
  inProgressAmount: '500.00',
  inProgressUnits: '10.000',
  fullRedemptionInProgress: false,
  minimumRedemptionAmount: '1000',
  minimumRedemptionUnits: '0.001',
  redemptionAmountMultiple: '1',
  redemptionUnitsMultiple: '0.001',
  lockedUnits: '0.000',
  lockedUntil: null,
  lockSchedule: [],
  exitLoadFlag: 'Y',
  exitLoad: '1% if redeemed within 365 days',
  lots: [{ allottedOn: '2026-06-01', units: '100.000' }],
  applicableNavDate: '2026-11-25',
  beforeCutOff: true,
  loanOfferUrl: null,
};

interface Call {
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function server(over: { details?: Partial<RedeemDetails>; redeem?: { status: number; body: unknown } } = {}) {
  const calls: Call[] = [];
  const ok = (data: unknown) => new Response(JSON.stringify({ operationMessage: 'success', responseData: data }), { status: 200, headers: { 'content-type': 'application/json' } });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: url.pathname, query: url.searchParams, body });
    if (url.pathname === redeemRoutes.redeemDetails.path) return ok({ ...DETAILS, ...over.details });
    if (url.pathname === checkoutRoutes.sendTransactionOtp.path) return ok({ mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 30, resendsLeft: 3, highRisk: false });
    if (url.pathname === checkoutRoutes.verifyTransactionOtp.path) return ok({ otpMatched: true, expired: false, attemptsLeft: 4, authorisedUntil: null });
    if (url.pathname === redeemRoutes.redeemRequest.path) {
      const r = over.redeem ?? { status: 200, body: { operationMessage: 'success', responseData: { message: 'success', orderNo: '1000007', orderStatus: 'VALID', applicableNavDate: '2026-11-25' } } };
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }
    return new Response('{}', { status: 404 });
  });
  return calls;
}

function open(reload = vi.fn(), onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FlashProvider>
        <ConfirmProvider>
          <RedeemDialog folioNo={DETAILS.folioNo} isin={DETAILS.isin} onClose={onClose} reload={reload} />
        </ConfirmProvider>
      </FlashProvider>
    </QueryClientProvider>,
  );
  return { reload, onClose, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

/** The dialog once its holding has loaded (the form's radios are there). */
async function formDialog() {
  await screen.findByRole('radio', { name: own.byAmount });
  return screen.getByRole('dialog', { name: own.title });
}

describe('the Redeem dialog (spec 3 §4, §5)', () => {
  it('by amount by default; the available amount; the errors in the spec\'s words; over-max input is clamped', async () => {
    server();
    const { user } = open();
    const dialog = await formDialog();
    expect(within(dialog).getByRole('radio', { name: own.byAmount })).toBeChecked();
    expect(within(dialog).getByText(own.availableAmount('3,144.82'))).toBeInTheDocument();
    const input = within(dialog).getByLabelText(own.amountLabel);
    await user.type(input, '999');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The minimum redemption amount is ₹1,000.00');
    expect(within(dialog).getByRole('button', { name: own.continue })).toBeDisabled();
    await user.clear(input);
    await user.type(input, '5000');
    // Issue 23: the clamp used to fill in ₹3,144.82 and then refuse it ('Please enter multiple
    // of 1'); the most that can be typed is the available amount in whole rupees, accepted.
    expect(input).toHaveValue('3144');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: own.continue })).toBeEnabled();
    await user.clear(input);
    await user.type(input, '1500.5');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter multiple of 1');
    expect(within(dialog).getByText(own.navApplicable('25/11/2026', true))).toBeInTheDocument();
  });

  it('switching to units clears the input and shows units; redeem all fills the maximum and disables the input; unticking clears it', async () => {
    server();
    const { user } = open();
    const dialog = await formDialog();
    await user.type(within(dialog).getByLabelText(own.amountLabel), '2000');
    await user.click(within(dialog).getByRole('radio', { name: own.byUnits }));
    const input = within(dialog).getByLabelText(own.unitsLabel);
    expect(input).toHaveValue('');
    expect(within(dialog).getByText(own.availableUnits('77.653'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: spec.redeemAllUnits }));
    expect(input).toHaveValue('77.653');
    expect(input).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: spec.redeemAllUnits }));
    expect(input).toHaveValue('');
    expect(input).toBeEnabled();
    // Four decimals at most: the fifth is dropped.
    await user.type(input, '1.23456');
    expect(input).toHaveValue('1.2345');
  });

  it('by units with the OTP (flowType 3): the request carries units, 0 amount, allRedeem N; the success screen; closing reloads', async () => {
    const calls = server();
    const { user, reload } = open();
    const dialog = await formDialog();
    await user.click(within(dialog).getByRole('radio', { name: own.byUnits }));
    await user.type(within(dialog).getByLabelText(own.unitsLabel), '10.5');
    // 10.5 units bought 01/06/2026, redeemed within 365 days: 1% of 10.5 × 40.498 = ₹4.25.
    expect(within(dialog).getByText(own.exitLoadEstimate('4.25'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: own.continue }));
    const otp = await screen.findByLabelText('OTP');
    expect(calls.find((c) => c.path === checkoutRoutes.sendTransactionOtp.path)!.query.get('flowType')).toBe('3');
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: own.verifyAndRedeem }));
    expect(await screen.findByText(own.successText('1000007'))).toBeInTheDocument();
    expect(calls.find((c) => c.path === checkoutRoutes.verifyTransactionOtp.path)!.body).toEqual({ otp: '123456', flowType: 3 });
    const request = calls.find((c) => c.path === redeemRoutes.redeemRequest.path)!.body as Record<string, string>;
    expect(request).toMatchObject({ isin: DETAILS.isin, folioNo: DETAILS.folioNo, redeemType: 'units', amount: '0', units: '10.5', allRedeem: 'N' });
    expect(request.requestKey).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: own.close }));
    expect(reload).toHaveBeenCalled();
  });

  /** Ticks redeem all, continues and enters the OTP (redeem all asks for it too: SEBI 2FA, decision 0166). */
  async function redeemAllWithOtp(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await formDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: spec.redeemEntireAmount }));
    await user.click(within(dialog).getByRole('button', { name: own.continue }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: own.verifyAndRedeem }));
  }

  it('redeem all asks for the OTP (flowType 3) as a partial redemption does, and sends the request only after it', async () => {
    const calls = server();
    const { user } = open();
    const dialog = await formDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: spec.redeemEntireAmount }));
    await user.click(within(dialog).getByRole('button', { name: own.continue }));
    await screen.findByLabelText('OTP');
    expect(calls.find((c) => c.path === checkoutRoutes.sendTransactionOtp.path)!.query.get('flowType')).toBe('3');
    expect(calls.some((c) => c.path === redeemRoutes.redeemRequest.path)).toBe(false);
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: own.verifyAndRedeem }));
    expect(await screen.findByText(own.successText('1000007'))).toBeInTheDocument();
    expect(calls.find((c) => c.path === checkoutRoutes.verifyTransactionOtp.path)!.body).toEqual({ otp: '123456', flowType: 3 });
    expect(calls.find((c) => c.path === redeemRoutes.redeemRequest.path)!.body).toMatchObject({ allRedeem: 'Y', amount: '0', units: '0' });
  });

  it('an ELSS holding says what frees when (issue 23 §6), each day with its units, DD/MM/YYYY', async () => {
    // 246.084 held on 07/12/2026: 8.571 units free on 05/12/2026, 237.513 in 2029 (our wording in the catalogue).
    server({
      details: {
        unitsAllocated: '246.084',
        lockedUnits: '246.084',
        lockedUntil: '2026-12-08',
        lockSchedule: [
          { freeOn: '2026-12-08', units: '8.571' },
          { freeOn: '2029-03-12', units: '237.513' },
        ],
      },
    });
    open();
    expect(await screen.findByText(own.lockSchedule('246.084', { units: '8.571', date: '08/12/2026' }, { units: '237.513', date: '12/03/2029' }))).toBeInTheDocument();
    expect(screen.getByText(/8\.571 units free up on 08\/12\/2026 and 237\.513 units on 12\/03\/2029/)).toBeInTheDocument();
  });

  it('a holding with nothing locked has no lock note', async () => {
    server();
    open();
    await screen.findByText(own.availableAmount('3,144.82'));
    expect(screen.queryByText(/ELSS units are locked in/)).toBeNull();
  });

  it("the server's meta.error is shown as is", async () => {
    server({ redeem: { status: 400, body: { operationMessage: 'failure', responseData: null, errorEnum: 'VALIDATION_FAILED', message: 'FAILED: REDEMPTION NOT ALLOWED' } } });
    const { user } = open();
    await redeemAllWithOtp(user);
    expect(await screen.findByText('FAILED: REDEMPTION NOT ALLOWED')).toBeInTheDocument();
  });

  it('a failed call says "Something went wrong. Please try again later"', async () => {
    server({ redeem: { status: 502, body: 'bad gateway' } });
    const { user } = open();
    await redeemAllWithOtp(user);
    expect(await screen.findByText('Something went wrong. Please try again later')).toBeInTheDocument();
  });

  it("the loan popup first where it applies: 'No, Redeem Fund' goes on to the form", async () => {
    server({ details: { loanOfferUrl: '/v1/sandbox/loan-against-mf?partnerId=SANCHAY' } });
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: own.loanTitle });
    await user.click(within(dialog).getByRole('button', { name: spec.noRedeemFund }));
    expect(await formDialog()).toBeInTheDocument();
  });

  it("'Yes, I'm Interested' opens the partner page and thanks", async () => {
    server({ details: { loanOfferUrl: '/v1/sandbox/loan-against-mf?partnerId=SANCHAY' } });
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: own.loanTitle });
    await user.click(within(dialog).getByRole('button', { name: spec.yesInterested }));
    expect(opened).toHaveBeenCalledWith('/v1/sandbox/loan-against-mf?partnerId=SANCHAY', '_blank', 'noopener');
    expect(await within(dialog).findByText(own.loanThanks)).toBeInTheDocument();
  });

  it("a folio whose full redemption is in progress cannot be redeemed: 'Full redemption in progress'", async () => {
    server({ details: { fullRedemptionInProgress: true } });
    open();
    const dialog = await formDialog();
    expect(within(dialog).getByText(spec.fullRedemptionInProgress)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(own.amountLabel)).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: own.continue })).toBeDisabled();
  });
});
