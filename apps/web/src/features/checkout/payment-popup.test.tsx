import { checkoutRoutes, SessionErrorEnum } from '@sanchay/contract';
import { accountToQuery, messages, productMessages } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import {
  ACCOUNT,
  callsTo,
  cartWith,
  checkoutServer,
  fail,
  okPayment,
  okSummary,
  summaryOf,
  UCC,
  type CheckoutServer,
} from './checkout-test-kit';

const R = checkoutRoutes;
const pay = messages.payment;
const own = productMessages.paymentScreens;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  setCsrfToken(null);
});

async function openPopup(server: Partial<CheckoutServer> = {}) {
  const state = checkoutServer(server);
  const user = userEvent.setup();
  const app = renderApp('/cart-review');
  await user.click(await screen.findByRole('button', { name: 'Invest Now' }));
  return { state, user, app };
}

async function verifyOtp(user: ReturnType<typeof userEvent.setup>, otp = '123456') {
  const dialog = await screen.findByRole('dialog', { name: own.otpTitle });
  await user.type(await within(dialog).findByLabelText('OTP'), otp);
  await user.click(within(dialog).getByRole('button', { name: own.verify }));
  return dialog;
}

const path = (app: ReturnType<typeof renderApp>) => app.router.state.location.pathname + app.router.state.location.search;

describe('Invest Now → the payment popup (spec 3 §2, §4, §5)', () => {
  it('sends the transaction OTP (flowType 1) for the cart, then shows the mode step on a match', async () => {
    const { state, user } = await openPopup();
    const dialog = await screen.findByRole('dialog', { name: own.otpTitle });
    expect(await within(dialog).findByText(own.otpSentTo('XXXXXX0001'))).toBeInTheDocument();
    const [send] = callsTo(state, R.sendTransactionOtp.path);
    expect(send!.query.get('flowType')).toBe('1');
    expect(send!.query.get('cartId')).toBe(state.cart.cartId);
    expect(send!.query.get('isB2B')).toBe('false');
    // Verify stays disabled until six digits are in (spec 3 §4 Generic OTP dialog).
    expect(within(dialog).getByRole('button', { name: own.verify })).toBeDisabled();
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    expect(within(modes).getByRole('heading', { name: own.modeTitle })).toHaveFocus();
    expect(callsTo(state, R.verifyTransactionOtp.path)[0]!.body).toEqual({ otp: '123456', flowType: 1 });
  });

  it.each([
    ['wrong', pay.incorrectOtp],
    ['expired', pay.otpExpiredTransaction],
  ] as const)('a %s code says so and stays on step one', async (verify, message) => {
    const { user } = await openPopup({ verify });
    const dialog = await verifyOtp(user);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: own.modeTitle })).toBeNull();
  });

  it("a failed send is the spec's toast and no popup", async () => {
    const state = checkoutServer();
    const user = userEvent.setup();
    renderApp('/cart-review');
    const base = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input)).pathname === R.sendTransactionOtp.path ? new Response('offline', { status: 502 }) : base(input, init)) as typeof fetch;
    await user.click(await screen.findByRole('button', { name: 'Invest Now' }));
    expect(await screen.findByText(pay.otpSendFailed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(state, R.saveBseOrder.path)).toHaveLength(0);
  });

  it('closed at the OTP step and opened again within the wait: the OTP step, the code already sent, the resend countdown', async () => {
    const { state, user } = await openPopup();
    const first = await screen.findByRole('dialog', { name: own.otpTitle });
    await within(first).findByLabelText('OTP');
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The server sends no new SMS within the resend wait and answers the live code (decision 0096).
    state.reusedOtp = true;
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    const dialog = await screen.findByRole('dialog', { name: own.otpTitle });
    expect(await within(dialog).findByText(own.otpStillValid)).toBeInTheDocument();
    expect(within(dialog).getByText(own.resendIn(20))).toBeInTheDocument();
    expect(callsTo(state, R.sendTransactionOtp.path)).toHaveLength(2);
    await verifyOtp(user);
    expect(await screen.findByRole('dialog', { name: own.modeTitle })).toBeInTheDocument();
  });

  it('shows the advisor the high-risk wording (isB2B true)', async () => {
    const { state } = await openPopup({ highRisk: true, advisor: true });
    const dialog = await screen.findByRole('dialog', { name: own.otpTitle });
    expect(await within(dialog).findByText(pay.highRiskWarning)).toBeInTheDocument();
    expect(callsTo(state, R.sendTransactionOtp.path)[0]!.query.get('isB2B')).toBe('true');
    expect(pay.highRiskWarning).toBe('Your Customer is willing to invest in a higher risk profile than the assessed risk profile');
  });

  it('a direct investor with a riskier fund sees no advisor wording', async () => {
    await openPopup({ highRisk: true });
    const dialog = await screen.findByRole('dialog', { name: own.otpTitle });
    await within(dialog).findByLabelText('OTP');
    expect(within(dialog).queryByText(pay.highRiskWarning)).toBeNull();
  });

  it('mode step: a mode first; UPI places the orders once (one trnxDetailId) and opens /upi-payment with the account as base64', async () => {
    const { state, user, app } = await openPopup();
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    expect(within(modes).getByText(pay.modeRequired)).toBeInTheDocument();
    expect(callsTo(state, R.saveBseOrder.path)).toHaveLength(0);
    await user.click(within(modes).getByRole('radio', { name: 'UPI' }));
    await user.dblClick(within(modes).getByRole('button', { name: own.proceed }));
    await waitFor(() => expect(path(app)).toBe(`/upi-payment?loopBackUrl=42&account=${encodeURIComponent(accountToQuery(ACCOUNT))}&ifsc=SBIN0000813`));
    const saves = callsTo(state, R.saveBseOrder.path);
    expect(saves.length).toBeGreaterThanOrEqual(1);
    expect(new Set(saves.map((s) => s.query.get('trnxDetailId'))).size).toBe(1);
    expect(saves[0]!.query.get('ucc')).toBe(UCC);
    expect(saves[0]!.query.get('mandateId')).toBeNull();
  });

  it('a lapsed OTP grant (403 OTP_NOT_VERIFIED) goes back to step one with a new OTP, and the same key is sent again', async () => {
    let lapsed = true;
    const { state, user, app } = await openPopup({
      save: () => {
        if (!lapsed) return okSummary(summaryOf());
        lapsed = false;
        return fail(403, SessionErrorEnum.OTP_NOT_VERIFIED, 'Please verify the OTP');
      },
    });
    await verifyOtp(user);
    let modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('radio', { name: 'NEFT/RTGS' }));
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    await verifyOtp(user);
    expect(callsTo(state, R.sendTransactionOtp.path)).toHaveLength(2);
    modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('radio', { name: 'NEFT/RTGS' }));
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    await waitFor(() => expect(path(app)).toMatch(/^\/neft-payment\?loopBackUrl=42&/));
    const keys = callsTo(state, R.saveBseOrder.path).map((s) => s.query.get('trnxDetailId'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the exchange refusals (spec 3 §8) and net banking opens the bank page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/v1/cart-review', assign });
    const { state, user } = await openPopup({
      save: () => okSummary(summaryOf({ saveErrors: [messages.bseOrder.installmentsBelowMinimum] })),
      payment: () => okPayment({ paymentMode: 0, redirectUrl: '/v1/sandbox/bank/payments/77?loopbackUrl=%2Fv1%2F42' }),
    });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('radio', { name: 'Net Banking' }));
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    expect(await screen.findByText(messages.bseOrder.installmentsBelowMinimum)).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/sandbox/bank/payments/77?loopbackUrl=%2Fv1%2F42'));
    expect(callsTo(state, R.makePayment.path)[0]!.body).toMatchObject({ loopBackUrl: '42', paymentMode: 0, bankAccountNumber: ACCOUNT });
  });

  it('a one-time mandate pays from the popup on the approved mandate, then /thank-you', async () => {
    const { state, user, app } = await openPopup({ payment: () => okPayment({ paymentMode: 4 }) });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('radio', { name: 'One-time Mandate' }));
    expect(within(modes).getByLabelText(own.mandateLabel)).toHaveValue('501');
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    await waitFor(() => expect(path(app)).toBe('/thank-you?orderNo=9100001&loopBackUrl=42'));
    expect(callsTo(state, R.makePayment.path)[0]!.body).toMatchObject({ loopBackUrl: '42', paymentMode: 4, mandateId: '501' });
  });

  it('a one-time mandate the exchange refuses (over the mandate’s limit for the day) goes to /payment-error with the way back', async () => {
    const { user, app } = await openPopup({
      payment: () =>
        okPayment({
          paymentMode: 4, status: 'REFUSED', redirectUrl: null, message: productMessages.payment.paymentFailed,
          next: '/payment-error?paymentUrl=%2Forder-summary%3FloopBackUrl%3D42&orderNo=9100001',
        }),
    });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('radio', { name: 'One-time Mandate' }));
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    expect(await screen.findByText(productMessages.payment.paymentFailed)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/payment-error');
    expect(screen.getByRole('link', { name: own.tryAgain })).toHaveAttribute('href', '/order-summary?loopBackUrl=42');
  });

  it('the one-time mandate is not offered without an approved mandate', async () => {
    const { user } = await openPopup({ mandates: [] });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    expect(within(modes).getByRole('radio', { name: 'UPI' })).toBeInTheDocument();
    expect(within(modes).queryByRole('radio', { name: 'One-time Mandate' })).toBeNull();
  });

  it('a cart with SIPs is registered on the approved mandate; without one it offers the setup', async () => {
    const { state, user, app } = await openPopup({
      cart: cartWith([{ type: 'SIP', amount: '1000.00' }]),
      save: () => okSummary(summaryOf({ orders: [], payableAmount: '0.00', canPay: false })),
    });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    expect(within(modes).queryByRole('radio')).toBeNull();
    expect(within(modes).getByLabelText(own.mandateLabel)).toHaveValue('501');
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    await waitFor(() => expect(callsTo(state, R.saveBseOrder.path)).toHaveLength(1));
    expect(callsTo(state, R.saveBseOrder.path)[0]!.query.get('mandateId')).toBe('501');
    // Nothing valid to show: the order summary (its Registration Error and Report Error).
    await waitFor(() => expect(path(app)).toBe('/order-summary?paymentUrl=loopBackUrl%3D42'));
  });

  it('no approved mandate: the SIP cart is sent to the setup, not placed', async () => {
    const { state, user } = await openPopup({ cart: cartWith([{ type: 'SIP', amount: '1000.00' }]), mandates: [] });
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    expect(within(modes).getByRole('link', { name: messages.mandate.setupMandate })).toHaveAttribute('href', '/profile/mandates/setup-mandate?flowType=checkout');
    await user.click(within(modes).getByRole('button', { name: own.proceed }));
    expect(await within(modes).findByText(productMessages.checkout.mandateRequiredForSip)).toBeInTheDocument();
    expect(callsTo(state, R.saveBseOrder.path)).toHaveLength(0);
  });

  it('leaving the mode step asks first; Exit closes the popup and the next Invest Now asks a new OTP', async () => {
    const { state, user } = await openPopup();
    await verifyOtp(user);
    const modes = await screen.findByRole('dialog', { name: own.modeTitle });
    await user.click(within(modes).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: own.exitTitle });
    await user.click(within(ask).getByRole('button', { name: own.exitNo }));
    expect(screen.getByRole('dialog', { name: own.modeTitle })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: own.exitTitle })).getByRole('button', { name: own.exitYes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Invest Now' }));
    expect(await screen.findByRole('dialog', { name: own.otpTitle })).toBeInTheDocument();
    expect(callsTo(state, R.sendTransactionOtp.path)).toHaveLength(2);
  });

  it("an advisor's cart not approved waits: 'Your cart is awaiting for approval', no OTP", async () => {
    const { state } = await openPopup({ cart: cartWith([{ type: 'Lumpsum', amount: '5000.00' }], 'pending') });
    // Under Invest Now, beside the page's own note.
    expect((await screen.findAllByText(messages.cart.awaitingApproval)).some((el) => el.getAttribute('role') === 'alert')).toBe(true);
    expect(callsTo(state, R.sendTransactionOtp.path)).toHaveLength(0);
  });
});

describe("Hold on! (spec 3 §4 'Pending order popup')", () => {
  const active = [{ loopBackUrl: '40', paymentUrl: '/order-summary?paymentUrl=loopBackUrl%3D40', validTill: '2026-11-24T18:29:59.999Z', payableAmount: '2500.00' }];

  it('Continue with Existing Order empties the cart and opens its order summary', async () => {
    const { state, user, app } = await openPopup({ active });
    const hold = await screen.findByRole('dialog', { name: pay.holdOn });
    await user.click(within(hold).getByRole('button', { name: pay.continueWithExistingOrder }));
    await waitFor(() => expect(path(app)).toBe('/order-summary?paymentUrl=loopBackUrl%3D40'));
    expect(callsTo(state, R.discardActiveCart.path)).toHaveLength(1);
    expect(callsTo(state, R.discardOrders.path)).toHaveLength(0);
  });

  it('Cancel Order discards the active orders, then the payment popup as usual', async () => {
    const { state, user } = await openPopup({ active });
    const hold = await screen.findByRole('dialog', { name: pay.holdOn });
    await user.click(within(hold).getByRole('button', { name: pay.cancelOrder }));
    expect(await screen.findByRole('dialog', { name: own.otpTitle })).toBeInTheDocument();
    expect(callsTo(state, R.discardOrders.path)).toHaveLength(1);
    expect(callsTo(state, R.discardActiveCart.path)).toHaveLength(0);
  });
});
