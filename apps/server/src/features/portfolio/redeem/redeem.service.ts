import type { RedeemDetails, RedeemOutcome, RedeemRequestBody } from '@sanchay/contract';
import {
  availableRedeemUnits,
  Decimal,
  fifoLots,
  folioUnits,
  wholeFolioFree,
  istDate,
  ledgerEntryFromSigned,
  productMessages,
  exchangeRemarkText,
  redeemEntryError,
  redemptionNavApplicability,
  toDecimal,
  type Clock,
  type FolioUnits,
  type RedeemHolding,
} from '@sanchay/domain';
import type { Database } from '../../../db/client';
import { NotFoundError, ValidationError } from '../../../http/app-errors';
import { pastBeingReplayed } from '../../../integrations/exchange';
import { folioOutflowsInProgress } from '../../../ledger';
import type { OrdersService } from '../../orders';
import { spendStepUpGrant, type StepUpCaller } from '../../session';
import * as q from './redeem.queries';

const own = productMessages.redeem;

/**
 * Decision 0108: the loan-against-MF popup appears before a redemption when a loan page is
 * configured and the holding is worth at least this much (45% of it, the smallest share a lender
 * lends against, is then about the ₹25,000 a loan against funds starts at).
 */
export const LOAN_OFFER_MINIMUM_VALUE = '50000';

/** The product's own partner code on the loan page when no advisor acts (decision 0108). */
export const OWN_LOAN_PARTNER_CODE = 'SANCHAY';

export interface RedeemServiceDeps {
  database: Database;
  clock: Clock;
  orders: OrdersService;
  /** The loan page with the partner code for an agent code (advisor-links), or null when none is configured. */
  loanOfferLink: (partnerCode: string) => string | null;
}

export interface RedeemCaller extends StepUpCaller {
  /** The advisor host's agent code of the session, if any (the loan page's partner code). */
  agentCode: string | null;
}

interface Holding {
  scheme: q.HoldingScheme;
  /** Held, reserved (every outflow in progress), locked and free units (decision 0161). */
  units: FolioUnits;
  /** The domain's input: the ledger's units, in-progress outflows, limits, locked units. */
  limits: RedeemHolding;
  lots: { allottedOn: string; units: Decimal }[];
}

/**
 * Redeem (spec 3 §4, §5, §7; docs/decisions/0106): the dialog's holding and the redemption. A
 * redemption is checked and recorded in one transaction that holds the investor's profile row
 * (the orders feature's per-investor lock): the ledger's units less the redemptions in progress
 * and the locked ELSS units, by the domain's redeem limits; the order is written with its
 * exchange entry as a durable command (the orders feature's order set), run after the commit.
 */
export class RedeemService {
  constructor(private readonly deps: RedeemServiceDeps) {}

  async details(caller: RedeemCaller, input: { folioNo: string; isin: string }): Promise<RedeemDetails> {
    const db = this.deps.database.db;
    const ucc = await q.investorUcc(db, caller.userId, false);
    if (!ucc) throw new NotFoundError(own.holdingNotFound);
    // A sandbox demo investor's past still being replayed: the ledger has only part of it (decision 0123).
    if (await pastBeingReplayed(db, ucc)) throw new ValidationError(own.historyBeingPrepared);
    const h = await this.holding(db, ucc, input.folioNo, input.isin);
    const now = this.deps.clock.now();
    const applicable = redemptionNavApplicability(now);
    const nav = h.scheme.nav ? toDecimal(h.scheme.nav) : null;
    const held = h.units.held;
    const currentValue = nav ? held.mul(nav).toDecimalPlaces(2, Decimal.ROUND_DOWN) : new Decimal(0);
    const loanUrl = currentValue.gte(LOAN_OFFER_MINIMUM_VALUE) ? this.deps.loanOfferLink(caller.agentCode ?? OWN_LOAN_PARTNER_CODE) : null;
    return {
      folioNo: input.folioNo,
      isin: input.isin,
      schemeName: h.scheme.scheme_name,
      redemptionAllowed: h.scheme.redemption_allowed && h.scheme.fund_type === 'open',
      nav: h.scheme.nav,
      navDate: h.scheme.nav_date,
      navAvailableFrom: nav ? null : (h.scheme.launch_date ?? null),
      unitsAllocated: held.toFixed(3),
      currentValue: currentValue.toFixed(2),
      inProgressAmount: h.units.claimedAmount.toFixed(2),
      inProgressUnits: h.units.claimedUnits.toFixed(3),
      fullRedemptionInProgress: h.units.allReserved,
      minimumRedemptionAmount: h.limits.minimumRedemptionAmount.toString(),
      minimumRedemptionUnits: h.limits.minimumRedemptionUnits.toString(),
      redemptionAmountMultiple: h.limits.redemptionAmountMultiple.toString(),
      redemptionUnitsMultiple: h.limits.redemptionUnitsMultiple.toString(),
      lockedUnits: h.units.locked.toFixed(3),
      lockedUntil: h.units.lockSchedule[0]?.freeOn ?? null,
      lockSchedule: h.units.lockSchedule.map((s) => ({ freeOn: s.freeOn, units: s.units.toFixed(3) })),
      exitLoadFlag: h.scheme.exit_load_flag,
      exitLoad: h.scheme.exit_load,
      lots: h.lots.map((l) => ({ allottedOn: l.allottedOn, units: l.units.toFixed(3) })),
      applicableNavDate: applicable.navDate,
      beforeCutOff: applicable.beforeCutOff,
      loanOfferUrl: loanUrl,
    };
  }

  /**
   * Spec 3 §7 POST redeem request. Once per requestKey (a double submit or a retry answers the
   * first redemption, without a second OTP); the OTP grant (flowType 3) is spent by every
   * redemption, redeem all included (decision 0166); never more than the folio has free, whatever runs at the same time.
   */
  async redeem(caller: RedeemCaller, body: RedeemRequestBody): Promise<RedeemOutcome> {
    const { db } = this.deps.database;
    const key = `redeem:${body.requestKey.trim()}`;
    const allRedeem = body.allRedeem === 'Y';
    const written = await db.transaction(async (tx) => {
      const ucc = await q.investorUcc(tx, caller.userId, true);
      if (!ucc) throw new NotFoundError(own.holdingNotFound);
      const earlier = await this.deps.orders.findOrderSetId(tx, caller.userId, key);
      if (earlier) return { setId: earlier, commands: null };
      if (await pastBeingReplayed(tx, ucc)) throw new ValidationError(own.historyBeingPrepared);
      const now = this.deps.clock.now();
      const h = await this.holding(tx, ucc, body.folioNo, body.isin);
      if (!h.scheme.redemption_allowed || h.scheme.fund_type !== 'open') throw new ValidationError(own.notRedeemable);
      // Every redemption, redeem all included, needs its own verified OTP: SEBI's two-factor rule
      // for redemptions, where spec 3 §5 says none is needed for redeem all (decision 0166).
      await spendStepUpGrant(tx, caller, 'redeem', now, own.otpRequiredForRedeem);
      const entry = { redeemType: body.redeemType, value: body.redeemType === 'amount' ? body.amount : body.units, allRedeem };
      const error = redeemEntryError(h.limits, entry);
      if (error) throw new ValidationError(error, { value: error });
      return this.deps.orders.writeOrderSet(tx, caller.userId, ucc, {
        idempotencyKey: key,
        orders: [{ kind: 'redemption', amfiCode: h.scheme.amfi_code, folioNo: body.folioNo, ...this.order(h, entry) }],
      });
    });
    await this.deps.orders.runOrderEntries(written);
    const [order] = (await this.deps.orders.orderSet(caller.userId, written.setId)).orders;
    if (!order) throw new NotFoundError(own.holdingNotFound);
    // The exchange's refusal is the answer's meta.error (spec 3 §8 Portfolio).
    if (order.orderStatus === 'INVALID') throw new ValidationError(exchangeRemarkText(order.remarks) ?? productMessages.orders.schemeUnknown);
    return {
      message: 'success',
      orderNo: order.bseOrderNumber,
      orderStatus: order.orderStatus,
      applicableNavDate: redemptionNavApplicability(this.deps.clock.now()).navDate,
    };
  }

  /**
   * The exchange order of an entry. Redeem all is the exchange's AllRedeem only when the whole
   * folio is free; with units in progress or locked, it is the available units (decision 0106).
   */
  private order(h: Holding, entry: { redeemType: 'amount' | 'units'; value: string; allRedeem: boolean }): { amount?: string; units?: string; allUnits?: boolean } {
    if (entry.allRedeem) {
      return wholeFolioFree(h.units) ? { allUnits: true } : { units: availableRedeemUnits(h.limits).toFixed(3) };
    }
    const value = toDecimal(entry.value).toDecimalPlaces(4, Decimal.ROUND_DOWN);
    return entry.redeemType === 'amount' ? { amount: value.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2) } : { units: value.toFixed(4) };
  }

  /**
   * The holding and its free units by the one rule (ledger/folio-units, decision 0161): the
   * ledger's FIFO lots, every outflow in progress (redemptions, UNANSWERED ones included, and STP
   * or SWP instalments placed), the ELSS lock per lot from the scheme facts' lock-in.
   */
  private async holding(db: Parameters<typeof q.holdingScheme>[0], ucc: string, folioNo: string, isin: string): Promise<Holding> {
    const scheme = await q.holdingScheme(db, ucc, folioNo, isin);
    if (!scheme) throw new NotFoundError(own.holdingNotFound);
    const today = istDate(this.deps.clock.now());
    const fifo = fifoLots((await q.holdingEntries(db, ucc, folioNo, scheme.scheme_code)).map(ledgerEntryFromSigned));
    if (!fifo.ok) throw new Error(`The ledger of folio ${folioNo} (${scheme.scheme_code}) does not fold: ${fifo.error.reason}`);
    const reservations = await folioOutflowsInProgress(db, { ucc, folioNo, schemeCode: scheme.scheme_code }, { today });
    const units = folioUnits({ lots: fifo.lots, reservations, lockedIn: scheme.lock_in_years !== null, nav: scheme.nav, asOf: today });
    const lots = fifo.lots.map((l) => ({ allottedOn: l.date, units: l.units }));
    const limits: RedeemHolding = {
      nav: scheme.nav ?? '0',
      units: units.held,
      inProgressAmount: units.claimedAmount,
      // An all-units redemption in progress (or an amount with no NAV) takes everything.
      inProgressUnits: units.allReserved ? units.held : units.claimedUnits,
      minimumRedemptionAmount: toDecimal(scheme.redemption_amount_minimum),
      minimumRedemptionUnits: toDecimal(scheme.minimum_redemption_qty),
      redemptionAmountMultiple: toDecimal(scheme.redemption_amount_multiple),
      redemptionUnitsMultiple: toDecimal(scheme.redemption_qty_multiplier),
      lockedUnits: units.locked,
    };
    return { scheme, units, limits, lots };
  }
}
