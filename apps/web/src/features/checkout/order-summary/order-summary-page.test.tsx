import { checkoutRoutes, currentUser, orderSummary, paymentLink, sessionRoutes, shareAnswer, type CheckoutOrder, type CurrentUser, type OrderSummary } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setCsrfToken } from '../../../app/api-client';
import { renderApp } from '../../../testing/render-app';
import { advisorSession, fail, guestSession, ok, signedInSession } from '../../session/testing/session-fixtures';
import { NOT_AUTHORISED_HOME_AFTER_MS } from './order-summary-page';

const R = checkoutRoutes;
const pay = messages.payment;

const link = { loopBackUrl: '41', ucc: 'SN00000001', validTill: '2026-11-24T18:29:59.999Z', cartId: '5d1c2f7e-6f7e-4c1a-9a38-2f4b8c9d0e11' };
const PAGE = `/order-summary${paymentLink(link).slice('/order-summary'.length)}`;

const orderOf = (o: Partial<CheckoutOrder>): CheckoutOrder => ({
  key: 'L1', mutualFund: { schemeName: 'Axis Bluechip Fund Direct Growth', subCategory: 'Large Cap' }, amount: '5000.00', investmentType: 'Lumpsum',
  orderStatus: 'VALID', bseOrderNumber: '9100001', sipDate: null, numOfInstallments: null, createdDate: '2026-11-24T05:00:00.000Z',
  remark: pay.pendingPayment, exchangeRemarks: null, paymentStatus: 'NOT INITIATED', allotment: null, ...o,
});
const invalidLumpsum = orderOf({ key: 'L2', mutualFund: { schemeName: 'HDFC Small Cap Fund Direct Growth', subCategory: 'Small Cap' }, orderStatus: 'INVALID', bseOrderNumber: null, remark: pay.registrationError, exchangeRemarks: 'Scheme not available.' });
const activeSip = orderOf({ key: 'S3', mutualFund: { schemeName: 'Parag Parikh Flexi Cap Fund Direct Growth', subCategory: 'Flexi Cap' }, investmentType: 'SIP', amount: '2000.00', bseOrderNumber: '7700001', sipDate: 5, numOfInstallments: 120, remark: pay.activeSip });

const summaryOf = (orders: CheckoutOrder[], overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  loopBackUrl: link.loopBackUrl, ucc: link.ucc, cartId: link.cartId, validTill: link.validTill, paymentUrl: paymentLink(link), orders,
  payableAmount: '5000.00', canPay: true, saveErrors: [], ...overrides,
});

interface Fake {
  session: CurrentUser;
  list: () => Response;
  posts: { path: string; body: Record<string, unknown> }[];
  listCalls: URLSearchParams[];
}

function fakeServer(initial: Partial<Fake>): Fake {
  const server: Fake = { session: signedInSession(), list: () => ok(orderSummary, summaryOf([orderOf({})])), posts: [], listCalls: [], ...initial };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (method === 'POST') server.posts.push({ path: url.pathname, body });
    switch (url.pathname) {
      case sessionRoutes.getCurrentUser.path:
        return ok(currentUser, server.session);
      case R.getOrderList.path:
        server.listCalls.push(url.searchParams);
        return server.list();
      case R.reportInvalidOrders.path:
        return ok(z.object({ message: z.string() }), { message: productMessages.payment.reportErrorThanks });
      case R.sharePaymentLink.path:
        return ok(shareAnswer, { message: pay.shareLinkSuccess });
      default:
        return fail(404, 'NOT_FOUND', 'Not found in this test');
    }
  });
  return server;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

describe('/order-summary by payment link (spec 3 §4 "Order summary")', () => {
  it('asks a signed-out visitor to log in, and does not ask for the orders', async () => {
    const server = fakeServer({ session: guestSession() });
    renderApp(PAGE);
    expect(await screen.findByRole('dialog', { name: 'Login / Register' })).toBeInTheDocument();
    expect(screen.getByText(messages.session.notAuthorized)).toBeInTheDocument();
    expect(server.listCalls).toHaveLength(0);
  });

  it('lists the orders VALID first with their remarks and the payable total, asked with the link fields', async () => {
    const server = fakeServer({ list: () => ok(orderSummary, summaryOf([invalidLumpsum, orderOf({}), activeSip])) });
    renderApp(PAGE);
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByText(/Fund$/).textContent)).toEqual([
      // Display names (catalogue/fund-display-name): the plan and option are not part of them.
      'Axis Bluechip Fund',
      'Parag Parikh Flexi Cap Fund',
      'HDFC Small Cap Fund',
    ]);
    expect(within(cards[0]!).getByText(pay.pendingPayment)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(pay.activeSip)).toBeInTheDocument();
    expect(within(cards[2]!).getByText(pay.registrationError)).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Scheme not available.')).toBeInTheDocument();
    expect(screen.getByText('Total payable amount').parentElement).toHaveTextContent('Total payable amount₹5,000.00');
    expect(server.listCalls[0]?.get('loopBackUrl')).toBe('41');
    expect(server.listCalls[0]?.get('ucc')).toBe('SN00000001');
    expect(server.listCalls[0]?.get('cartId')).toBe(link.cartId);
    // One valid order: nothing reported by itself.
    expect(server.posts.filter((p) => p.path === R.reportInvalidOrders.path)).toHaveLength(0);
  });

  it('Proceed to Payment opens the payment popup page with the set; Go to Cart goes to the cart', async () => {
    const user = userEvent.setup();
    fakeServer({});
    const { router } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: pay.proceedToPayment }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-mode'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('loopBackUrl')).toBe('41');
    expect(query.get('paymentUrl')).toBe(paymentLink(link));
    // The order summary is left behind (the mode page may offer its own way back to the cart).
    await waitFor(() => expect(screen.queryByRole('button', { name: pay.proceedToPayment })).toBeNull());
  });

  it('Go to Cart leads to the cart', async () => {
    fakeServer({});
    renderApp(PAGE);
    expect(await screen.findByRole('link', { name: pay.goToCart })).toHaveAttribute('href', '/cart-review');
  });

  it('Report Error reports the invalid orders and shows the thank-you message', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ list: () => ok(orderSummary, summaryOf([orderOf({}), invalidLumpsum])) });
    renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: pay.reportError }));
    expect(await screen.findByText(productMessages.payment.reportErrorThanks)).toHaveAttribute('role', 'status');
    expect(server.posts.find((p) => p.path === R.reportInvalidOrders.path)?.body).toEqual({ loopBackUrl: '41', orderDetailsList: ['L2'] });
    expect(screen.queryByRole('button', { name: pay.reportError })).toBeNull();
  });

  it('with no valid order reports them by itself, once, and cannot pay', async () => {
    const server = fakeServer({ list: () => ok(orderSummary, summaryOf([invalidLumpsum], { payableAmount: '0.00', canPay: false })) });
    renderApp(PAGE);
    expect(await screen.findByText(productMessages.payment.reportErrorThanks)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: pay.proceedToPayment })).toBeDisabled();
    expect(server.posts.filter((p) => p.path === R.reportInvalidOrders.path)).toEqual([
      { path: R.reportInvalidOrders.path, body: { loopBackUrl: '41', orderDetailsList: ['L2'] } },
    ]);
  });

  it('shows the expiry message for an expired link', async () => {
    fakeServer({ list: () => fail(400, 'VALIDATION_FAILED', pay.linkExpired) });
    renderApp(PAGE);
    expect(await screen.findByText(pay.linkExpired)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: pay.goToCart })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: pay.proceedToPayment })).toBeNull();
  });

  it("another investor's link: not authorised, then home after 6 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeServer({ list: () => fail(403, 'FORBIDDEN', pay.notAuthorisedForOrder) });
    const { router } = renderApp(PAGE);
    expect(await screen.findByText(pay.notAuthorisedForOrder)).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/order-summary');
    await act(async () => {
      vi.advanceTimersByTime(NOT_AUTHORISED_HOME_AFTER_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a link without its fields is not authorised either', async () => {
    fakeServer({});
    renderApp('/order-summary?paymentUrl=nothing');
    expect(await screen.findByText(pay.notAuthorisedForOrder)).toHaveAttribute('role', 'alert');
  });
});

describe('sharing the payment link (spec 3 §2, §6: advisors only)', () => {
  const advisor = () => advisorSession();

  it('is not offered to an investor', async () => {
    fakeServer({});
    renderApp(PAGE);
    await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.queryByRole('heading', { name: 'Share payment link with your customer' })).toBeNull();
  });

  it('an advisor shares by SMS: 10 digits asked for, then the success message', async () => {
    const user = userEvent.setup();
    const server = fakeServer({ session: advisor() });
    renderApp(PAGE);
    const share = (await screen.findByRole('heading', { name: 'Share payment link with your customer' })).closest('section')!;
    await user.click(within(share).getByRole('radio', { name: 'SMS' }));
    await user.type(within(share).getByLabelText("Customer's mobile number"), '98765');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(messages.share.smsTenDigits)).toHaveAttribute('role', 'alert');
    expect(server.posts.filter((p) => p.path === R.sharePaymentLink.path)).toHaveLength(0);

    await user.clear(within(share).getByLabelText("Customer's mobile number"));
    await user.type(within(share).getByLabelText("Customer's mobile number"), '9876543210');
    await user.click(within(share).getByRole('button', { name: 'Share' }));
    expect(await within(share).findByText(pay.shareLinkSuccess)).toHaveAttribute('role', 'status');
    expect(server.posts.find((p) => p.path === R.sharePaymentLink.path)?.body).toEqual({ type: 'sms', value: '9876543210', loopBackUrl: '41' });
  });
});
