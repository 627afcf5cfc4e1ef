import type { ExchangePaymentStatus, PaymentMode } from '@sanchay/domain';

// The exchange's order calls (BSE StAR MF in production): order entry, payment, payment status and
// the allotment statement. Field names and reply shapes are BSE's, as its public clients show
// (orderEntryParam; pipe-separated replies; the allotment statement's AllottedNav/AllottedUnit/
// AllottedAmt). The product maps them to the spec's statuses; the port itself only carries them.
// README.md beside this file documents each call.

/** The orderEntryParam fields the product sends (lumpsum purchase and redemption). */
export interface OrderEntryRequest {
  /** NEW (modification and cancellation are not offered). */
  TransCode: 'NEW';
  /** The member's unique reference for this entry, unique per member per day; a retry reuses it. */
  TransNo: string;
  UserID: string;
  MemberId: string;
  ClientCode: string;
  /** BSE scheme code (the sandbox's: `<AMFI code>-DP-GR`). */
  SchemeCd: string;
  /** P purchase, R redemption. */
  BuySell: 'P' | 'R';
  BuySellType: 'FRESH' | 'ADDITIONAL';
  /** P physical (non-demat): units are held in a folio. */
  DPTxn: 'P';
  /** Amount in rupees ('' when by quantity or all units). */
  OrderVal: string;
  /** Units ('' when by amount or all units). */
  Qty: string;
  /** Y: redeem every unit in the folio. */
  AllRedeem: 'Y' | 'N';
  /** '' for a fresh purchase: the registrar opens a folio. */
  FolioNo: string;
  Remarks?: string;
}

/** The order-entry reply: TransCode|TransNo|OrderId|UserID|MemberId|ClientCode|BSERemarks|SuccessFlag. */
export interface OrderEntryReply {
  TransCode: string;
  TransNo: string;
  /** The exchange's order number; '0' when refused. */
  OrderId: string;
  UserID: string;
  MemberId: string;
  ClientCode: string;
  /** `ORD CONF: Your Request for FRESH PURCHASE …` or `FAILED: …`. */
  BSERemarks: string;
  /** '0' accepted, '1' refused. */
  SuccessFlag: '0' | '1';
}

const REPLY_FIELDS = [
  'TransCode',
  'TransNo',
  'OrderId',
  'UserID',
  'MemberId',
  'ClientCode',
  'BSERemarks',
  'SuccessFlag',
] as const;

/** The reply as the exchange sends it: its fields joined with '|'. */
export function formatOrderEntryReply(reply: OrderEntryReply): string {
  return REPLY_FIELDS.map((f) => reply[f]).join('|');
}

/** Reads a pipe-separated order-entry reply; remarks may themselves hold no '|' (BSE's never do). */
export function parseOrderEntryReply(text: string): OrderEntryReply {
  const parts = text.split('|');
  if (parts.length !== REPLY_FIELDS.length)
    throw new TypeError(`Not an order-entry reply: ${JSON.stringify(text)}`);
  const flag = parts[7];
  if (flag !== '0' && flag !== '1')
    throw new TypeError(`Unknown SuccessFlag ${JSON.stringify(flag)}`);
  return {
    TransCode: parts[0]!,
    TransNo: parts[1]!,
    OrderId: parts[2]!,
    UserID: parts[3]!,
    MemberId: parts[4]!,
    ClientCode: parts[5]!,
    BSERemarks: parts[6]!,
    SuccessFlag: flag,
  };
}

/**
 * A payment for one or more orders (BSE's payment-gateway call, its field names; cheque fields
 * are the sandbox's, BSE takes cheques through a challan). `paymentMode` is the spec's mode.
 */
export interface PaymentRequest {
  membercode: string;
  clientcode: string;
  paymentMode: PaymentMode;
  /** The exchange order numbers paid for. */
  ordernumber: string[];
  /** Must equal the sum of the orders' amounts. */
  totalamount: string;
  /** The member's reference for this payment: a retry with the same one gets the first answer. */
  internalrefno: string;
  accountnumber?: string;
  ifsc?: string;
  /** NEFT/RTGS: the UTR. */
  NEFTreference?: string;
  /** UPI: the investor's VPA. */
  vpaid?: string;
  /** OTM: the approved mandate debited. */
  mandateid?: string;
  chequeNumber?: string;
  /** YYYY-MM-DD, the date on the cheque. */
  chequeDate?: string;
}

/** statuscode 100 accepted, 101 refused; responsestring: the bank page, challan text or the reason. */
export interface PaymentReply {
  statuscode: '100' | '101';
  internalrefno: string;
  responsestring: string;
}

/** Payment status of an order: `100` with one of the four status strings, or `101 INVALID ORDER NUMBER`. */
export interface PaymentStatusReply {
  statuscode: '100' | '101';
  status: ExchangePaymentStatus | 'INVALID ORDER NUMBER';
}

/** A row of the allotment statement (BSE's field names; NAV 4 decimals, units at the scheme's precision, amount 2). */
export interface AllotmentStatementRow {
  OrderNo: string;
  OrderDate: string;
  ReportDate: string;
  SettType: string;
  ClientCode: string;
  SchemeCode: string;
  RTASchemeCode: string;
  ISIN: string;
  FolioNo: string;
  OrderType: string;
  BuySell: 'P' | 'R';
  NavDate: string;
  AllottedNav: string;
  AllottedUnit: string;
  AllottedAmt: string;
  StampDuty: string;
  ValidFlag: 'Y' | 'N';
  /** Redemptions: the STT taken (2 dp; '0.00' otherwise). */
  Stt?: string;
  /** Redemptions, STP-outs and SWPs: the exit load taken (2 dp; '0.00' otherwise; decision 0124). */
  ExitLoad?: string;
  /** Redemptions: the settlement day the payout is due (YYYY-MM-DD; '' otherwise). */
  PayoutDate?: string;
  /** Redemptions: the day the payout was credited (YYYY-MM-DD; '' until then). */
  PaidOutOn?: string;
}

export interface ExchangeOrderPort {
  /**
   * Enters an order. Idempotent by (MemberId, TransNo) within the exchange's day: a repeat returns
   * the first reply, accepted or refused. Throws ExchangeUnavailableError when the exchange does
   * not answer (then the same TransNo may be sent again).
   */
  orderEntry(request: OrderEntryRequest): Promise<OrderEntryReply>;
  /** Pays for orders. Idempotent by (membercode, internalrefno). */
  payment(request: PaymentRequest): Promise<PaymentReply>;
  paymentStatus(clientCode: string, orderNo: string): Promise<PaymentStatusReply>;
  /** Allotments reported from `fromDate` to `toDate` (YYYY-MM-DD, by report date), oldest first. */
  allotmentStatement(query: {
    fromDate: string;
    toDate: string;
    clientCode?: string;
  }): Promise<AllotmentStatementRow[]>;
}
