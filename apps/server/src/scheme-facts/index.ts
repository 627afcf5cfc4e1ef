import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SchemeMasterPort } from '../integrations/exchange';

// The product's scheme facts (migration 0101, docs/decisions/0162): lock-in, exit load,
// redemption minimums and multiples and the flags, copied from the exchange's scheme master
// through its port. Features read scheme_facts; none reads the exchange's own tables. Below the
// features (the portfolio, redeem, STP and gains all read it).

/** A row of scheme_facts as read (numbers as decimal strings). */
export interface SchemeFacts {
  scheme_code: string;
  amfi_code: number;
  redemption_allowed: boolean;
  minimum_redemption_qty: string;
  redemption_qty_multiplier: string;
  redemption_amount_minimum: string;
  redemption_amount_multiple: string;
  exit_load_flag: boolean;
  exit_load: string | null;
  lock_in_years: number | null;
}

/**
 * Asks the exchange for its scheme master (outside any transaction) and writes the facts in one
 * statement set: rows upserted, rows of schemes the exchange no longer lists deleted. Idempotent.
 * Returns the number of schemes.
 */
export async function refreshSchemeFacts(database: Database, exchange: SchemeMasterPort, now: Date): Promise<number> {
  const rows = await exchange.schemeMaster();
  const at = now.toISOString();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO scheme_facts (scheme_code, amfi_code, isin, purchase_allowed, redemption_allowed, sip_allowed, stp_allowed, swp_allowed,
                                switch_allowed, minimum_redemption_qty, redemption_qty_multiplier, redemption_amount_minimum,
                                redemption_amount_multiple, exit_load_flag, exit_load, lock_in_years, refreshed_at)
      SELECT r."SchemeCode", r."UniqueNo", r."ISIN", r."PurchaseAllowed" = 'Y', r."RedemptionAllowed" = 'Y', r."SIPFLAG" = 'Y',
             r."STPFLAG" = 'Y', r."SWPFLAG" = 'Y', r."SwitchFLAG" = 'Y', r."MinimumRedemptionQty"::numeric, r."RedemptionQtyMultiplier"::numeric,
             r."RedemptionAmountMinimum"::numeric, r."RedemptionAmountMultiple"::numeric, r."ExitLoadFlag" = 'Y', r."ExitLoad",
             CASE WHEN r."LockInPeriodFlag" = 'Y' THEN nullif(substring(coalesce(r."LockInPeriod", '') FROM '^\\s*(\\d+)\\s*Year'), '')::int END,
             ${at}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r("SchemeCode" text, "UniqueNo" int, "ISIN" text, "PurchaseAllowed" text,
        "RedemptionAllowed" text, "MinimumRedemptionQty" text, "RedemptionQtyMultiplier" text, "RedemptionAmountMinimum" text,
        "RedemptionAmountMultiple" text, "SIPFLAG" text, "STPFLAG" text, "SWPFLAG" text, "SwitchFLAG" text, "ExitLoadFlag" text,
        "ExitLoad" text, "LockInPeriodFlag" text, "LockInPeriod" text)
      ON CONFLICT (scheme_code) DO UPDATE SET amfi_code = EXCLUDED.amfi_code, isin = EXCLUDED.isin, purchase_allowed = EXCLUDED.purchase_allowed,
        redemption_allowed = EXCLUDED.redemption_allowed, sip_allowed = EXCLUDED.sip_allowed, stp_allowed = EXCLUDED.stp_allowed,
        swp_allowed = EXCLUDED.swp_allowed, switch_allowed = EXCLUDED.switch_allowed, minimum_redemption_qty = EXCLUDED.minimum_redemption_qty,
        redemption_qty_multiplier = EXCLUDED.redemption_qty_multiplier, redemption_amount_minimum = EXCLUDED.redemption_amount_minimum,
        redemption_amount_multiple = EXCLUDED.redemption_amount_multiple, exit_load_flag = EXCLUDED.exit_load_flag,
        exit_load = EXCLUDED.exit_load, lock_in_years = EXCLUDED.lock_in_years, refreshed_at = EXCLUDED.refreshed_at`);
    await tx.execute(sql`DELETE FROM scheme_facts WHERE refreshed_at <> ${at}::timestamptz`);
  });
  return rows.length;
}

/** Whether a catalogue scheme has no facts yet (a start-up then refreshes them). */
export async function schemeFactsIncomplete(database: Database): Promise<boolean> {
  const [row] = await rowsOf<{ missing: boolean }>(
    database.db,
    sql`SELECT EXISTS (SELECT 1 FROM scheme s WHERE NOT EXISTS (SELECT 1 FROM scheme_facts f WHERE f.amfi_code = s.amfi_code)) AS missing`,
  );
  return row?.missing === true;
}
