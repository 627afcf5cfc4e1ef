import { Decimal, roundAmount } from '../money';
import { formatDisplayDate } from '../ist-date';
import { BUDGET_2024_SPLIT, GRANDFATHERING_DATE } from './capital-gains-rules';
import type { GainsPart } from './capital-gains-part';
import type { GainsStatement } from './capital-gains-statement';
import { csvText } from './capital-gains-csv';

// Schedule 112A of ITR-2/ITR-3: long-term gains on equity-oriented units, by ISIN, in the return's
// columns (decision 0101). Rows without grandfathering are summed per ISIN (and per period of sale
// in FY 2024-25, which the return reports apart); grandfathered rows stay one per disposal part,
// because column 7 must be exactly the higher of columns 8 and 9 on each row.

/** The ITR's placeholder when a unit has no ISIN (allowed by the e-filing utility). */
export const ISIN_NOT_AVAILABLE = 'INNOTAVAILAB';

export interface Schedule112aRow {
  /** Sold before 23 Jul 2024 or on/after (the two tables of FY 2024-25). */
  transferred: 'before-2024-07-23' | 'from-2024-07-23';
  /** 1a: acquired on or before 31 Jan 2018 (grandfathered) or after. */
  acquired: 'on-or-before-2018-01-31' | 'after-2018-01-31';
  /** 2 */ isin: string;
  /** 3 */ name: string;
  /** 4 */ units: Decimal;
  /** 5: full value of consideration / units, 4 decimals. */
  salePricePerUnit: Decimal;
  /** 6 */ fullValueOfConsideration: Decimal;
  /** 7: higher of 8 and 9. */
  costWithoutIndexation: Decimal;
  /** 8 */ costOfAcquisition: Decimal;
  /** 9: lower of 6 and 11, acquired on or before 31 Jan 2018 only. */
  lowerOfConsiderationAndFmv: Decimal | null;
  /** 10 */ fmvPerUnit: Decimal | null;
  /** 11: 4 × 10. */
  totalFmv: Decimal | null;
  /** 12: the exit loads (expenditure on the transfer, decision 0124); STT is not deductible (section 48). */
  expenditure: Decimal;
  /** 13: 7 + 12. */
  totalDeductions: Decimal;
  /** 14: 6 − 13. */
  balance: Decimal;
}

function rowOf(parts: readonly GainsPart[], grandfathered: boolean): Schedule112aRow {
  const first = parts[0]!;
  const sum = (f: (p: GainsPart) => Decimal) =>
    parts.reduce((a, p) => a.plus(f(p)), new Decimal(0));
  const units = sum((p) => p.units);
  const consideration = sum((p) => p.saleValue);
  const cost = sum((p) => p.cost);
  const totalFmv = grandfathered ? sum((p) => p.fmvTotal ?? new Decimal(0)) : null;
  const lower = totalFmv ? Decimal.min(consideration, totalFmv) : null;
  const col7 = lower ? Decimal.max(cost, lower) : cost;
  const expenditure = sum((p) => p.exitLoad);
  return {
    transferred: first.soldOn < BUDGET_2024_SPLIT ? 'before-2024-07-23' : 'from-2024-07-23',
    acquired:
      first.acquiredOn <= GRANDFATHERING_DATE ? 'on-or-before-2018-01-31' : 'after-2018-01-31',
    isin: first.isin ?? ISIN_NOT_AVAILABLE,
    name: first.schemeName,
    units,
    salePricePerUnit: units.isZero() ? units : consideration.div(units).toDecimalPlaces(4),
    fullValueOfConsideration: consideration,
    costWithoutIndexation: col7,
    costOfAcquisition: cost,
    lowerOfConsiderationAndFmv: lower,
    fmvPerUnit: grandfathered ? first.fmvPerUnit2018 : null,
    totalFmv,
    expenditure,
    totalDeductions: col7.plus(expenditure),
    balance: consideration.minus(col7.plus(expenditure)),
  };
}

/** The rows of the year's long-term equity parts. */
export function schedule112aRows(statement: GainsStatement): Schedule112aRow[] {
  const longEquity = statement.parts.filter((p) => p.regime.exempt112a);
  const rows: Schedule112aRow[] = [];
  const pooled = new Map<string, GainsPart[]>();
  for (const p of longEquity) {
    if (p.grandfathered) {
      rows.push(rowOf([p], true));
      continue;
    }
    const key = `${p.soldOn < BUDGET_2024_SPLIT ? 'a' : 'b'}|${p.acquiredOn <= GRANDFATHERING_DATE ? 'g' : 'n'}|${p.isin ?? ''}|${p.schemeName}`;
    const list = pooled.get(key) ?? [];
    list.push(p);
    pooled.set(key, list);
  }
  for (const list of pooled.values()) rows.push(rowOf(list, false));
  return rows.sort(
    (a, b) =>
      a.transferred.localeCompare(b.transferred) ||
      a.isin.localeCompare(b.isin) ||
      a.acquired.localeCompare(b.acquired),
  );
}

export const SCHEDULE_112A_HEADER = [
  'Transferred',
  'Share/Unit acquired (1a)',
  'ISIN Code (2)',
  'Name of the Share/Unit (3)',
  'No. of Shares/Units (4)',
  'Sale-price per Share/Unit (5)',
  'Full Value of Consideration (6)',
  'Cost of acquisition without indexation (7)',
  'Cost of acquisition (8)',
  'If the long term capital asset was acquired before 01.02.2018, lower of 6 and 11 (9)',
  'Fair Market Value per share/unit as on 31st January 2018 (10)',
  'Total Fair Market Value of capital asset as per section 55(2)(ac) (11)',
  'Expenditure wholly and exclusively in connection with transfer (12)',
  'Total deductions (13)',
  'Balance (14)',
] as const;

const money = (d: Decimal | null) => (d === null ? '' : roundAmount(d).toFixed(2));

/** The rows as CSV in the return's column order. */
export function schedule112aCsv(statement: GainsStatement): string {
  const split = formatDisplayDate(BUDGET_2024_SPLIT);
  return csvText(
    SCHEDULE_112A_HEADER,
    schedule112aRows(statement).map((r) => [
      r.transferred === 'before-2024-07-23' ? `Before ${split}` : `On or after ${split}`,
      r.acquired === 'on-or-before-2018-01-31' ? 'On or before 31.01.2018' : 'After 31.01.2018',
      r.isin,
      r.name,
      r.units.toFixed(4),
      r.salePricePerUnit.toFixed(4),
      money(r.fullValueOfConsideration),
      money(r.costWithoutIndexation),
      money(r.costOfAcquisition),
      money(r.lowerOfConsiderationAndFmv),
      r.fmvPerUnit === null ? '' : r.fmvPerUnit.toFixed(4),
      money(r.totalFmv),
      money(r.expenditure),
      money(r.totalDeductions),
      money(r.balance),
    ]),
  );
}
