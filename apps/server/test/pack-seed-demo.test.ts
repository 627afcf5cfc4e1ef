import { systemClock } from '@sanchay/domain';
// The demo packs over the shipped demo catalogue (what `npm start` shows): every pack is active,
// its funds direct growth plans of the right classes, the choice the same on every seed.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { loadCatalogue } from '../src/features/catalogue';
import { PACK_DEFINITIONS, seedPacks } from '../src/features/cart';
import { rows } from './session-test-kit';
import { forEachDatabase } from './test-database';

forEachDatabase('demo packs', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    await loadCatalogue(database, { clock: systemClock,
      source: 'demo',
      sharedDataDir: '/nonexistent',
      asOf: '2026-08-21',
    });
  }, 120_000);
  afterEach(async () => {
    await database?.close();
  });

  it('activates every pack with direct growth funds of its classes, the same on a second seed', async () => {
    expect(await seedPacks(database)).toEqual(PACK_DEFINITIONS.map((d) => d.id));
    const picked = () =>
      rows<{
        pack_id: string;
        amfi_code: number;
        weight: string;
        sub_category: string;
        plan: string;
        option: string;
      }>(
        database,
        sql`select pf.pack_id, pf.amfi_code, pf.weight::text as weight, s.sub_category, s.plan, s.option
            from pack_fund pf join scheme s on s.amfi_code = pf.amfi_code
            join pack p on p.id = pf.pack_id order by p.position, pf.position`,
      );
    const first = await picked();
    expect(first.map((r) => [r.pack_id, r.sub_category, r.weight])).toEqual(
      PACK_DEFINITIONS.flatMap((d) => d.slots.map((s) => [d.id, s.subCategory, s.weight])),
    );
    expect(first.every((r) => r.plan === 'Direct' && r.option === 'Growth')).toBe(true);
    expect(first.filter((r) => r.pack_id === 'tax-saver').map((r) => r.amfi_code)).toEqual([
      119723, 118540,
    ]);
    await seedPacks(database);
    expect(await picked()).toEqual(first);
  });
});
