import { FIRST_STATEMENT_YEAR, financialYearOf } from './capital-gains-rules';

// A financial year (1 Apr – 31 Mar) written as Indian tax forms write it: '2025-26'.

export interface FinancialYear {
  /** '2025-26' */
  label: string;
  startYear: number;
  /** First day, YYYY-MM-DD (1 Apr). */
  from: string;
  /** Last day, YYYY-MM-DD (31 Mar). */
  to: string;
}

const LABEL = /^(\d{4})-(\d{2})$/;

export function financialYear(startYear: number): FinancialYear {
  const next = String((startYear + 1) % 100).padStart(2, '0');
  return {
    label: `${startYear}-${next}`,
    startYear,
    from: `${startYear}-04-01`,
    to: `${startYear + 1}-03-31`,
  };
}

/** '2025-26' → the year, or null when malformed or the two halves are not consecutive. */
export function parseFinancialYear(label: string): FinancialYear | null {
  const match = LABEL.exec(label.trim());
  if (!match) return null;
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) return null;
  return financialYear(start);
}

/** The financial year of a day. */
export function financialYearContaining(isoDate: string): FinancialYear {
  return financialYear(financialYearOf(isoDate));
}

/**
 * The years a statement can be asked for, newest first: from FY 2018-19 (the first with section
 * 112A) to the year of `today`.
 */
export function statementYears(today: string): FinancialYear[] {
  const years: FinancialYear[] = [];
  for (let y = financialYearOf(today); y >= FIRST_STATEMENT_YEAR; y -= 1)
    years.push(financialYear(y));
  return years;
}
