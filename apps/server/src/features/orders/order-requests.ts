import { createHash } from 'node:crypto';
import { parseDecimal, parseDisplayDate, type PaymentMode, type PaymentModeCode } from '@sanchay/domain';
import type { PaymentRequest } from '../../integrations/exchange';
import { orderErrors } from './orders-errors';

// A submit and a payment as the investor asks for them, checked and put one way before any
// transaction: amounts to 2 decimals, units to 4, a folio for a redemption, each payment mode's
// fields (spec 3 §3, §5; the exchange checks them again).

/** One order of a submit. Schemes by AMFI code (the catalogue's id); amounts in rupees. */
export type OrderRequest =
  | { kind: 'purchase'; amfiCode: number; amount: string; /** Given: an additional purchase into it. */ folioNo?: string }
  | { kind: 'redemption'; amfiCode: number; folioNo: string; amount?: string; units?: string; allUnits?: boolean };

export interface PlaceOrdersInput {
  /** The caller's key for this submit: the same key gives the same order set, once. */
  idempotencyKey: string;
  orders: OrderRequest[];
}

export interface PayOrdersInput {
  idempotencyKey: string;
  orderSetId: string;
  /** Spec 3 §3: NET_BANKING 0, CHEQUE 1, NEFT 2, UPI 3, OTM 4 (the name or the code). */
  paymentMode: PaymentMode | PaymentModeCode;
  bankAccountNumber?: string;
  ifscCode?: string;
  neftReferenceNumber?: string;
  vpaId?: string;
  chequeNumber?: string;
  /** DD/MM/YYYY (spec 3 §3). */
  chequeDate?: string;
  mandateId?: string;
}

/** At most this many orders in one submit. */
export const MAX_ORDERS = 20;

export interface PreparedSet {
  key: string;
  wanted: NormalisedOrder[];
  hash: string;
}

/** A submit checked and normalised before any transaction: its key, its orders and their hash. */
export function prepareSet(input: PlaceOrdersInput): PreparedSet {
  const key = input.idempotencyKey.trim();
  if (!key || key.length > 100) throw orderErrors.keyReused();
  if (!input.orders.length) throw orderErrors.noOrders();
  if (input.orders.length > MAX_ORDERS) throw orderErrors.tooManyOrders();
  const wanted = input.orders.map(normaliseOrder);
  return { key, wanted, hash: createHash('sha256').update(JSON.stringify(wanted)).digest('hex') };
}

export type NormalisedOrder = {
  kind: 'purchase' | 'redemption';
  amfiCode: number;
  amount: string | null;
  units: string | null;
  allUnits: boolean;
  folioNo: string | null;
};

/** The order as stored and hashed: amounts to 2 decimals, units to 4, one way to say each thing. */
function normaliseOrder(o: OrderRequest): NormalisedOrder {
  if (!Number.isInteger(o.amfiCode) || o.amfiCode <= 0) throw orderErrors.schemeUnknown();
  const amount = (text: string | undefined) => {
    if (text === undefined || text.trim() === '') return null;
    const d = parseDecimal(text);
    if (!d || !d.gt(0) || d.decimalPlaces() > 2 || d.gt('100000000')) throw orderErrors.amountInvalid();
    return d.toFixed(2);
  };
  const folio = o.folioNo?.trim() || null;
  if (o.kind === 'purchase') {
    const a = amount(o.amount);
    if (!a) throw orderErrors.amountInvalid();
    return { kind: 'purchase', amfiCode: o.amfiCode, amount: a, units: null, allUnits: false, folioNo: folio };
  }
  if (!folio) throw orderErrors.redeemAmountRequired();
  if (o.allUnits) return { kind: 'redemption', amfiCode: o.amfiCode, amount: null, units: null, allUnits: true, folioNo: folio };
  const a = amount(o.amount);
  let units: string | null = null;
  if (o.units !== undefined && o.units.trim() !== '') {
    const u = parseDecimal(o.units);
    if (!u || !u.gt(0) || u.decimalPlaces() > 4) throw orderErrors.unitsInvalid();
    units = u.toFixed(4);
  }
  if ((a === null) === (units === null)) throw orderErrors.redeemAmountRequired();
  return { kind: 'redemption', amfiCode: o.amfiCode, amount: a, units, allUnits: false, folioNo: folio };
}

/** The payment request's fields for a mode (spec 3 §5 Payment's rules; the exchange checks them again). */
export function modeFields(mode: PaymentMode, input: PayOrdersInput): Partial<PaymentRequest> {
  const account = input.bankAccountNumber?.trim();
  const base = { ...(account ? { accountnumber: account } : {}), ...(input.ifscCode?.trim() ? { ifsc: input.ifscCode.trim() } : {}) };
  switch (mode) {
    case 'NEFT': {
      if (!account) throw orderErrors.bankAccountRequired();
      const utr = input.neftReferenceNumber?.trim();
      if (!utr) throw orderErrors.utrRequired();
      return { ...base, NEFTreference: utr };
    }
    case 'UPI': {
      if (!account) throw orderErrors.bankAccountRequired();
      const vpa = input.vpaId?.trim();
      if (!vpa) throw orderErrors.vpaRequired();
      return { ...base, vpaid: vpa };
    }
    case 'CHEQUE': {
      if (!account) throw orderErrors.bankAccountRequired();
      if (!/^\d{6}$/.test(input.chequeNumber?.trim() ?? '')) throw orderErrors.chequeNumberInvalid();
      const date = input.chequeDate ? parseDisplayDate(input.chequeDate) : null;
      if (!date) throw orderErrors.chequeDateRequired();
      return { ...base, chequeNumber: input.chequeNumber!.trim(), chequeDate: date };
    }
    case 'OTM': {
      const mandate = input.mandateId?.trim();
      if (!mandate) throw orderErrors.mandateRequired();
      return { ...base, mandateid: mandate };
    }
    case 'NET_BANKING':
      return base;
  }
}
