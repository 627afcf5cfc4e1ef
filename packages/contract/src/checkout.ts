import { text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';
import { decimalString, isoDate } from './wire';
import { stepUpOtpSent, stepUpOtpVerified } from './profile';
import { checkShareTarget, shareAnswer, shareFields } from './share';

/**
 * Checkout and orders (spec 3 §2 "Payment and checkout", §4 Payment popup, Order summary, After
 * payment, Pending order popup, §5 Payment, §7 "Checkout and order", §8). A checkout is one
 * submit of the cart (the spec's order set; its id is the payment link's loopBackUrl and the
 * order list's pxOrderNumber). The web side: packages/contract/CHECKOUT.md.
 */

/** Spec 3 §3 Payment mode codes: NET_BANKING 0, CHEQUE 1, NEFT 2, UPI 3, OTM 4. */
export const paymentModeCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** A checkout's id as the payment link carries it (loopBackUrl, pxOrderNumber). */
const checkoutId = text().trim().regex(/^\d{1,18}$/, 'Expected an order number');

/**
 * Spec 3 §3 OTP request: flowType 1 (checkout) or 3 (redeem, spec 3 §7 Portfolio). Each flow's
 * OTP authorises only its own kind of order (decision 0106).
 */
export const transactionFlowType = z.union([z.literal(1), z.literal(3)]);
export type TransactionFlowType = z.infer<typeof transactionFlowType>;

export const sendTransactionOtpQuery = z.object({
  flowType: z.coerce.number().int().pipe(transactionFlowType),
  cartId: text().optional(),
  isB2B: z.enum(['true', 'false']).optional(),
});

export const transactionOtpSent = stepUpOtpSent.extend({
  /**
   * Spec 3 §7: responseData is the high-risk flag: a fund in the cart is riskier (riskometer) than
   * the investor's assessed risk profile. The advisor sees messages.payment.highRiskWarning.
   */
  highRisk: z.boolean(),
  /**
   * No new SMS: the popup was opened again within the resend wait of a code still valid, which
   * the investor types (the resend countdown is the wait left; decision 0096).
   */
  reused: z.boolean().optional(),
});
export type TransactionOtpSent = z.infer<typeof transactionOtpSent>;

export const verifyTransactionOtpBody = z.object({
  otp: text().trim().regex(/^\d{6}$/, 'Please enter correct OTP.'),
  flowType: transactionFlowType,
});

/** Spec 3 §3 Order, with the order summary's remark (spec 3 §4). */
export const checkoutOrder = z.object({
  /** The order's key. */
  key: z.string(),
  mutualFund: z.object({ schemeName: z.string(), subCategory: z.string() }),
  amount: decimalString,
  investmentType: z.enum(['Lumpsum', 'SIP']),
  /** VALID, or otherwise (ENTERING, INVALID, UNANSWERED). */
  orderStatus: z.string(),
  /** The exchange's order number (a SIP: its XSIP registration number). */
  bseOrderNumber: z.string().nullable(),
  sipDate: z.number().int().nullable(),
  numOfInstallments: z.number().int().nullable(),
  createdDate: z.string(),
  /** Pending Payment, Active SIP, Registration Error, or null (paid, allotted). */
  remark: z.string().nullable(),
  /** The exchange's refusal (`FAILED: …`) of an invalid order. */
  exchangeRemarks: z.string().nullable(),
  paymentStatus: z.string().nullable(),
  /**
   * What the exchange allotted: units at the NAV of `navDate` (the day the cut-off gave), the
   * amount paid and the stamp duty taken from it, as the ledger recorded them (null for
   * `navDate`/`stampDuty` only before the ledger has the entry), so the units can be checked by
   * hand: (amount − stamp duty) ÷ NAV.
   */
  allotment: z
    .object({ nav: decimalString, units: decimalString, amount: decimalString, navDate: isoDate.nullable(), stampDuty: decimalString.nullable() })
    .nullable(),
});
export type CheckoutOrder = z.infer<typeof checkoutOrder>;

export const orderSummary = z.object({
  /** The checkout's id: the link's loopBackUrl and the order list's pxOrderNumber. */
  loopBackUrl: z.string(),
  ucc: z.string(),
  cartId: z.string().nullable(),
  /** ISO instant: the link's last moment (the end of the IST day the orders were placed). */
  validTill: z.string(),
  /** /order-summary?paymentUrl=… (the link an advisor shares). */
  paymentUrl: z.string(),
  /** VALID first (spec 3 §4). */
  orders: z.array(checkoutOrder),
  /** The VALID lumpsums not paid yet (SIPs are paid by their mandate). */
  payableAmount: decimalString,
  canPay: z.boolean(),
  /** Spec 3 §8 "BSE order save" for each refused order: the message to show (4 s). */
  saveErrors: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The payment link's query (spec 3 §2 /order-summary). */
export const orderListQuery = z.object({
  loopBackUrl: checkoutId,
  ucc: text().trim().min(1).max(20),
  validTill: text().optional(),
  cartId: text().optional(),
});

/**
 * save BSE order (spec 3 §7): places the cart's orders once per trnxDetailId (the browser's key
 * for this submit: a double click, a retry or a second tab with the same key get the first).
 */
export const saveBseOrderQuery = z.object({
  trnxDetailId: text().trim().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, 'Expected a submit key'),
  ucc: text().trim().min(1).max(20),
  /** The approved mandate the cart's SIPs are registered on (required when the cart has SIPs). */
  mandateId: text().trim().max(20).optional(),
});

/** Spec 3 §3 Payment request, with the order set it pays and the browser's key for this attempt. */
export const makePaymentBody = z.object({
  loopBackUrl: checkoutId,
  /** The browser's key for this payment attempt (a double click sends the same). */
  paymentKey: text().trim().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, 'Expected a payment key'),
  paymentMode: paymentModeCode,
  bankAccountNumber: text().trim().max(18).optional(),
  neftReferenceNumber: text().trim().max(40).optional(),
  chequeDate: text().trim().max(10).optional(),
  chequeNumber: text().trim().max(10).optional(),
  vpaId: text().trim().max(100).optional(),
  mandateId: text().trim().max(20).optional(),
});
export type MakePaymentBody = z.input<typeof makePaymentBody>;

export const paymentOutcome = z.object({
  /** The payment's id: the challan's groupId. */
  groupId: z.string(),
  paymentMode: paymentModeCode,
  totalAmount: decimalString,
  /** ACCEPTED, REFUSED, UNANSWERED. */
  status: z.string(),
  /** Net banking and UPI: the bank's page; null otherwise. */
  redirectUrl: z.string().nullable(),
  /** Cheque: /challan?encryptedGroupId=… (the PDF opens, then /thank-you after 2 s). */
  challanPath: z.string().nullable(),
  /** Where the browser goes next: /thank-you?orderNo=…, or /payment-error?… on a refusal. */
  next: z.string(),
  /** The refusal's message (spec 3 §8 payment failed), null otherwise. */
  message: z.string().nullable(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** Spec 3 §7 report invalid orders / handle invalid or expired orders: the orders by their key. */
export const reportInvalidOrdersBody = z.object({
  loopBackUrl: checkoutId,
  orderDetailsList: z.array(text().trim().regex(/^[LS]\d{1,18}$/, 'Expected an order key')).max(40),
  isPaymentLinkExpired: z.boolean().optional(),
});

/** A challan's id: the cheque payment's numeric id (a bigint in the database; anything else never reaches SQL). */
const challanGroupId = text().trim().regex(/^\d{1,18}$/, 'Expected a challan id');

export const challanQuery = z.object({ groupId: challanGroupId });

/** GET challan / cheque payment details (spec 3 §2 /cheque-payment, §3 Challan response). */
export const challanDetails = z.object({
  challanUrl: z.string(),
  fileTtype: z.literal('application/pdf'),
  chequeFavourName: z.string(),
  /** 'N.A' when zero (spec 3 §2). */
  chequeAmount: z.string(),
  chequeNumber: z.string(),
  /** DD/MM/YYYY: the deposit date after the 15:00 cut-off. */
  depositDate: z.string(),
  /** The clearing-day NAV note for more than ₹2,00,000; null otherwise. */
  clearingDayNavNote: z.string().nullable(),
});
export type ChallanDetails = z.infer<typeof challanDetails>;

/** Hold on! (spec 3 §4 Pending order popup): the investor's active order sets, newest first. */
export const activeOrders = z.array(
  z.object({ loopBackUrl: z.string(), paymentUrl: z.string(), validTill: z.string(), payableAmount: decimalString }),
);

/** Share payment link (spec 3 §7 "share order summary content"): the set named, the channel and the address. */
export const sharePaymentLinkBody = z.object({ ...shareFields, loopBackUrl: checkoutId }).superRefine(checkShareTarget);
export type SharePaymentLinkBody = z.input<typeof sharePaymentLinkBody>;

const ucc = { in: 'query', field: 'ucc', names: 'ucc' } as const;

export const checkoutRoutes = {
  sendTransactionOtp: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/send-transaction-otp',
    summary: "Payment popup step one (flowType 1) or the Redeem dialog's OTP (flowType 3): an OTP to the investor's mobile, and the cart's high-risk flag; 403 AGENT_NOT_ALLOWED for an advisor's sale for a customer without NISM and ARN (agent-registration.ts)",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'cartId', names: 'cart' }] } },
    query: sendTransactionOtpQuery,
    response: transactionOtpSent,
  }),
  verifyTransactionOtp: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/verify-transaction-otp',
    summary: 'Checks the transaction OTP; a match lets this session place orders for 10 minutes (flowType 1) or place one redemption (flowType 3)',
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'cartId', names: 'cart' }] } },
    query: z.object({ cartId: text().optional() }),
    body: verifyTransactionOtpBody,
    response: stepUpOtpVerified,
  }),
  getOrderDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/get-order-details',
    summary: "Invest Now's check: the investor's active orders (data[0].paymentUrl), empty when none",
    tags: ['checkout'],
    access: 'signedIn',
    response: activeOrders,
  }),
  discardOrders: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/discard-orders',
    summary: "Hold on! → Cancel Order: the investor's active order sets are no longer offered for payment",
    tags: ['checkout'],
    access: 'signedIn',
    response: z.boolean(),
  }),
  discardActiveCart: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/discard-active-cart',
    summary: "Hold on! → Continue with Existing Order: empties the investor's cart",
    tags: ['checkout'],
    access: 'signedIn',
    response: z.boolean(),
  }),
  saveBseOrder: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/save-bse-order',
    summary:
      "Places the cart's orders at the exchange (lumpsums as orders, SIPs as XSIP registrations), once per trnxDetailId; needs the verified transaction OTP",
    tags: ['checkout'],
    access: {
      customerScoped: {
        caller: 'signedIn',
        identifiers: [ucc, { in: 'query', field: 'mandateId', names: 'mandate' }],
      },
    },
    query: saveBseOrderQuery,
    response: orderSummary,
  }),
  getOrderList: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/get-order-list',
    summary: 'The order summary by payment link: VALID first, remarks, the payable total; another ucc or an expired link refused',
    tags: ['checkout'],
    access: {
      customerScoped: {
        caller: 'signedIn',
        identifiers: [ucc, { in: 'query', field: 'loopBackUrl', names: 'order' }, { in: 'query', field: 'cartId', names: 'cart' }],
      },
    },
    query: orderListQuery,
    response: orderSummary,
  }),
  getOrders: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/get-orders',
    summary:
      "An order set's orders by pxOrderNumber (the thank-you page, after the link's day): payment status and allotment; the caller's own only",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'pxOrderNumber', names: 'order' }] } },
    query: z.object({ pxOrderNumber: checkoutId }),
    response: orderSummary,
  }),
  getPaymentStatus: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/get-payment-status',
    summary:
      "The bank's return (/v1/{loopBackUrl}): the order set with its payments' status asked of the exchange at once (at most once per order per 10 s); the caller's own only",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'pxOrderNumber', names: 'order' }] } },
    query: z.object({ pxOrderNumber: checkoutId }),
    response: orderSummary,
  }),
  makePayment: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/make-payment',
    summary: "Pays the order set's VALID unpaid lumpsums by one mode (spec 3 §3 codes), once per paymentKey; a paid set cannot be paid again",
    tags: ['checkout'],
    access: {
      customerScoped: {
        caller: 'signedIn',
        identifiers: [{ in: 'body', field: 'loopBackUrl', names: 'order' }, { in: 'body', field: 'mandateId', names: 'mandate' }],
      },
    },
    body: makePaymentBody,
    response: paymentOutcome,
  }),
  reportInvalidOrders: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/report-invalid-orders',
    summary:
      "Report Error, or the order summary's invalid or expired orders reported: recorded on the order set for a money expert's call; answers the thank-you message",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'loopBackUrl', names: 'order' }] } },
    body: reportInvalidOrdersBody,
    response: z.object({ message: z.string() }),
  }),
  getChallan: defineRoute({
    method: 'GET',
    path: '/api/v1/checkout/get-challan',
    summary: "A cheque payment's challan (responseData.challanUrl) and its cheque details",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'query', field: 'groupId', names: 'payment' }] } },
    query: challanQuery,
    response: challanDetails,
  }),
  sharePaymentLink: defineRoute({
    method: 'POST',
    path: '/api/v1/checkout/share-payment-link',
    summary:
      "An advisor sends the customer the order set's payment link by e-mail or SMS (through the outbox); the customer's own set, on the advisor's session only",
    tags: ['checkout'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'loopBackUrl', names: 'order' }] } },
    body: sharePaymentLinkBody,
    response: shareAnswer,
  }),
};

/** The challan's bytes (application/pdf), for the payer only. */
export const checkoutRawRoutes = {
  challanPdf: defineRawRoute({
    method: 'GET',
    path: '/api/v1/checkout/challan/:groupId',
    summary: "A cheque payment's challan as a PDF, for the payer only",
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'params', field: 'groupId', names: 'payment' }] } },
    params: z.object({ groupId: challanGroupId }),
  }),
};

export const challanPdfPath = (groupId: string) => `/api/v1/checkout/challan/${encodeURIComponent(groupId)}`;

/** The order summary's address for a checkout (spec 3 §2: the link carries loopBackUrl, ucc, validTill, cartId). */
export function paymentLink(link: { loopBackUrl: string; ucc: string; validTill: string; cartId: string | null }): string {
  const q = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
  const inner = q({ loopBackUrl: link.loopBackUrl, ucc: link.ucc, validTill: link.validTill, cartId: link.cartId ?? '' });
  return `/order-summary?${q({ paymentUrl: inner })}`;
}
