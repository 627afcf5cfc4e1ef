import type { LedgerEntry } from '../ledger-entry';
import type { SchemeNav } from '../portfolio-returns';
import type { CashFlow } from '../xirr';

// The shape of a portfolio scenario (DESIGN.md "Testing": money math as scenarios, one case per
// test, each with its own golden numbers and where they came from). Rupees and units are strings
// as the screen would show them before formatting; `null` where there is no figure.

export interface ExpectedHolding {
  folioNo: string;
  schemeCode: string;
  units: string;
  amountInvested: string;
  currentValue: string;
  returnAmount: string;
  returnPercentage: string | null;
  /** The holding's XIRR flows, written out from the entries by hand. */
  xirrFlows: CashFlow[];
  /** LibreOffice Calc 7.4.7.2's =XIRR over xirrFlows (scripts/xirr-golden-values.ts). */
  xirr: number;
}

/** A disposal part: lot's buy date, units, cost, sale value, STT. */
export type ExpectedPart = [
  buyDate: string,
  units: string,
  cost: string,
  saleValue: string,
  stt: string,
];

export interface PortfolioScenario {
  name: string;
  about: string;
  /** Where the golden numbers came from. */
  source: string;
  entries: LedgerEntry[];
  navs: Record<string, SchemeNav>;
  asOf: string;
  expected: {
    holdings: ExpectedHolding[];
    /** Scheme codes of the holdings sold out (no units left); none when absent. */
    soldOut?: string[];
    /** Each outflow's parts, in ledger order. */
    disposals: ExpectedPart[][];
    totals: {
      invested: string;
      value: string;
      returnAmount: string;
      returnPercentage: string | null;
    };
    portfolioXirrFlows: CashFlow[];
    /** LibreOffice Calc 7.4.7.2's =XIRR over portfolioXirrFlows. */
    portfolioXirr: number;
  };
}

let orderNo = 5_000_000;

/** A ledger entry of a scenario; order numbers rise in the order entries are written. */
export function scenarioEntry(
  fields: Omit<LedgerEntry, 'orderNo' | 'isin' | 'stt'> & { stt?: string },
): LedgerEntry {
  orderNo += 1;
  return { orderNo: String(orderNo), isin: null, stt: '0', ...fields };
}
