import { z } from 'zod';
import { messages, productMessages } from '../messages';
import { Decimal, formatIndianNumber, formatUnits, parseDecimal, toDecimal } from '../money';

// The Redeem dialog's limits (spec 3 §4 Redeem dialog, §5 Redeem): what a folio can still redeem
// with redemptions in progress, and the one schema the browser and the server check an entry
// with. The exchange checks the scheme's minimum and multiple again; the server checks the
// ledger's units again inside its transaction (docs/decisions/0106).

export type RedeemType = 'amount' | 'units';

/** What the limits of one holding are computed from (spec 3 §3 Portfolio scheme record). */
export interface RedeemHolding {
  /** The latest NAV (todaysNAV). */
  nav: Decimal.Value;
  /** unitsAllocated: what the ledger holds. */
  units: Decimal.Value;
  /** currentValue; NAV × units when not given. */
  currentValue?: Decimal.Value;
  inProgressAmount: Decimal.Value;
  inProgressUnits: Decimal.Value;
  minimumRedemptionAmount: Decimal.Value;
  minimumRedemptionUnits: Decimal.Value;
  redemptionAmountMultiple: Decimal.Value;
  redemptionUnitsMultiple: Decimal.Value;
  /** Units not redeemable yet (ELSS lock-in, portfolio/elss-lock); none when absent. */
  lockedUnits?: Decimal.Value;
}

/** Spec 3 §9: amounts and units are typed with at most 4 decimals. */
export const REDEEM_INPUT_DECIMALS = 4;

const ZERO = new Decimal(0);
const atLeastZero = (d: Decimal) => (d.isNegative() ? ZERO : d);

/**
 * Spec 3 §5: available amount = NAV × (units − in-progress units) − in-progress amount, to the
 * paisa (truncated: never more than the units are worth); locked units do not count.
 */
export function availableRedeemAmount(h: RedeemHolding): Decimal {
  const nav = toDecimal(h.nav);
  const units = toDecimal(h.units).minus(h.inProgressUnits).minus(h.lockedUnits ?? 0);
  return atLeastZero(nav.mul(units).minus(h.inProgressAmount).toDecimalPlaces(2, Decimal.ROUND_DOWN));
}

/**
 * Spec 3 §5: available units = (current value − in-progress amount) / NAV − in-progress units,
 * to 3 decimals (truncated); locked units do not count. No NAV: nothing is available.
 */
export function availableRedeemUnits(h: RedeemHolding): Decimal {
  const nav = toDecimal(h.nav);
  if (!nav.gt(0)) return ZERO;
  const value = h.currentValue === undefined ? nav.mul(h.units) : toDecimal(h.currentValue);
  const units = value.minus(h.inProgressAmount).div(nav).minus(h.inProgressUnits).minus(h.lockedUnits ?? 0);
  return atLeastZero(units.toDecimalPlaces(3, Decimal.ROUND_DOWN));
}

/** What is available of the redeem type: the amount or units (what redeeming all takes). */
export function redeemAvailable(h: RedeemHolding, type: RedeemType): Decimal {
  return type === 'amount' ? availableRedeemAmount(h) : availableRedeemUnits(h);
}

/**
 * The largest entry that may be typed: the available amount or units rounded down to the
 * scheme's multiple (₹1,80,257.65 available with a multiple of ₹1 lets ₹1,80,257 be typed), so
 * the maximum the input clamps to and the message names is one the entry rules accept.
 * Redeeming all is not typed and takes the whole of what is available.
 */
export function redeemMaximum(h: RedeemHolding, type: RedeemType): Decimal {
  const available = redeemAvailable(h, type);
  const multiple = toDecimal(type === 'amount' ? h.redemptionAmountMultiple : h.redemptionUnitsMultiple);
  if (!multiple.gt(0)) return available;
  return available.div(multiple).floor().mul(multiple);
}

const shownFixed = (type: RedeemType, value: Decimal) => (type === 'amount' ? value.toFixed(2) : value.toFixed(3));

/** The largest typed entry as the input holds it (over-max input is clamped to it). */
export function redeemMaximumText(h: RedeemHolding, type: RedeemType): string {
  return shownFixed(type, redeemMaximum(h, type));
}

/** What is available as the input shows it ('Redeem entire amount' / 'Redeem all units' fill it in). */
export function redeemAvailableText(h: RedeemHolding, type: RedeemType): string {
  return shownFixed(type, redeemAvailable(h, type));
}

/**
 * What the input keeps of a keystroke (spec 3 §5): digits and one point, at most 4 decimals
 * (extra truncated), and never above the maximum (over-max input is clamped to it).
 */
export function normaliseRedeemInput(text: string, maximum: Decimal.Value): string {
  let kept = text.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point >= 0) kept = `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '').slice(0, REDEEM_INPUT_DECIMALS)}`;
  const value = parseDecimal(kept.endsWith('.') ? kept.slice(0, -1) : kept);
  const max = toDecimal(maximum);
  if (value && value.gt(max)) return max.toFixed();
  return kept;
}

/** Whether `value` is a whole multiple of `multiple` (a multiple of 0 or below: no rule). */
function isMultipleOf(value: Decimal, multiple: Decimal): boolean {
  if (!multiple.gt(0)) return true;
  return value.mod(multiple).isZero();
}

/** Spec 3 §5 message for a minimum or maximum: amounts in rupees with Indian grouping, units to 3 decimals. */
const shown = (type: RedeemType, value: Decimal.Value) =>
  type === 'amount' ? formatIndianNumber(value) : formatUnits(value);

/** The number of a multiple as typed ('1', '0.001'): trailing zeros dropped. */
const plain = (value: Decimal.Value) => toDecimal(value).toFixed();

/**
 * The entry's error, spec 3 §5's words, in the order the spec gives them; null when it may be
 * submitted. Redeeming all needs no entry (the input holds the maximum and is disabled).
 */
export function redeemEntryError(h: RedeemHolding, entry: { redeemType: RedeemType; value: string; allRedeem: boolean }): string | null {
  if (entry.allRedeem) {
    const available = redeemAvailable(h, entry.redeemType);
    return available.gt(0) ? null : maximumMessage(entry.redeemType, available);
  }
  const max = redeemMaximum(h, entry.redeemType);
  const text = entry.value.trim();
  const value = text === '' ? null : parseDecimal(text);
  if (value === null || !value.gt(0)) return messages.redeem.amountRequired;
  const typed = value.toDecimalPlaces(REDEEM_INPUT_DECIMALS, Decimal.ROUND_DOWN);
  const amount = entry.redeemType === 'amount';
  const minimum = toDecimal(amount ? h.minimumRedemptionAmount : h.minimumRedemptionUnits);
  if (typed.lt(minimum)) return amount ? messages.redeem.minimumAmount(shown('amount', minimum)) : messages.redeem.minimumUnits(shown('units', minimum));
  if (typed.gt(max)) return maximumMessage(entry.redeemType, max);
  const multiple = toDecimal(amount ? h.redemptionAmountMultiple : h.redemptionUnitsMultiple);
  if (!isMultipleOf(typed, multiple)) return messages.redeem.multipleOf(plain(multiple));
  return null;
}

function maximumMessage(type: RedeemType, max: Decimal): string {
  return type === 'amount' ? messages.redeem.maximumAmount(shown('amount', max)) : productMessages.redeem.maximumUnits(shown('units', max));
}

/** The redeem entry as the form and the redeem request carry it (spec 3 §7 POST redeem request). */
export const redeemEntryFields = {
  redeemType: z.enum(['amount', 'units']),
  /** The typed amount or units ('' when redeeming all). */
  value: z.string().max(40),
  allRedeem: z.boolean(),
};

/**
 * The one schema of a redeem entry against a holding's limits: the browser's form and the
 * server's request check the same rules (the server with the ledger's holding, in its transaction).
 */
export function redeemEntrySchema(h: RedeemHolding) {
  return z.object(redeemEntryFields).superRefine((entry, ctx) => {
    const error = redeemEntryError(h, entry);
    if (error) ctx.addIssue({ code: 'custom', path: ['value'], message: error });
  });
}

/** The amount or units of an entry to send, 4 decimals at most (truncated), '0' when not applicable. */
export function redeemRequestValues(entry: { redeemType: RedeemType; value: string; allRedeem: boolean }): { amount: string; units: string } {
  if (entry.allRedeem) return { amount: '0', units: '0' };
  const value = (parseDecimal(entry.value.trim()) ?? ZERO).toDecimalPlaces(REDEEM_INPUT_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  return entry.redeemType === 'amount' ? { amount: value, units: '0' } : { amount: '0', units: value };
}
