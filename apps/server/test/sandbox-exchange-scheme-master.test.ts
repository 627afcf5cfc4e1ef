import { systemClock } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { loadCatalogue } from '../src/features/catalogue';
import { getTableConfig } from 'drizzle-orm/pg-core';
import {
  ledgerEntry,
  sandboxExchangeAllotment,
  sandboxExchangeFolio,
  sandboxExchangeOrder,
  sandboxExchangePayment,
  sandboxExchangeSchemeMaster,
} from '../src/db/schema';
import { SandboxSchemeMaster, syncSandboxSchemeMaster } from '../src/integrations/exchange';
import { refreshSchemeFacts } from '../src/scheme-facts';
import { forEachDatabase } from './test-database';

// The sandbox exchange's scheme master (migration 0040, decision 0051): one row per catalogue
// scheme in BSE's columns, derived at catalogue load, the catalogue's minimums copied as they are.

async function rows<T = Record<string, unknown>>(db: Database, text: string): Promise<T[]> {
  return ((await db.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

forEachDatabase('sandbox exchange scheme master', (open) => {
  let db: Database;
  // Opened in a hook (5-minute limit): the worker's first PGlite instance runs initdb, which on a
  // busy machine takes longer than a test's limit.
  beforeEach(async () => {
    db = await open();
    return () => db.close();
  });

  it('has a row for every catalogue scheme, with the catalogue’s facts and the exchange’s own', async () => {
    await loadCatalogue(db, { clock: systemClock,
      source: 'demo',
      sharedDataDir: '/nonexistent',
      asOf: '2026-11-23',
    });
    const [counts] = await rows<{ schemes: number; masters: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM scheme) AS schemes, (SELECT count(*)::int FROM sandbox_exchange_scheme_master) AS masters`,
    );
    expect(counts!.masters).toBe(counts!.schemes);

    // Minimums, multiples and flags are the catalogue's, not worked out again.
    const differ = await rows(
      db,
      `SELECT s.amfi_code FROM scheme s JOIN sandbox_exchange_scheme_master m ON m.unique_no = s.amfi_code
         WHERE m.minimum_purchase_amount <> s.min_lumpsum_amount
            OR m.purchase_amount_multiplier <> s.lumpsum_multiple
            OR m.additional_purchase_amount <> s.min_additional_amount
            OR m.redemption_amount_minimum <> s.min_redemption_amount
            OR m.sip_minimum_installment_amount <> s.min_sip_amount
            OR (m.purchase_allowed = 'Y') <> s.purchase_allowed
            OR (m.sip_flag = 'Y') <> s.sip_allowed
            OR (m.stp_flag = 'Y') <> s.stp_allowed`,
    );
    expect(differ).toEqual([]);

    const byClass = await rows<{
      sub_category: string;
      purchase_cutoff_time: string;
      settlement_type: string;
      lock_in_period: string | null;
      unit_precision: number;
      nav_cutoff_class: string;
    }>(
      db,
      `SELECT DISTINCT s.sub_category, m.purchase_cutoff_time, m.settlement_type, m.lock_in_period, m.unit_precision, m.nav_cutoff_class
         FROM scheme s JOIN sandbox_exchange_scheme_master m ON m.unique_no = s.amfi_code
         WHERE s.sub_category IN ('Liquid', 'ELSS (Tax Savings)', 'Large Cap') ORDER BY 1`,
    );
    expect(byClass).toEqual([
      {
        sub_category: 'ELSS (Tax Savings)',
        purchase_cutoff_time: '15:00:00',
        settlement_type: 'MF',
        lock_in_period: '3 Years',
        unit_precision: 3,
        nav_cutoff_class: 'standard',
      },
      {
        sub_category: 'Large Cap',
        purchase_cutoff_time: '15:00:00',
        settlement_type: 'MF',
        lock_in_period: null,
        unit_precision: 3,
        nav_cutoff_class: 'standard',
      },
      {
        sub_category: 'Liquid',
        purchase_cutoff_time: '13:30:00',
        settlement_type: 'L0',
        lock_in_period: null,
        unit_precision: 3,
        nav_cutoff_class: 'liquid',
      },
    ]);

    // Running it again changes nothing.
    expect(await syncSandboxSchemeMaster(db)).toBe(0);
  });

  it('follows a change in the catalogue', async () => {
    await loadCatalogue(db, { clock: systemClock,
      source: 'demo',
      sharedDataDir: '/nonexistent',
      asOf: '2026-11-23',
    });
    const [one] = await rows<{ amfi_code: number }>(
      db,
      `SELECT amfi_code FROM scheme ORDER BY amfi_code LIMIT 1`,
    );
    await db.db.execute(
      sql`UPDATE scheme SET purchase_allowed = false WHERE amfi_code = ${one!.amfi_code}`,
    );
    expect(await syncSandboxSchemeMaster(db)).toBe(1);
    const [row] = await rows<{ purchase_allowed: string }>(
      db,
      `SELECT purchase_allowed FROM sandbox_exchange_scheme_master WHERE unique_no = ${one!.amfi_code}`,
    );
    expect(row!.purchase_allowed).toBe('N');
  });

  it('the product copies the facts it needs through the exchange port into its own scheme_facts (decision 0162)', async () => {
    await loadCatalogue(db, { clock: systemClock, source: 'demo', sharedDataDir: '/nonexistent', asOf: '2026-11-23' });
    // Every scheme of the exchange's master has its facts; the lock-in is '3 Years' read as 3.
    const [counts] = await rows<{ masters: number; facts: number; differ: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM sandbox_exchange_scheme_master) AS masters, (SELECT count(*)::int FROM scheme_facts) AS facts,
              (SELECT count(*)::int FROM scheme_facts f JOIN sandbox_exchange_scheme_master m ON m.scheme_code = f.scheme_code
                WHERE f.exit_load IS DISTINCT FROM m.exit_load OR (f.lock_in_years IS NOT NULL) <> (m.lock_in_period_flag = 'Y')
                   OR f.redemption_amount_minimum <> m.redemption_amount_minimum OR f.redemption_allowed <> (m.redemption_allowed = 'Y')) AS differ`,
    );
    expect(counts!.facts).toBe(counts!.masters);
    expect(counts!.differ).toBe(0);
    const lockIns = await rows<{ sub_category: string; lock_in_years: number | null }>(
      db,
      `SELECT DISTINCT s.sub_category, f.lock_in_years FROM scheme_facts f JOIN scheme s ON s.amfi_code = f.amfi_code
       WHERE s.sub_category IN ('ELSS (Tax Savings)', 'Large Cap') ORDER BY 1`,
    );
    expect(lockIns).toEqual([{ sub_category: 'ELSS (Tax Savings)', lock_in_years: 3 }, { sub_category: 'Large Cap', lock_in_years: null }]);
    // A scheme the exchange no longer lists loses its facts at the next refresh; a refresh is idempotent.
    const [one] = await rows<{ scheme_code: string }>(db, `SELECT scheme_code FROM scheme_facts ORDER BY scheme_code LIMIT 1`);
    const port = new SandboxSchemeMaster(db);
    const without = { schemeMaster: async () => (await port.schemeMaster()).filter((r) => r.SchemeCode !== one!.scheme_code) };
    expect(await refreshSchemeFacts(db, without, new Date('2026-11-23T10:00:00Z'))).toBe(counts!.masters - 1);
    expect(await refreshSchemeFacts(db, without, new Date('2026-11-23T10:01:00Z'))).toBe(counts!.masters - 1);
    const [after] = await rows<{ facts: number; gone: number }>(
      db,
      `SELECT count(*)::int AS facts, count(*) FILTER (WHERE scheme_code = '${one!.scheme_code}')::int AS gone FROM scheme_facts`,
    );
    expect(after).toEqual({ facts: counts!.masters - 1, gone: 0 });
  });

  it('has Drizzle definitions that follow migrations 0040–0043 (columns, nullability)', async () => {
    const tables = [
      sandboxExchangeSchemeMaster,
      sandboxExchangeOrder,
      sandboxExchangeFolio,
      sandboxExchangePayment,
      sandboxExchangeAllotment,
      ledgerEntry,
    ];
    for (const table of tables) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        db,
        `select column_name, is_nullable from information_schema.columns where table_name = '${config.name}' and table_schema = current_schema()`,
      );
      const sorted = (list: [string, boolean][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
      expect(
        sorted(columns.map((c): [string, boolean] => [c.column_name, c.is_nullable === 'YES'])),
        config.name,
      ).toEqual(sorted(config.columns.map((c): [string, boolean] => [c.name, !c.notNull])));
    }
  });
});
