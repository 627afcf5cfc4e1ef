import { z } from 'zod';
import { formatIndianNumber, parseDecimal, toDecimal, Decimal } from '../money';
import { messages } from '../messages';
import { DEFAULT_SIP_DATES } from '../catalogue/sip-data';

// A cart item's rules (spec 3 §5 "Invest More", §9): an amount of 1 to 10000000 in whole rupees;
// a SIP runs 1 to 360 months (360 = until cancelled, 120 by default) on one of the scheme's
// allowed monthly dates (1 to 28 when it gives none); and the scheme's own minimums. The web
// dialog checks with these for comfort, the server with the same schemas for real.

export const INVEST_AMOUNT_MIN = 1;
export const INVEST_AMOUNT_MAX = 10_000_000;
export const SIP_MONTHS_MIN = 1;
export const SIP_MONTHS_MAX = 360;
export const SIP_MONTHS_DEFAULT = 120;
/** numOfSipInstallments for "Until Cancelled" (spec 3 §7). */
export const SIP_UNTIL_CANCELLED = 360;

export const investmentTypes = ['LUMPSUM', 'SIP'] as const;
export type InvestmentType = (typeof investmentTypes)[number];

/** Our own wording where the spec is silent (productMessages style). */
export const cartMessages = {
  schemeMinimum: (x: string) => `Minimum investment in this fund is ₹${x}`,
  purchaseNotAllowed: 'This fund is not open for investment',
  sipNotAllowed: 'This fund does not offer SIP',
  sipDateNotAllowed: 'Please select one of the fund’s SIP dates',
  fundNotFound: 'Fund not found',
  cartNotFound: 'Cart not found',
  itemNotFound: 'Cart item not found',
  notYourCart: 'This cart belongs to someone else',
  /** Invest More named a folio that holds none of this fund for the caller (our wording). */
  notYourFolio: 'This folio is not one of your holdings in this fund',
  added: 'Added to cart',
  removed: 'Removed from cart',
  updated: 'Cart updated',
} as const;

const m = messages.investMore;

type Issue = { message: string };

/** Whole-number text (or a number) → its value, or an issue with the spec's message. */
function wholeNumber(
  value: unknown,
  rules: { required: string; min: number; minMessage: string; max: number; maxMessage: string },
): number | Issue {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : 'x'
      : typeof value === 'string'
        ? value.trim().replace(/,/g, '')
        : '';
  if (text === '') return { message: rules.required };
  if (!/^-?\d+$/.test(text)) return { message: m.integersOnly };
  const n = Number(text);
  if (n < rules.min) return { message: rules.minMessage };
  if (n > rules.max) return { message: rules.maxMessage };
  return n;
}

function wholeNumberSchema(rules: Parameters<typeof wholeNumber>[1]) {
  return z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value, ctx) => {
    const r = wholeNumber(value, rules);
    if (typeof r === 'number') return r;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
}

/** The amount: required, whole rupees, 1 to 10000000; Indian grouping commas are allowed. Output: a decimal string. */
export const investAmountSchema = wholeNumberSchema({
  required: m.amountRequired,
  min: INVEST_AMOUNT_MIN,
  minMessage: m.amountMinimum,
  max: INVEST_AMOUNT_MAX,
  maxMessage: m.amountMaximum,
}).transform((n) => String(n));

/** The SIP duration in months: required, whole, 1 to 360. */
export const sipMonthsSchema = wholeNumberSchema({
  required: m.durationRequired,
  min: SIP_MONTHS_MIN,
  minMessage: m.durationMinimum,
  max: SIP_MONTHS_MAX,
  maxMessage: m.durationMaximum,
});

/** The monthly SIP date: required, one of the scheme's allowed dates (1 to 28 by default). */
export function sipDateSchema(allowed: readonly number[] = DEFAULT_SIP_DATES) {
  return z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((value, ctx) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: m.sipDateRequired });
      return z.NEVER;
    }
    const n = Number(text);
    if (!/^\d{1,2}$/.test(text) || !allowed.includes(n)) {
      ctx.addIssue({ code: 'custom', message: cartMessages.sipDateNotAllowed });
      return z.NEVER;
    }
    return n;
  });
}

export interface CartItemInput {
  investmentType: InvestmentType;
  amount: unknown;
  sipDate?: unknown;
  numOfInstallments?: unknown;
}

export interface ValidCartItem {
  investmentType: InvestmentType;
  /** Whole rupees, a decimal string. */
  amount: string;
  /** 1 for SIP (monthly), 0 for lumpsum. */
  frequency: 0 | 1;
  /** The SIP date; 1 for a lumpsum (spec 3 §7). */
  sipDate: number;
  /** SIP months (360 = until cancelled); 1 for a lumpsum. */
  numOfInstallments: number;
}

export type CartItemResult =
  | { ok: true; item: ValidCartItem }
  | { ok: false; fieldErrors: Partial<Record<'amount' | 'sipDate' | 'numOfInstallments', string>> };

/** Checks one item against the spec's field rules; every failing field gets its message. */
export function validateCartItem(
  input: CartItemInput,
  allowedSipDates: readonly number[] = DEFAULT_SIP_DATES,
): CartItemResult {
  const fieldErrors: Partial<Record<'amount' | 'sipDate' | 'numOfInstallments', string>> = {};
  const amount = investAmountSchema.safeParse(input.amount);
  if (!amount.success) fieldErrors.amount = amount.error.issues[0]!.message;
  if (input.investmentType === 'LUMPSUM') {
    if (!amount.success) return { ok: false, fieldErrors };
    return {
      ok: true,
      item: {
        investmentType: 'LUMPSUM',
        amount: amount.data,
        frequency: 0,
        sipDate: 1,
        numOfInstallments: 1,
      },
    };
  }
  const date = sipDateSchema(allowedSipDates).safeParse(input.sipDate);
  if (!date.success) fieldErrors.sipDate = date.error.issues[0]!.message;
  const months = sipMonthsSchema.safeParse(input.numOfInstallments);
  if (!months.success) fieldErrors.numOfInstallments = months.error.issues[0]!.message;
  if (!amount.success || !date.success || !months.success) return { ok: false, fieldErrors };
  return {
    ok: true,
    item: {
      investmentType: 'SIP',
      amount: amount.data,
      frequency: 1,
      sipDate: date.data,
      numOfInstallments: months.data,
    },
  };
}

export interface SchemeMinimums {
  minLumpsumAmount: string | null;
  minSipAmount: string | null;
}

/** The scheme's minimum for this kind of investment (lumpsum ≥ min_lumpsum_amount, SIP ≥ min_sip_amount); null when met. */
export function schemeMinimumError(
  type: InvestmentType,
  amount: Decimal.Value,
  scheme: SchemeMinimums,
): string | null {
  const min = parseDecimal(type === 'SIP' ? scheme.minSipAmount : scheme.minLumpsumAmount);
  if (min === null || toDecimal(amount).gte(min)) return null;
  return cartMessages.schemeMinimum(formatIndianNumber(min, min.isInteger() ? 0 : 2));
}

/** One item's total: the amount, or for a SIP the amount × instalments. */
export function cartItemTotal(item: {
  investmentType: InvestmentType;
  amount: Decimal.Value;
  numOfInstallments: number;
}): Decimal {
  const amount = toDecimal(item.amount);
  return item.investmentType === 'SIP' ? amount.times(item.numOfInstallments) : amount;
}

/** The cart's total over its items, a Decimal. */
export function cartTotal(items: readonly Parameters<typeof cartItemTotal>[0][]): Decimal {
  return items.reduce((sum, item) => sum.plus(cartItemTotal(item)), new Decimal(0));
}
