import { messages } from '../messages';
import { Decimal, parseDecimal } from '../money';

// Mandates (spec 3 §3 Mandate, §4 Mandates, §5 Mandate, §9): the exchange's types and statuses,
// what the product shows for them, and the limit per type.

/** The exchange's mandate types the product offers: X physical (NACH form), N e-mandate. */
export const mandateTypes = ['X', 'N'] as const;
export type MandateType = (typeof mandateTypes)[number];

/** The statuses BSE StAR MF reports for a mandate, in the order a mandate goes through them. */
export const exchangeMandateStatuses = ['REGISTERED BY MEMBER', 'UNDER PROCESSING', 'APPROVED', 'REJECTED'] as const;
export type ExchangeMandateStatus = (typeof exchangeMandateStatuses)[number];

/** The spec's mandate statuses (spec 3 §3). */
export type MandateStatus = 'New Mandate' | 'Processing' | 'Approved' | 'Rejected';

const STATUS_OF: Record<ExchangeMandateStatus, MandateStatus> = {
  'REGISTERED BY MEMBER': 'New Mandate',
  'UNDER PROCESSING': 'Processing',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/**
 * The one mapping from the exchange's status text to the spec's status. The exchange's text is
 * compared trimmed and in upper case; a status it reports that the spec has no name for (the real
 * exchange also knows cancelled and shifted mandates) is null, for the caller to decide.
 */
export function mandateStatusOf(exchangeStatus: string): MandateStatus | null {
  const key = exchangeStatus.trim().replace(/\s+/g, ' ').toUpperCase();
  return (STATUS_OF as Record<string, MandateStatus | undefined>)[key] ?? null;
}

/** Spec 3 §4: "New Mandate shown as Pending; Processing, Approved, Rejected as is." */
export function mandateStatusLabel(status: MandateStatus): string {
  const m = messages.mandate;
  return { 'New Mandate': m.statusPending, Processing: m.statusProcessing, Approved: m.statusApproved, Rejected: m.statusRejected }[status];
}

/** The most a mandate of each type may debit on one day, in rupees (configuration). */
export type MandateLimits = Record<MandateType, string>;

/** Spec 3 §5 and §9: e-mandate ₹10,00,000, physical ₹1,00,00,000. */
export const DEFAULT_MANDATE_LIMITS: MandateLimits = { N: '1000000', X: '10000000' };

/**
 * The spec's refusal of a mandate amount above its type's maximum (spec 3 §5), or null. The
 * messages name the spec's amounts; with other limits configured they still do (they are the
 * spec's words, kept verbatim).
 */
export function mandateLimitRefusal(type: MandateType, amount: Decimal.Value, limits: MandateLimits = DEFAULT_MANDATE_LIMITS): string | null {
  const value = parseDecimal(amount);
  if (value === null) return messages.mandate.limitInvalid;
  if (value.lte(new Decimal(limits[type]))) return null;
  return type === 'N' ? messages.mandate.limitMaximumEMandate : messages.mandate.limitMaximumPhysical;
}
