import { Decimal, formatIndianNumber, parseDecimal, toDecimal } from '../money';
import { productMessages } from '../messages';
import {
  validateCartItem,
  type CartItemInput,
  type CartItemResult,
  type InvestmentType,
  type SchemeMinimums,
} from './cart-item';

// A curated pack (spec 1 §2 "Cart summary", §3 activeMintPackInvestmentDetailList): a named
// bundle of funds with weights in percent (two decimals, summing to exactly 100). One amount
// for the pack is split across its funds to the paisa; every share must meet its fund's own
// minimum, so the pack's minimum is derived from the funds' minimums and weights.

export const packMessages = productMessages.packs;

/** One fund of a pack: its weight in percent (a 2-decimal string) and its own minimums. */
export interface PackFundTerms extends SchemeMinimums {
  amfiCode: number;
  schemeName: string;
  weight: string;
  /** The fund's allowed monthly SIP dates. */
  sipDates: readonly number[];
}

/** A weight is a percentage with at most two decimals, above 0 and at most 100. */
const WEIGHT_TEXT = /^\d{1,3}(?:\.\d{1,2})?$/;

/** Why a pack's weights are unusable, or null: each 0 < w ≤ 100 with two decimals, summing to 100. */
export function packWeightsError(weights: readonly string[]): string | null {
  if (weights.length === 0) return 'A pack needs at least one fund';
  for (const w of weights) {
    if (!WEIGHT_TEXT.test(w) || toDecimal(w).lte(0) || toDecimal(w).gt(100)) {
      return `Weight ${w} is not a percentage above 0 with at most two decimals`;
    }
  }
  const sum = weights.reduce((s, w) => s.plus(w), new Decimal(0));
  return sum.eq(100) ? null : `Weights sum to ${sum.toFixed(2)}, not 100`;
}

/**
 * The fund that takes the split's leftover paise: the largest weight, the first listed on a tie
 * (deterministic, and the paisa lands where it matters least in proportion).
 */
export function remainderFundIndex(weights: readonly string[]): number {
  let best = 0;
  weights.forEach((w, i) => {
    if (toDecimal(w).gt(weights[best]!)) best = i;
  });
  return best;
}

/**
 * Splits `amount` (rupees) by the weights, exact to the paisa: each share is amount × weight / 100
 * rounded down to the paisa, and the paise left over go to {@link remainderFundIndex}. The shares
 * always sum to the amount. Returns 2-decimal strings in the weights' order.
 */
export function splitPackAmount(amount: Decimal.Value, weights: readonly string[]): string[] {
  const error = packWeightsError(weights);
  if (error) throw new RangeError(error);
  const total = toDecimal(amount);
  const shares = weights.map((w) =>
    total.times(w).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_DOWN),
  );
  const left = shares.reduce((s, x) => s.minus(x), total);
  const i = remainderFundIndex(weights);
  shares[i] = shares[i]!.plus(left);
  return shares.map((x) => x.toFixed(2));
}

/**
 * The pack's minimum for a lumpsum or a SIP, in whole rupees: the smallest amount A with
 * floor(A × w / 100) ≥ the fund's minimum for every fund, i.e. the largest ⌈minimum × 100 / w⌉.
 * A fund without a minimum adds no bound; the result is at least ₹1.
 */
export function packMinimum(type: InvestmentType, funds: readonly PackFundTerms[]): Decimal {
  let minimum = new Decimal(1);
  for (const fund of funds) {
    const own = parseDecimal(type === 'SIP' ? fund.minSipAmount : fund.minLumpsumAmount);
    if (own === null) continue;
    const needed = own.times(100).dividedBy(fund.weight).toDecimalPlaces(0, Decimal.ROUND_UP);
    if (needed.gt(minimum)) minimum = needed;
  }
  return minimum;
}

/** The SIP dates every fund of the pack allows (a pack's SIP runs on one date for all). */
export function packSipDates(funds: readonly Pick<PackFundTerms, 'sipDates'>[]): number[] {
  if (funds.length === 0) return [];
  return funds
    .slice(1)
    .reduce<number[]>(
      (dates, f) => dates.filter((d) => f.sipDates.includes(d)),
      [...funds[0]!.sipDates],
    )
    .sort((a, b) => a - b);
}

const rupeeText = (x: Decimal) => formatIndianNumber(x, x.isInteger() ? 0 : 2);

export interface PackShare {
  amfiCode: number;
  weight: string;
  amount: string;
}

export type PackItemResult =
  | {
      ok: true;
      item: Extract<CartItemResult, { ok: true }>['item'];
      shares: PackShare[];
    }
  | Extract<CartItemResult, { ok: false }>;

/**
 * A pack item's rules: the field rules of a fund item (amount, SIP date among the dates every
 * fund allows, instalments: `validateCartItem`), then the pack's derived minimum, then, as a
 * guard, every fund's share against that fund's own minimum. On success, the split.
 */
export function validatePackItem(
  input: CartItemInput,
  funds: readonly PackFundTerms[],
): PackItemResult {
  const dates = packSipDates(funds);
  const result = validateCartItem(input, dates);
  if (!result.ok) {
    if (result.fieldErrors.sipDate && String(input.sipDate ?? '').trim() !== '') {
      result.fieldErrors.sipDate = packMessages.sipDateNotAllowed;
    }
    return result;
  }
  const { item } = result;
  const minimum = packMinimum(item.investmentType, funds);
  if (toDecimal(item.amount).lt(minimum)) {
    return { ok: false, fieldErrors: { amount: packMessages.packMinimum(rupeeText(minimum)) } };
  }
  const amounts = splitPackAmount(
    item.amount,
    funds.map((f) => f.weight),
  );
  const shares = funds.map((f, i) => ({
    amfiCode: f.amfiCode,
    weight: f.weight,
    amount: amounts[i]!,
  }));
  for (const [i, fund] of funds.entries()) {
    const own = parseDecimal(
      item.investmentType === 'SIP' ? fund.minSipAmount : fund.minLumpsumAmount,
    );
    if (own !== null && toDecimal(amounts[i]!).lt(own)) {
      return {
        ok: false,
        fieldErrors: { amount: packMessages.fundShareMinimum(fund.schemeName, rupeeText(own)) },
      };
    }
  }
  return { ok: true, item, shares };
}
