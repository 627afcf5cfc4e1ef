// A stand-in server for the checkout's component tests: the signed-in investor (the onboarding
// kit's profile and session), the cart, the mandates and the checkout routes, each answered
// through the contract's schemas.
import {
  activeOrders,
  bseStatus,
  cartDetails,
  cartRoutes,
  challanDetails,
  checkoutRoutes,
  mandateList,
  mandateRoutes,
  orderSummary,
  paymentOutcome,
  sessionRoutes,
  stepUpOtpVerified,
  transactionOtpSent,
  type CartDetails,
  type ChallanDetails,
  type CheckoutOrder,
  type MandateView,
  type OrderSummary,
  type PaymentOutcome,
} from '@sanchay/contract';
import { z } from 'zod';
import { bankAccountOf, fakeOnboardingServer, profileOf } from '../onboarding/onboarding-test-kit';
import { advisorSession, fail, ok, signedInSession } from '../session/testing/session-fixtures';

const R = checkoutRoutes;
export const CART_ID = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT = '123456789012';
export const UCC = 'SN00000001';

export function cartWith(items: { type: 'SIP' | 'Lumpsum'; amount: string }[], agentStatus: 'approved' | 'pending' = 'approved'): CartDetails {
  return cartDetails.parse({
    cartId: CART_ID,
    noOfItems: items.length,
    amount: '5000.00',
    agentStatus,
    activeMintPackInvestmentDetailList: [],
    activeCustomizedInvestmentDetailList: items.map((item, i) => ({
      totalAmount: item.amount,
      investmentDetail: [
        { investmentId: `i${i}`, investmentType: item.type, investmentFrequency: item.type === 'SIP' ? 1 : 0, sipDate: 5, numOfInstallments: 12, amount: item.amount },
      ],
      mutualFund: {
        fundName: 'HDFC Flexi Cap Fund - Direct Plan - Growth', schemeId: 200001, brand: 'HDFC Mutual Fund', category: 'Equity',
        subCategory: 'Flexi Cap', schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth', sipDates: [1, 5, 10],
      },
    })),
  });
}

export const orderOf = (over: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  key: 'L1', mutualFund: { schemeName: 'HDFC Flexi Cap Fund - Direct Plan - Growth', subCategory: 'Flexi Cap' }, amount: '5000.00',
  investmentType: 'Lumpsum', orderStatus: 'VALID', bseOrderNumber: '9100001', sipDate: null, numOfInstallments: null,
  createdDate: '2026-11-24T06:30:00.000Z', remark: 'Pending Payment', exchangeRemarks: null,
  paymentStatus: 'PAYMENT NOT INITIATED FOR GIVEN ORDER', allotment: null, ...over,
});

export const summaryOf = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  loopBackUrl: '42', ucc: UCC, cartId: CART_ID, validTill: '2026-11-24T18:29:59.999Z',
  paymentUrl: '/order-summary?paymentUrl=loopBackUrl%3D42', orders: [orderOf()], payableAmount: '5000.00', canPay: true, saveErrors: [], ...over,
});

export const approvedMandate: MandateView = {
  bseMandateId: '501', type: 'N', status: 'Approved', statusLabel: 'Approved', startDate: '21/08/2026', endDate: '31/12/2099',
  amount: '100000.00', bankAccountNumber: 'XXXX9012', bankName: 'State Bank of India', createdDate: '21/08/2026', canUploadForm: false, remarks: '',
};

export interface CheckoutServer {
  cart: CartDetails;
  active: z.input<typeof activeOrders>;
  highRisk: boolean;
  /** What verify answers: a match, a wrong code or an expired one. */
  verify: 'match' | 'wrong' | 'expired';
  mandates: MandateView[];
  save: () => Response;
  payment: (body: Record<string, unknown>) => Response;
  orders: OrderSummary;
  challan: ChallanDetails;
  calls: { path: string; method: string; query: URLSearchParams; body: Record<string, unknown> }[];
  advisor: boolean;
  /** The send answers the code already sent (the popup opened again within the resend wait). */
  reusedOtp: boolean;
}

export const okSummary = (summary: OrderSummary) => ok(orderSummary, summary);
export const okPayment = (outcome: Partial<PaymentOutcome> = {}) =>
  ok(paymentOutcome, { groupId: '77', paymentMode: 3, totalAmount: '5000.00', status: 'ACCEPTED', redirectUrl: null, challanPath: null, next: '/thank-you?orderNo=9100001', message: null, ...outcome });
export { fail, ok };

/** The signed-in onboarded investor with one verified account, and the checkout's routes. */
export function checkoutServer(initial: Partial<CheckoutServer> = {}): CheckoutServer {
  const state: CheckoutServer = {
    cart: cartWith([{ type: 'Lumpsum', amount: '5000.00' }]),
    active: [],
    highRisk: false,
    verify: 'match',
    mandates: [approvedMandate],
    save: () => okSummary(summaryOf()),
    payment: () => okPayment(),
    orders: summaryOf(),
    challan: {
      challanUrl: '/api/v1/checkout/challan/77', fileTtype: 'application/pdf', chequeFavourName: 'Indian Clearing Corporation Limited - MFSS',
      chequeAmount: '₹5,000', chequeNumber: '123456', depositDate: '24/11/2026', clearingDayNavNote: null,
    },
    calls: [],
    advisor: false,
    reusedOtp: false,
    ...initial,
  };
  const session = state.advisor ? advisorSession() : signedInSession();
  const server = fakeOnboardingServer({
    session,
    profile: profileOf({ ucc: UCC, registeredWithBse: 3, personalDetailsSaved: true, userBankDetailsList: [bankAccountOf({ bankAccountNumber: ACCOUNT })] }),
  });
  const previous = globalThis.fetch;
  // Records every call with its query (the onboarding kit records POST bodies only).
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    state.calls.push({ path: url.pathname, method: init?.method ?? 'GET', query: url.searchParams, body });
    return previous(input, init);
  }) as typeof fetch;
  server.override = (path) => {
    const last = state.calls.at(-1);
    switch (path) {
      case cartRoutes.getCartDetails.path:
        return ok(cartDetails, state.cart);
      case sessionRoutes.checkBseStatus.path:
        return ok(bseStatus, { registeredWithBse: 3, onboarded: true });
      case mandateRoutes.listMandates.path:
        return ok(mandateList, { mandates: state.mandates });
      case R.getOrderDetails.path:
        return ok(activeOrders, state.active);
      case R.discardOrders.path:
      case R.discardActiveCart.path:
        return ok(z.boolean(), true);
      case R.sendTransactionOtp.path:
        return ok(
          transactionOtpSent,
          state.reusedOtp
            ? { mobile: 'XXXXXX0001', expiresInSeconds: 290, resendAfterSeconds: 20, resendsLeft: 3, highRisk: state.highRisk, reused: true }
            : { mobile: 'XXXXXX0001', expiresInSeconds: 300, resendAfterSeconds: 60, resendsLeft: 3, highRisk: state.highRisk },
        );
      case R.verifyTransactionOtp.path:
        return ok(stepUpOtpVerified, {
          otpMatched: state.verify === 'match', expired: state.verify === 'expired', attemptsLeft: 2,
          authorisedUntil: state.verify === 'match' ? '2026-11-24T07:00:00.000Z' : null,
        });
      case R.saveBseOrder.path:
        return state.save();
      case R.makePayment.path:
        return state.payment(last?.body ?? {});
      case R.getOrders.path:
      case R.getPaymentStatus.path:
        return okSummary(state.orders);
      case R.getChallan.path:
        return ok(challanDetails, state.challan);
      default:
        return undefined;
    }
  };
  return state;
}

/** The calls made to one route. */
export const callsTo = (server: CheckoutServer, path: string) => server.calls.filter((c) => c.path === path);
