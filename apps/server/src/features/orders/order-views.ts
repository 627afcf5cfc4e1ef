import { EXCHANGE_PAYMENT_STATUSES, messages, type PaymentMode } from '@sanchay/domain';
import type * as q from './orders.queries';

// An order and a payment as the product shows them (spec 3 §3, §4), from their rows.

/** An order as the product shows it (spec 3 §3 Order). */
export interface OrderView {
  id: string;
  schemeCode: string;
  buySell: 'P' | 'R';
  buySellType: 'FRESH' | 'ADDITIONAL';
  amount: string | null;
  units: string | null;
  allUnits: boolean;
  folioNo: string | null;
  /** VALID, or otherwise: ENTERING (no answer yet), INVALID (refused), UNANSWERED. */
  orderStatus: q.OrderRow['order_status'];
  bseOrderNumber: string | null;
  remarks: string | null;
  /**
   * Spec 3 §4 Order summary's remark: VALID with an order number is Pending Payment (a lumpsum
   * not paid yet); an order the exchange refused or never answered is Registration Error.
   */
  remarkLabel: string | null;
  /** The exchange's payment status strings (spec 3 §9), purchases only. */
  paymentStatus: string | null;
  /** What the exchange allotted; the NAV's date and the stamp duty as the ledger recorded them (null before it has). */
  allotment: { nav: string; units: string; amount: string; navDate: string | null; stampDuty: string | null } | null;
}

export interface OrderSetView {
  id: string;
  orders: OrderView[];
}

export interface PaymentView {
  id: string;
  paymentMode: PaymentMode;
  totalAmount: string;
  orderNumbers: string[];
  /** SENDING (no answer yet), ACCEPTED, REFUSED, UNANSWERED. */
  status: q.PaymentRow['status'];
  /** The bank page (net banking, UPI), AWAITING FOR FUNDS CONFIRMATION, the challan text, or why refused. */
  responseString: string | null;
}

/** An order row as shown, with the order summary's remark. */
export function orderView(o: q.OrderRow): OrderView {
  return {
    id: o.id,
    schemeCode: o.scheme_code,
    buySell: o.buy_sell,
    buySellType: o.buy_sell_type,
    amount: o.amount,
    units: o.units,
    allUnits: o.all_units,
    folioNo: o.folio_no,
    orderStatus: o.order_status,
    bseOrderNumber: o.bse_order_no,
    remarks: o.remarks,
    remarkLabel:
      o.order_status === 'INVALID' || o.order_status === 'UNANSWERED'
        ? messages.payment.registrationError
        : o.order_status === 'VALID' && o.bse_order_no && o.buy_sell === 'P' && o.allotted_at === null && o.payment_status !== EXCHANGE_PAYMENT_STATUSES.approved
          ? messages.payment.pendingPayment
          : null,
    paymentStatus: o.payment_status,
    allotment:
      o.allotted_at && o.allotted_nav && o.allotted_units && o.allotted_amount
        ? { nav: o.allotted_nav, units: o.allotted_units, amount: o.allotted_amount, navDate: o.allotted_nav_date, stampDuty: o.allotted_stamp_duty }
        : null,
  };
}

/** A payment row as shown. */
export function paymentView(p: q.PaymentRow): PaymentView {
  return {
    id: p.id,
    paymentMode: p.payment_mode as PaymentMode,
    totalAmount: p.total_amount,
    orderNumbers: p.order_nos.split(','),
    status: p.status,
    responseString: p.response_string,
  };
}
