import { checkoutRoutes } from '@sanchay/contract';
import { accountToQuery, formatDisplayDate, istDate, messages, productMessages, shiftIsoDate } from '@sanchay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { ACCOUNT, callsTo, checkoutServer, fail, okPayment, orderOf, summaryOf, type CheckoutServer } from './checkout-test-kit';

const R = checkoutRoutes;
const pay = messages.payment;
const own = productMessages.paymentScreens;
const query = (account = accountToQuery(ACCOUNT)) => `loopBackUrl=42&account=${encodeURIComponent(account)}&ifsc=SBIN0000813`;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  setCsrfToken(null);
});

function open(page: string, server: Partial<CheckoutServer> = {}) {
  const state = checkoutServer(server);
  const app = renderApp(page);
  return { state, app, user: userEvent.setup() };
}
const path = (app: ReturnType<typeof renderApp>) => app.router.state.location.pathname + app.router.state.location.search;

describe('/upi-payment (spec 3 §2, §5)', () => {
  it('shows the total and the steps; asks for the VPA; Pay Now opens the bank page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', href: 'http://localhost/v1/upi-payment', assign });
    const { state, user } = open(`/upi-payment?${query()}`, { payment: () => okPayment({ redirectUrl: '/v1/sandbox/bank/payments/77?loopbackUrl=%2Fv1%2F42' }) });
    expect(await screen.findByText('₹5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'How to pay by UPI' })).toBeInTheDocument();
    // The account from the query, masked.
    expect(await screen.findByRole('option', { name: 'State Bank of India 12XXXXXX9012' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: pay.payNow }));
    expect(await screen.findByText(pay.vpaRequired)).toBeInTheDocument();
    expect(callsTo(state, R.makePayment.path)).toHaveLength(0);
    await user.type(screen.getByLabelText(own.vpaLabel), 'asha@upi');
    await user.dblClick(screen.getByRole('button', { name: pay.payNow }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v1/sandbox/bank/payments/77?loopbackUrl=%2Fv1%2F42'));
    const payments = callsTo(state, R.makePayment.path);
    expect(payments[0]!.body).toMatchObject({ loopBackUrl: '42', paymentMode: 3, bankAccountNumber: ACCOUNT, vpaId: 'asha@upi' });
    expect(new Set(payments.map((p) => p.body.paymentKey)).size).toBe(1);
  });

  it('a bad base64 account is ignored: the investor picks the account first', async () => {
    const { state, user } = open(`/upi-payment?${query('%%not-base64')}`);
    const select = await screen.findByLabelText(own.payingFrom);
    expect(select).toHaveValue('');
    await user.type(screen.getByLabelText(own.vpaLabel), 'asha@upi');
    await user.click(screen.getByRole('button', { name: pay.payNow }));
    expect(await screen.findByText(pay.bankAccountRequired, { selector: '.field-error' })).toBeInTheDocument();
    expect(callsTo(state, R.makePayment.path)).toHaveLength(0);
  });

  it('a refused payment goes to /payment-error with the refund wording', async () => {
    const { user, app } = open(`/upi-payment?${query()}`, {
      payment: () => okPayment({ status: 'REFUSED', next: '/payment-error?paymentUrl=%2Forder-summary%3FpaymentUrl%3Dx&orderNo=9100001', message: productMessages.payment.paymentFailed }),
    });
    await user.type(await screen.findByLabelText(own.vpaLabel), 'asha@upi');
    await user.click(screen.getByRole('button', { name: pay.payNow }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-error'));
    expect(await screen.findByText('Your payment attempt has failed. Any amount debited from your account will be refunded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: own.tryAgain })).toHaveAttribute('href', '/order-summary?paymentUrl=x');
  });
});

describe('/neft-payment (spec 3 §2, §5)', () => {
  it('step two: Confirm Payment disabled until a UTR is in; the server field message; then /thank-you', async () => {
    let first = true;
    const { state, user, app } = open(`/neft-payment?${query()}`, {
      payment: () => {
        if (!first) return okPayment({ paymentMode: 2 });
        first = false;
        return fail(400, 'VALIDATION_FAILED', pay.utrRequired);
      },
    });
    await user.click(await screen.findByRole('button', { name: own.neftNext }));
    expect(screen.getByRole('heading', { name: pay.enterUtrNumber })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: pay.confirmPayment });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(own.utrLabel), 'x');
    await user.clear(screen.getByLabelText(own.utrLabel));
    expect(screen.getByText(pay.utrRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(own.utrLabel), 'UTR12345');
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: pay.confirmPayment }));
    await waitFor(() => expect(path(app)).toBe('/thank-you?orderNo=9100001&loopBackUrl=42'));
    expect(callsTo(state, R.makePayment.path).at(-1)!.body).toMatchObject({ paymentMode: 2, neftReferenceNumber: 'UTR12345', bankAccountNumber: ACCOUNT });
  });
});

describe('/cheque-payment (spec 3 §2, §5, §9)', () => {
  it("the cheque's rules, favour name and amount; Generate Challan opens the PDF, then /thank-you", async () => {
    const openWindow = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', openWindow);
    const { state, user, app } = open(`/cheque-payment?${query()}`, {
      payment: () => okPayment({ paymentMode: 1, challanPath: '/challan?encryptedGroupId=77' }),
    });
    expect(await screen.findByText('Indian Clearing Corporation Limited - MFSS')).toBeInTheDocument();
    // The total and the cheque amount.
    expect(screen.getAllByText('₹5,000.00')).toHaveLength(2);
    const number = screen.getByLabelText(own.chequeNumberLabel);
    await user.click(screen.getByRole('button', { name: pay.generateChallan }));
    expect(await screen.findByText(pay.chequeNumberRequired)).toBeInTheDocument();
    await user.type(number, '12a3');
    await user.click(screen.getByRole('button', { name: pay.generateChallan }));
    expect(await screen.findByText(pay.chequeNumberInvalid)).toBeInTheDocument();
    const date = screen.getByLabelText(own.chequeDateLabel);
    const today = istDate(new Date());
    await user.clear(date);
    await user.click(screen.getByRole('button', { name: pay.generateChallan }));
    expect(await screen.findByText(pay.chequeDateRequired)).toBeInTheDocument();
    await user.type(date, formatDisplayDate(shiftIsoDate(today, { days: -71 })));
    await user.click(screen.getByRole('button', { name: pay.generateChallan }));
    expect(await screen.findByText(productMessages.checkout.chequeDateWindow)).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, formatDisplayDate(today));
    await user.type(number, '456');
    await user.click(screen.getByRole('button', { name: pay.generateChallan }));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith('/api/v1/checkout/challan/77', '_blank'));
    expect(callsTo(state, R.makePayment.path)[0]!.body).toMatchObject({ paymentMode: 1, chequeNumber: '123456', chequeDate: formatDisplayDate(today) });
    expect(callsTo(state, R.getChallan.path)[0]!.query.get('groupId')).toBe('77');
    expect(await screen.findByText('24/11/2026')).toBeInTheDocument();
    // Spec 3 §4: /thank-you after 2 s.
    await waitFor(() => expect(path(app)).toBe('/thank-you?orderNo=9100001&loopBackUrl=42'), { timeout: 10_000 });
  });

  it('N.A when nothing is left to pay; the clearing-day NAV note above ₹2,00,000', async () => {
    open(`/cheque-payment?${query()}`, { orders: summaryOf({ payableAmount: '0.00', canPay: false }) });
    expect(await screen.findByText('N.A')).toBeInTheDocument();
    expect(screen.queryByText(productMessages.checkout.clearingDayNav)).toBeNull();
  });

  it('shows the clearing-day NAV note for a cheque above ₹2,00,000', async () => {
    open(`/cheque-payment?${query()}`, { orders: summaryOf({ payableAmount: '250000.00' }) });
    expect(await screen.findByText(productMessages.checkout.clearingDayNav)).toBeInTheDocument();
  });
});

describe('/payment-mode (spec 1 §2): an order set already placed', () => {
  it('chooses the mode and account without an OTP or placing the orders again', async () => {
    const { state, user, app } = open('/payment-mode?loopBackUrl=42');
    await user.click(await screen.findByRole('button', { name: own.proceed }));
    expect(await screen.findByText(pay.modeRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cheque' }));
    await user.click(screen.getByRole('button', { name: own.proceed }));
    await waitFor(() => expect(path(app)).toBe(`/cheque-payment?${query()}`));
    expect(callsTo(state, R.saveBseOrder.path)).toHaveLength(0);
    expect(callsTo(state, R.sendTransactionOtp.path)).toHaveLength(0);
  });
});

describe('after payment (spec 3 §2)', () => {
  it('/v1/{loopBackUrl}: the order set as it stands; once allotted, the stamp duty, the NAV to 4 decimals and its date, and the units', async () => {
    // Worked by hand: ₹5,000 paid; stamp duty 0.005% of what buys units = 5000 × 0.005 / 100.005
    // = ₹0.2499… → ₹0.25; (5000 − 0.25) / 25.1234 = 199.00730… → 199.007 units (3 decimals, truncated).
    const { state } = open('/42', {
      orders: summaryOf({
        orders: [
          orderOf({
            remark: null,
            paymentStatus: 'APPROVED',
            allotment: { nav: '25.1234', units: '199.007', amount: '5000.00', navDate: '2026-11-25', stampDuty: '0.25' },
          }),
        ],
        canPay: false,
        payableAmount: '0.00',
      }),
    });
    const order = await screen.findByRole('article', { name: 'HDFC Flexi Cap Fund' });
    const fact = (label: string) => within(order).getByText(label).nextElementSibling?.textContent;
    expect(fact(own.allottedUnitsLabel)).toBe('199.007');
    expect(fact(own.navLabel)).toBe('₹25.1234');
    expect(fact(own.navDateLabel)).toBe('25/11/2026');
    expect(fact(own.stampDutyLabel)).toBe('₹0.25');
    // The exchange's 'APPROVED' in the product's words.
    expect(fact(own.paymentStatusLabel)).toBe('Payment Received');
    expect(within(order).queryByText('APPROVED')).toBeNull();
    // Back from the bank: the first read asks the exchange where the payment stands (decision 0095).
    expect(callsTo(state, R.getPaymentStatus.path)[0]!.query.get('pxOrderNumber')).toBe('42');
    expect(callsTo(state, R.getOrders.path)).toHaveLength(0);
  });

  it('/v1/{loopBackUrl} after the bank refused the payment: /payment-error, with Try Again to the summary', async () => {
    const { app } = open('/42', { orders: summaryOf({ orders: [orderOf({ paymentStatus: 'REJECTED' })], canPay: true }) });
    expect(await screen.findByText(productMessages.payment.paymentFailed)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/payment-error');
    const back = screen.getByRole('link', { name: own.tryAgain });
    expect(back.getAttribute('href')).toMatch(/^\/order-summary\?/);
  });

  it('/thank-you shows a refused payment as it stands (only the bank\'s return page leaves for /payment-error)', async () => {
    const { app, state } = open('/thank-you?orderNo=9100001&loopBackUrl=42', { orders: summaryOf({ orders: [orderOf({ paymentStatus: 'REJECTED' })], canPay: true }) });
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/thank-you');
    // Only the bank's return asks the exchange.
    expect(callsTo(state, R.getPaymentStatus.path)).toHaveLength(0);
  });

  it('/v1/{anything else} goes home with the 404 marker', async () => {
    const { app } = open('/not-an-order');
    await waitFor(() => expect(path(app)).toBe('/home?error=404'));
  });

  it('/thank-you shows the order number and, with the set, where it stands', async () => {
    open('/thank-you?orderNo=9100001&loopBackUrl=42');
    expect(await screen.findByRole('heading', { name: own.thankYouTitle })).toBeInTheDocument();
    expect(screen.getByText('9100001', { selector: 'strong' })).toBeInTheDocument();
    expect(await screen.findByText(own.allotmentPending)).toBeInTheDocument();
    // After a cheque challan the exchange says 'PAYMENT NOT INITIATED FOR GIVEN ORDER': the page says it in ours.
    expect(screen.getAllByText('Pending Payment')).toHaveLength(1);
    expect(screen.queryByText(/PAYMENT NOT INITIATED/)).toBeNull();
  });

  it('/challan shows the cheque details and the PDF link', async () => {
    open('/challan?encryptedGroupId=77');
    expect(await screen.findByText(productMessages.checkout.challanDepositBy('24/11/2026'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: own.openChallan })).toHaveAttribute('href', '/api/v1/checkout/challan/77');
  });

  it('/transaction-error offers the cart', async () => {
    open('/transaction-error');
    expect(await screen.findByText(own.transactionErrorLead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: pay.goToCart })).toHaveAttribute('href', '/cart-review');
  });
});
