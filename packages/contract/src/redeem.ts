import { text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';
import { decimalString, isoDate } from './wire';

/**
 * Redeem (spec 3 §4 Redeem dialog, §5 Redeem, §7 Portfolio "POST redeem request"; decisions 0106,
 * 0107, 0108). The OTP is the checkout's transaction OTP with flowType 3 (checkoutRoutes
 * sendTransactionOtp / verifyTransactionOtp). The server checks every entry again with the
 * domain's redeem limits, against the ledger, in the transaction that records the redemption.
 */

const folioNo = text().trim().min(1).max(30).regex(/^[A-Za-z0-9/-]+$/, 'Expected a folio number');
const isin = text().trim().regex(/^IN[A-Z0-9]{10}$/, 'Expected an ISIN');

export const redeemDetailsQuery = z.object({ folioNo, isin });

/** A lot still held (FIFO after earlier redemptions): what the exit-load estimate reads. */
export const heldLot = z.object({ allottedOn: isoDate, units: decimalString });

/** What the Redeem dialog needs for one holding: the spec's limit fields and the texts' inputs. */
export const redeemDetails = z.object({
  folioNo: z.string(),
  isin: z.string(),
  schemeName: z.string(),
  /** Redeem requires redemptionAllowed (spec 3 §4 Action availability). */
  redemptionAllowed: z.boolean(),
  /** todaysNAV and its date; null before the first NAV (then navAvailableFrom). */
  nav: decimalString.nullable(),
  navDate: isoDate.nullable(),
  /** 'NAV will be available from {date}' before the scheme's first NAV. */
  navAvailableFrom: isoDate.nullable(),
  unitsAllocated: decimalString,
  currentValue: decimalString,
  inProgressAmount: decimalString,
  inProgressUnits: decimalString,
  /** A redemption of all units is in progress: tagToDisplay 'all', 'Full redemption in progress'. */
  fullRedemptionInProgress: z.boolean(),
  minimumRedemptionAmount: decimalString,
  minimumRedemptionUnits: decimalString,
  redemptionAmountMultiple: decimalString,
  redemptionUnitsMultiple: decimalString,
  /** ELSS units still in their 3-year lock-in, and the day the next of them frees up. */
  lockedUnits: decimalString,
  lockedUntil: isoDate.nullable(),
  /** The locked units by the day they free up, earliest first (issue 23 §6: what frees when). */
  lockSchedule: z.array(z.object({ freeOn: isoDate, units: decimalString })),
  /** The scheme master's Exit Load Flag and Exit Load (the estimate is the domain's estimateExitLoad). */
  exitLoadFlag: z.string(),
  exitLoad: z.string().nullable(),
  lots: z.array(heldLot),
  /** The NAV a redemption placed now gets (3 PM, working days) and whether today's. */
  applicableNavDate: isoDate,
  beforeCutOff: z.boolean(),
  /** The loan-against-MF partner page (partner code included) when the popup applies; else null. */
  loanOfferUrl: z.string().nullable(),
});
export type RedeemDetails = z.infer<typeof redeemDetails>;

/** Spec 3 §7 POST redeem request, with the browser's key for this submit (a double submit is one redemption). */
export const redeemRequestBody = z.object({
  isin,
  folioNo,
  redeemType: z.enum(['amount', 'units']),
  /** 0 when not applicable or when redeeming all (spec 3 §7). */
  amount: decimalString,
  units: decimalString,
  allRedeem: z.enum(['Y', 'N']),
  requestKey: text().trim().min(8).max(64).regex(/^[A-Za-z0-9-]+$/, 'Expected a request key'),
});
export type RedeemRequestBody = z.input<typeof redeemRequestBody>;

export const redeemOutcome = z.object({
  /** Spec 3 §7: meta.message success. */
  message: z.literal('success'),
  /** The exchange's order number, or null while the exchange has not answered. */
  orderNo: z.string().nullable(),
  /** VALID (accepted), ENTERING (no answer yet), UNANSWERED. A refusal is a 4xx with meta.error. */
  orderStatus: z.string(),
  applicableNavDate: isoDate,
});
export type RedeemOutcome = z.infer<typeof redeemOutcome>;

const folioInQuery = { in: 'query', field: 'folioNo', names: 'folio' } as const;

export const redeemRoutes = {
  redeemDetails: defineRoute({
    method: 'GET',
    path: '/api/v1/portfolio/redeem-details',
    summary: "The Redeem dialog's holding: available amount and units inputs, limits, lots for the exit-load estimate, NAV applicability, the loan offer",
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [folioInQuery] } },
    query: redeemDetailsQuery,
    response: redeemDetails,
  }),
  redeemRequest: defineRoute({
    method: 'POST',
    path: '/api/v1/portfolio/redeem-request',
    summary:
      'Redeems by amount or units, or all units (no OTP then); otherwise needs the flowType 3 OTP, spent by this redemption. Once per requestKey; never more than the folio has free; 403 AGENT_NOT_ALLOWED for an advisor’s sale for a customer without NISM and ARN (agent-registration.ts)',
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'folioNo', names: 'folio' }] } },
    body: redeemRequestBody,
    response: redeemOutcome,
  }),
};
