import { messages, productMessages } from '../messages';
import { Decimal, formatIndianNumber } from '../money';
import { DEFAULT_MANDATE_LIMITS, mandateLimitRefusal, type MandateLimits, type MandateType } from './mandate';

// Setting up a mandate (spec 3 §4 "Mandates", §5 "Mandate", §9): the type rule, the limit's
// default and minimum, the one check of a limit the browser and the server both run, and the
// physical scan's file rule.

/** Spec 3 §9: the default mandate limit, raised to the SIP cart total when that is higher. */
export const DEFAULT_MANDATE_LIMIT = '100000';

/** Where a mandate is set up from: the checkout's step (MANDATORY) or the profile (spec 3 §2). */
export type MandateFlow = 'checkout' | 'profile';

/**
 * Spec 3 §4 and §6: only tax status 01 outside the checkout flow may choose the e-mandate (N);
 * everyone else sets up a physical mandate (X).
 */
export function eMandateAllowed(taxStatus: string, flow: MandateFlow): boolean {
  return taxStatus === '01' && flow !== 'checkout';
}

/** The type chosen when the setup opens (spec 3 §4): N when allowed, else X. */
export function defaultMandateType(taxStatus: string, flow: MandateFlow): MandateType {
  return eMandateAllowed(taxStatus, flow) ? 'N' : 'X';
}

/** A whole-rupee SIP total ('0' when the cart has no SIP), rounded up: the minimum must cover it. */
function wholeRupees(sipTotal: Decimal.Value): Decimal {
  const total = new Decimal(sipTotal);
  return total.isNegative() ? new Decimal(0) : total.ceil();
}

/** Spec 3 §5: the minimum limit is 1, or the SIP cart total when the cart has SIPs. */
export function mandateMinimum(sipTotal: Decimal.Value): string {
  const total = wholeRupees(sipTotal);
  return total.gt(0) ? total.toFixed(0) : '1';
}

/** Spec 3 §9: ₹1,00,000, or the SIP cart total when higher. */
export function mandateDefaultLimit(sipTotal: Decimal.Value): string {
  const total = wholeRupees(sipTotal);
  return Decimal.max(total, new Decimal(DEFAULT_MANDATE_LIMIT)).toFixed(0);
}

/**
 * The spec's refusal of a mandate limit as typed, or null (spec 3 §5): required, digits only, at
 * least the minimum, at most the type's maximum. The same function runs in the browser and on
 * the server (the contract's body schema calls it).
 */
export function mandateLimitProblem(
  text: string,
  type: MandateType,
  minimum: Decimal.Value = '1',
  limits: MandateLimits = DEFAULT_MANDATE_LIMITS,
): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return messages.mandate.limitRequired;
  if (!/^\d{1,12}$/.test(trimmed)) return messages.mandate.limitInvalid;
  const value = new Decimal(trimmed);
  const min = new Decimal(minimum);
  if (value.lt(min)) return messages.mandate.limitMinimum(formatIndianNumber(min, 0));
  return mandateLimitRefusal(type, value, limits);
}

/** Spec 3 §5: the physical scan is at most 2 MB ("less than 2MB"; 2 MB is 2,000,000 bytes as 5 MB is 5,000,000). */
export const MAX_MANDATE_SCAN_BYTES = 2_000_000;

/** A TIFF's first bytes (little- or big-endian). */
export function isTiff(head: Uint8Array): boolean {
  const le = head[0] === 0x49 && head[1] === 0x49 && head[2] === 0x2a && head[3] === 0x00;
  const be = head[0] === 0x4d && head[1] === 0x4d && head[2] === 0x00 && head[3] === 0x2a;
  return le || be;
}

const isJpeg = (head: Uint8Array) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;

/** Spec 3 §5: the signed form as a TIFF, JPEG or JPG under 2 MB, judged by its bytes. Null when acceptable. */
export function mandateScanRefusal(file: { head: Uint8Array; size: number }): string | null {
  if (!isJpeg(file.head) && !isTiff(file.head)) return productMessages.mandate.scanFormat;
  if (file.size > MAX_MANDATE_SCAN_BYTES) return messages.mandate.scanTooLarge;
  return null;
}
