import type {
  DistributionSlice,
  ElssLockIn,
  PortfolioMetaData,
  PortfolioScheme,
  PortfolioTransaction,
  RedemptionTag,
  XirrFigure,
} from '@sanchay/contract';
import {
  compareLedgerEntries,
  currentValue,
  Decimal,
  elssLock,
  fifoLots,
  groupByHolding,
  isOutflow,
  ledgerCashFlows,
  percentText,
  RETURNS_NAV_PENDING,
  returnsFigure,
  roundAmount,
  toDecimal,
  type CashFlow,
  type LedgerEntry,
} from '@sanchay/domain';
import type { HeldScheme } from '../../ledger';

// The portfolio's figures from the ledger (docs/decisions/0103): pure, no I/O. Every holding is a
// folio and scheme; its units and cost are its open FIFO lots; its value is those units at the
// latest published NAV. Nothing here is stored; the same ledger always gives the same figures.

export interface InProgress {
  amount: string;
  units: string;
  allUnits: boolean;
}

export interface HoldingInput {
  entries: LedgerEntry[];
  scheme: HeldScheme;
  inProgress: InProgress | undefined;
  /** The cash flows of every entry (ledgerCashFlows), when the caller has them already. */
  flows?: CashFlow[];
}

const ZERO = new Decimal(0);
/** A percentage on the wire: 2 decimals, never '-0.00' (percentText). */
const pct = (part: Decimal, whole: Decimal) => percentText(whole.isZero() ? ZERO : part.div(whole).mul(100));
const units4 = (d: Decimal) => d.toFixed(4);
const money = (d: Decimal) => roundAmount(d).toFixed(2);

const TRANSACTION_TYPE: Record<LedgerEntry['kind'], PortfolioTransaction['transactionType']> = {
  purchase: 'Purchase',
  redemption: 'Redemption',
  switch_in: 'Switch In',
  switch_out: 'Switch Out',
  stp_in: 'STP In',
  stp_out: 'STP Out',
  swp: 'SWP',
};

/** Spec 3 §3 tagToDisplay from the redemptions in progress. */
export function redemptionTag(p: InProgress | undefined): RedemptionTag {
  if (!p) return 'none';
  if (p.allUnits) return 'all';
  const amount = toDecimal(p.amount).gt(0);
  const units = toDecimal(p.units).gt(0);
  return amount && units ? 'both' : amount ? 'amount' : units ? 'units' : 'none';
}

/** The scheme's short name: its name before the plan and option (' - Direct Plan - Growth'). */
export function shortSchemeName(name: string): string {
  return name.split(' - ')[0]!.trim();
}

export function metaDataOf(s: HeldScheme): PortfolioMetaData {
  return {
    fundType: s.fundType === 'open' ? 'Open Ended Investment Company' : 'Unlisted Closed End Investment Company',
    schemeShortName: shortSchemeName(s.schemeName),
    schemeName: s.schemeName,
    schemeId: s.amfiCode,
    isin: s.isin,
    allowPur: s.purchaseAllowed,
    minLumpsumAmount: s.minLumpsumAmount ?? '0',
    minAdditionalAmount: s.minAdditionalAmount ?? s.minLumpsumAmount ?? '0',
    minSipAmount: s.sipAllowed ? (s.minSipAmount ?? '0') : '0',
    sipData: s.sipAllowed ? (s.sipData ?? '') : '',
    amcName: s.amcName,
    category: s.category,
    subCategory: s.subCategory,
    isElss: s.isElss,
  };
}

/** A transaction row; an outflow shows what was paid out: its value less exit load and STT (decision 0124). */
export function transactionOf(e: LedgerEntry): PortfolioTransaction {
  return {
    orderNo: e.orderNo,
    transactionDate: e.date,
    transactionType: TRANSACTION_TYPE[e.kind],
    type: isOutflow(e.kind) ? 'S' : 'P',
    amount: isOutflow(e.kind)
      ? toDecimal(e.amount).minus(toDecimal(e.stt)).minus(toDecimal(e.exitLoad ?? '0')).toFixed(2)
      : e.amount,
    units: e.units,
    nav: e.nav,
    folioNo: e.folioNo,
    stampDuty: e.stampDuty,
  };
}



/**
 * One holding's record (spec 3 §3 Portfolio scheme record). `today` is the IST date (for the ELSS
 * lock). Throws when the ledger cannot be folded (an outflow beyond the units held): the ledger is
 * the product's own record, so that is a bug to surface, never a figure to guess.
 */
export function holdingRecord(input: HoldingInput, today: string): PortfolioScheme {
  const { entries, scheme, inProgress } = input;
  const sorted = isSorted(entries) ? entries : [...entries].sort(compareLedgerEntries);
  const folded = fifoLots(sorted);
  if (!folded.ok) throw new Error(`ledger of ${sorted[0]?.folioNo}/${scheme.schemeCode} cannot be folded: ${folded.error.reason} at ${folded.error.orderNo}`);
  const lots = folded.lots;
  const units = lots.reduce((sum, l) => sum.plus(l.units), ZERO);
  const invested = lots.reduce((sum, l) => sum.plus(l.cost), ZERO);
  const firstIn = sorted.find((e) => !isOutflow(e.kind));
  // The holding's first NAV date: its NAV is shown from then (spec 3 §3 setupDate).
  const setupDate = lots[0]?.date ?? firstIn?.date ?? sorted[0]!.date;
  const navAvailable = scheme.latestNav !== null && scheme.latestNavDate !== null && scheme.latestNavDate >= setupDate;
  const nav = navAvailable ? toDecimal(scheme.latestNav!) : null;
  // A scheme with no NAV at all yet (an NFO between allotment and listing): its units at the price
  // they were allotted at, the offer price (decision 0148). Otherwise, until the holding's NAV, its cost.
  const lastIn = scheme.latestNav === null ? sorted.findLast((e) => !isOutflow(e.kind)) : undefined;
  const value = nav ? currentValue(units, nav) : lastIn ? currentValue(units, toDecimal(lastIn.nav)) : roundAmount(invested);
  const gain = value.minus(invested);

  // Today's change: the units held at the close of the previous NAV date (and still held) times the NAV's move.
  let todaysChange = ZERO;
  let todaysPct = '0.00';
  if (nav && scheme.previousNav !== null && scheme.previousNavDate !== null) {
    const previous = toDecimal(scheme.previousNav);
    // Units now, less what came in after that date, plus what went out after it.
    let heldThen = units;
    for (let i = sorted.length - 1; i >= 0 && sorted[i]!.date > scheme.previousNavDate; i -= 1) {
      const e = sorted[i]!;
      heldThen = isOutflow(e.kind) ? heldThen.plus(e.units) : heldThen.minus(e.units);
    }
    const moved = Decimal.max(ZERO, Decimal.min(units, heldThen));
    todaysChange = roundAmount(moved.mul(nav.minus(previous)));
    todaysPct = pct(nav.minus(previous), previous);
  }

  // Valued on the later of the NAV date and the last entry's date: every entry's flow counts.
  // The XIRR, or under a year the absolute return (decision 0159).
  const xirr: XirrFigure = nav
    ? returnsFigure(input.flows ?? ledgerCashFlows(sorted, sorted.at(-1)!.date), held(laterOf(scheme.latestNavDate!, sorted.at(-1)!.date), value))
    : RETURNS_NAV_PENDING;

  let elss: ElssLockIn | null = null;
  if (scheme.isElss) {
    // The domain's lock per lot (decision 0099): free on the third anniversary of the allotment.
    const lock = elssLock(lots, today);
    elss = {
      lockedUnits: units4(lock.lockedUnits),
      freeUnits: units4(lock.freeUnits),
      lots: lock.lots.map((l) => ({ allotmentDate: l.allotted, units: units4(l.units), freeOn: l.freeOn, locked: l.locked })),
    };
  }

  return {
    folioNo: sorted[0]!.folioNo,
    schemeCode: scheme.schemeCode,
    unitsAllocated: units4(units),
    todaysNAV: scheme.latestNav,
    latestNavDateByBatch: scheme.latestNavDate,
    setupDate,
    navAvailable,
    currentValue: money(value),
    amountInvested: money(invested),
    returnAmount: money(gain),
    returnPercentage: pct(gain, invested),
    todaysChange: money(todaysChange),
    todaysChangePercentage: todaysPct,
    tagToDisplay: redemptionTag(inProgress),
    inProgressAmount: inProgress ? toDecimal(inProgress.amount).toFixed(2) : '0.00',
    inProgressUnits: inProgress ? units4(toDecimal(inProgress.units)) : '0.0000',
    redemptionAllowed: scheme.redeemAllowed,
    stpFlag: scheme.stpAllowed ? 'Y' : 'N',
    redemptionAmountMultiple: scheme.redemptionAmountMultiple ?? '0',
    redemptionUnitsMultiple: scheme.redemptionUnitsMultiple ?? '0',
    minimumRedemptionAmount: scheme.minRedemptionAmount ?? '0',
    minimumRedemptionUnits: scheme.minRedemptionUnits ?? '0',
    xirr,
    elss,
    portfolioSchemeTransactions: sorted.map(transactionOf),
    metaData: metaDataOf(scheme),
  };
}

const laterOf = (a: string, b: string) => (a >= b ? a : b);

/** The value held on `asOf` as a flow (as cashFlowsWithValue: none when it is zero). */
const held = (asOf: string, value: Decimal): CashFlow | undefined => (value.isZero() ? undefined : { date: asOf, amount: value });

/** Already in fold order (groupByHolding sorts each group): no second sort. */
function isSorted(entries: readonly LedgerEntry[]): boolean {
  for (let i = 1; i < entries.length; i += 1) if (compareLedgerEntries(entries[i - 1]!, entries[i]!) > 0) return false;
  return true;
}

/** Spec 3 §2: by short scheme name, blank names last; then folio, for a stable order. */
export function compareHoldings(a: PortfolioScheme, b: PortfolioScheme): number {
  const x = a.metaData.schemeShortName.trim().toLowerCase();
  const y = b.metaData.schemeShortName.trim().toLowerCase();
  if (!x !== !y) return x ? -1 : 1;
  if (x !== y) return x < y ? -1 : 1;
  return a.folioNo < b.folioNo ? -1 : a.folioNo > b.folioNo ? 1 : 0;
}

/** The current value per category (or sub-category), largest first, with each one's share. */
export function distribution(holdings: readonly PortfolioScheme[], by: 'category' | 'subCategory'): DistributionSlice[] {
  const sums = new Map<string, Decimal>();
  for (const h of holdings) {
    const name = h.metaData[by] || 'Other';
    sums.set(name, (sums.get(name) ?? ZERO).plus(h.currentValue));
  }
  const total = [...sums.values()].reduce((a, b) => a.plus(b), ZERO);
  return [...sums.entries()]
    .sort((a, b) => b[1].comparedTo(a[1]) || (a[0] < b[0] ? -1 : 1))
    .map(([name, value]) => ({ name, value: value.toFixed(2), percentage: pct(value, total) }));
}

export interface PortfolioFigures {
  portfolioSchemes: PortfolioScheme[];
  categoryDistribution: DistributionSlice[];
  subCategoryDistribution: DistributionSlice[];
  netAmountInvested: string;
  netCurrentValue: string;
  netReturnAmount: string;
  netReturnPercentage: string;
  asOfNavDate: string | null;
  xirr: XirrFigure;
}

/**
 * The whole portfolio from an investor's ledger: every holding with units above 0, the totals,
 * the pies, and the XIRR of every cash flow (closed holdings too) against today's total value.
 */
export function portfolioFigures(
  entries: readonly LedgerEntry[],
  schemes: ReadonlyMap<string, HeldScheme>,
  inProgress: ReadonlyMap<string, InProgress>,
  today: string,
): PortfolioFigures {
  const holdings: PortfolioScheme[] = [];
  // Every valued entry's cash flow, each computed once for its holding's XIRR and the portfolio's.
  const flows: CashFlow[] = [];
  for (const [key, group] of groupByHolding(entries)) {
    const scheme = schemes.get(group[0]!.schemeCode);
    if (!scheme) continue; // a scheme the catalogue no longer knows: nothing to value it with
    const own = ledgerCashFlows(group, group.at(-1)!.date);
    for (const flow of own) flows.push(flow);
    const record = holdingRecord({ entries: group, scheme, inProgress: inProgress.get(key), flows: own }, today);
    if (toDecimal(record.unitsAllocated).gt(0)) holdings.push(record);
  }
  holdings.sort(compareHoldings);
  const invested = holdings.reduce((sum, h) => sum.plus(h.amountInvested), ZERO);
  const value = holdings.reduce((sum, h) => sum.plus(h.currentValue), ZERO);
  const gain = value.minus(invested);
  const asOf = holdings.reduce<string | null>((d, h) => (h.navAvailable && h.latestNavDateByBatch && (!d || h.latestNavDateByBatch > d) ? h.latestNavDateByBatch : d), null);
  const lastFlow = entries.reduce<string | null>((d, e) => (!d || e.date > d ? e.date : d), null);
  const valueDate = asOf && lastFlow ? laterOf(asOf, lastFlow) : (asOf ?? lastFlow);
  // valueDate is on or after every entry's date, so every valued entry's flow counts (XIRR sums
  // the flows per day: their order does not matter).
  const xirr: XirrFigure = returnsFigure(flows, valueDate ? held(valueDate, value) : undefined);
  return {
    portfolioSchemes: holdings,
    categoryDistribution: distribution(holdings, 'category'),
    subCategoryDistribution: distribution(holdings, 'subCategory'),
    netAmountInvested: invested.toFixed(2),
    netCurrentValue: value.toFixed(2),
    netReturnAmount: gain.toFixed(2),
    netReturnPercentage: pct(gain, invested),
    asOfNavDate: asOf,
    xirr,
  };
}
