import { GRANDFATHERING_DATE } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { LedgerDb } from '../../ledger';

// What the capital-gains statement reads beyond the investor's ledger (apps/server/src/ledger/
// investor-ledger.ts): each scheme's AMFI category (equity-oriented or not, decision 0100) and its
// fair market value on 31 Jan 2018 for grandfathering, from the catalogue's NAV history.

export interface SchemeTaxRow {
  amfiCode: number;
  amfiCategory: string | null;
  /** The last NAV on or before 31 Jan 2018 (s. 55(2)(ac): the NAV of that day; a holiday takes the one before, within 10 days). */
  nav2018: string | null;
  nav2018Date: string | null;
}

/** The tax facts of the schemes with these AMFI codes (one query, an index lookup per scheme). */
export async function schemeTaxFacts(
  db: LedgerDb,
  amfiCodes: readonly number[],
): Promise<Map<number, SchemeTaxRow>> {
  const codes = [...new Set(amfiCodes)].filter((c) => Number.isInteger(c));
  if (!codes.length) return new Map();
  const rows = await rowsOf<{ amfi_code: number; amfi_category: string | null; nav: string | null; nav_date: string | null }>(db, sql`
    SELECT s.amfi_code, s.amfi_category, n.nav::text AS nav, to_char(n.nav_date, 'YYYY-MM-DD') AS nav_date
    FROM scheme s
    LEFT JOIN LATERAL (
      SELECT nav, nav_date FROM nav_history h
      WHERE h.amfi_code = s.amfi_code AND h.nav_date <= ${GRANDFATHERING_DATE}::date
        AND h.nav_date > ${GRANDFATHERING_DATE}::date - 10
      ORDER BY nav_date DESC LIMIT 1
    ) n ON true
    WHERE s.amfi_code = ANY(${`{${codes.join(',')}}`}::int[])`);
  return new Map(
    rows.map((r) => [
      Number(r.amfi_code),
      {
        amfiCode: Number(r.amfi_code),
        amfiCategory: r.amfi_category,
        nav2018: r.nav,
        nav2018Date: r.nav_date,
      },
    ]),
  );
}

/** The name of the investor whose ucc this is (the PDF's heading). */
export async function investorName(db: LedgerDb, ucc: string): Promise<string | null> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT u.name FROM investor_profile p JOIN user_account u ON u.id = p.user_id WHERE p.ucc = ${ucc}`,
  );
  return row?.name ?? null;
}

/**
 * The exit-load facts of these scheme codes, from the product's scheme facts (the exchange's master
 * through its port, decision 0162; decision 0124: the statement puts a sale's exit load on the lots
 * that bore it). The flag as the exchange gives it ('Y'/'N').
 */
export async function schemeExitLoads(
  db: LedgerDb,
  schemeCodes: readonly string[],
): Promise<Map<string, { flag: string | null; text: string | null }>> {
  const codes = [...new Set(schemeCodes)];
  if (!codes.length) return new Map();
  const rows = await rowsOf<{ scheme_code: string; exit_load_flag: string | null; exit_load: string | null }>(db, sql`
    SELECT scheme_code, CASE WHEN exit_load_flag THEN 'Y' ELSE 'N' END AS exit_load_flag, exit_load FROM scheme_facts
    WHERE scheme_code = ANY(${`{${codes.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`);
  return new Map(rows.map((r) => [r.scheme_code, { flag: r.exit_load_flag, text: r.exit_load }]));
}
