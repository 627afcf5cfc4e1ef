import { Decimal } from '../money';
import type { FifoError } from './fifo-lots';
import {
  holdingsFromLedger,
  holdingWorth,
  portfolioTotals,
  type Holding,
  type HoldingWorth,
  type PortfolioTotals,
} from './holdings';
import { groupByHolding, holdingKey, type LedgerEntry } from './ledger-entry';
import { cashFlowsWithValue } from './portfolio-cash-flows';
import { xirr, type XirrResult } from './xirr';

// A whole portfolio's figures from its ledger and a NAV table, as of a date (DESIGN.md: the domain
// is pure; the caller reads the ledger and the NAVs). Every holding is valued at its scheme's NAV;
// its XIRR and the portfolio's come from portfolio-cash-flows.ts.
//
// A holding whose scheme has no NAV yet (a new fund before its setup date) cannot be valued: it is
// listed apart and left out of the totals and of the portfolio's XIRR, flows and all (counting its
// purchases without its value would read as a loss). A holding the ledger cannot fold (an
// oversold outflow) is listed with its error and left out the same way.

export interface SchemeNav {
  nav: Decimal.Value;
  /** The NAV's date, YYYY-MM-DD. */
  date: string;
}

export interface ValuedHolding extends Holding, HoldingWorth {
  nav: Decimal;
  navDate: string;
  xirr: XirrResult;
}

export interface PortfolioReturns {
  /** Holdings with units, valued; sold-out holdings are in `soldOut`. */
  holdings: ValuedHolding[];
  /** Holdings with no units left (their realised flows still count in the portfolio's XIRR). */
  soldOut: Holding[];
  /** Holdings with units whose scheme has no NAV in the table. */
  unvalued: Holding[];
  /** Holdings the ledger cannot fold. */
  failed: { folioNo: string; schemeCode: string; error: FifoError }[];
  totals: PortfolioTotals;
  xirr: XirrResult;
}

/** The portfolio on `asOf`, from its ledger entries and the NAV of each scheme by scheme code. */
export function portfolioReturns(
  entries: readonly LedgerEntry[],
  navs: ReadonlyMap<string, SchemeNav>,
  asOf: string,
): PortfolioReturns {
  const upToAsOf = entries.filter((e) => e.date <= asOf);
  const groups = groupByHolding(upToAsOf);
  const result: PortfolioReturns = {
    holdings: [],
    soldOut: [],
    unvalued: [],
    failed: [],
    totals: portfolioTotals([]),
    xirr: { ok: false, reason: 'no-flows' },
  };
  const counted: LedgerEntry[] = [];
  let value = new Decimal(0);
  for (const folded of holdingsFromLedger(upToAsOf)) {
    if (!folded.ok) {
      result.failed.push({
        folioNo: folded.folioNo,
        schemeCode: folded.schemeCode,
        error: folded.error,
      });
      continue;
    }
    const { holding } = folded;
    const own = groups.get(holdingKey(holding)) ?? [];
    if (holding.units.isZero()) {
      result.soldOut.push(holding);
      counted.push(...own);
      continue;
    }
    const scheme = navs.get(holding.schemeCode);
    if (!scheme) {
      result.unvalued.push(holding);
      continue;
    }
    const worth = holdingWorth(holding, scheme.nav);
    result.holdings.push({
      ...holding,
      ...worth,
      nav: new Decimal(scheme.nav),
      navDate: scheme.date,
      xirr: xirr(cashFlowsWithValue(own, asOf, worth.currentValue)),
    });
    counted.push(...own);
    value = value.plus(worth.currentValue);
  }
  result.totals = portfolioTotals(result.holdings);
  result.xirr = xirr(cashFlowsWithValue(counted, asOf, value));
  return result;
}
