import { setImmediate as nextTurn } from 'node:timers/promises';
import { packWeightsError } from '@sanchay/domain';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pack, packFund, scheme } from '../../db/schema';
import type { DbOrTx } from './cart.queries';

/** One slot of a pack: a fund of this browse class with this weight (percent, two decimals). */
interface PackSlot {
  category: string;
  subCategory: string;
  weight: string;
}

interface PackDefinition {
  id: string;
  name: string;
  description: string;
  slots: PackSlot[];
}

const DEMO_NOTE =
  'A demo bundle: its funds are picked by category from the loaded catalogue, not chosen by an advisor, and this is not investment advice.';

/**
 * The demo packs (decision 0010). Each slot names a browse class, not a scheme, so the same
 * packs exist over the demo catalogue and over AMFI's real files.
 */
export const PACK_DEFINITIONS: readonly PackDefinition[] = [
  {
    id: 'tax-saver',
    name: 'Tax Saver Pack',
    description: `Two ELSS funds in equal parts, for the deduction under Section 80C; ELSS units are locked in for 3 years. ${DEMO_NOTE}`,
    slots: [
      { category: 'Equity', subCategory: 'ELSS (Tax Savings)', weight: '50.00' },
      { category: 'Equity', subCategory: 'ELSS (Tax Savings)', weight: '50.00' },
    ],
  },
  {
    id: 'aggressive-growth',
    name: 'Aggressive Growth',
    description: `Mid cap, small cap and flexi cap equity for growth over 7 years or more, with large swings on the way. ${DEMO_NOTE}`,
    slots: [
      { category: 'Equity', subCategory: 'Mid Cap', weight: '35.00' },
      { category: 'Equity', subCategory: 'Small Cap', weight: '35.00' },
      { category: 'Equity', subCategory: 'Flexi Cap', weight: '30.00' },
    ],
  },
  {
    id: 'conservative-income',
    name: 'Conservative Income',
    description: `Corporate bond, short duration and liquid funds for steadier returns over 1 to 3 years. ${DEMO_NOTE}`,
    slots: [
      { category: 'Fixed Income', subCategory: 'Corporate Bond', weight: '40.00' },
      { category: 'Fixed Income', subCategory: 'Short Duration', weight: '35.00' },
      { category: 'Money Market', subCategory: 'Liquid', weight: '25.00' },
    ],
  },
  {
    id: 'first-time-investor',
    name: 'First-time Investor',
    description: `An index fund, a large cap fund and a liquid fund in about equal parts: a simple first step into mutual funds. ${DEMO_NOTE}`,
    slots: [
      { category: 'Equity', subCategory: 'Index Funds', weight: '33.34' },
      { category: 'Equity', subCategory: 'Large Cap', weight: '33.33' },
      { category: 'Money Market', subCategory: 'Liquid', weight: '33.33' },
    ],
  },
];

/**
 * The fund for a slot: a direct growth plan of the class that has a NAV (so not in its NFO) and
 * allows purchase and SIP, the longest-running first (then the lowest AMFI code) so the choice is
 * the same on every start over the same catalogue.
 */
async function pickFund(db: DbOrTx, slot: PackSlot, taken: number[]): Promise<number | undefined> {
  const rows = await db
    .select({ amfiCode: scheme.amfiCode })
    .from(scheme)
    .where(
      and(
        eq(scheme.category, slot.category),
        eq(scheme.subCategory, slot.subCategory),
        eq(scheme.plan, 'Direct'),
        eq(scheme.option, 'Growth'),
        eq(scheme.fundType, 'open'),
        eq(scheme.purchaseAllowed, true),
        eq(scheme.sipAllowed, true),
        isNotNull(scheme.latestNav),
        taken.length ? notInArray(scheme.amfiCode, taken) : undefined,
      ),
    )
    .orderBy(sql`${scheme.launchDate} ASC NULLS LAST`, asc(scheme.amfiCode))
    .limit(1);
  return rows[0]?.amfiCode;
}

/**
 * Seeds the packs over whatever catalogue is loaded, idempotently: each pack is upserted by id and
 * its funds re-picked; a pack whose slots the catalogue cannot fill stays, inactive, so the cart
 * items that point at it still read. Returns the ids of the active packs.
 */
export async function seedPacks(
  database: Database,
  definitions: readonly PackDefinition[] = PACK_DEFINITIONS,
): Promise<string[]> {
  const active: string[] = [];
  for (const def of definitions) {
    const error = packWeightsError(def.slots.map((s) => s.weight));
    if (error) throw new Error(`Pack ${def.id}: ${error}`);
  }
  // One transaction per pack (each pack's row and funds change together), with a turn of the event
  // loop between them: at start-up this runs after `listen`, and a /readyz waits for the PGlite
  // transaction in progress, not for every pack's (docs/decisions/0058).
  for (const [position, def] of definitions.entries()) {
    if (position > 0) await nextTurn();
    await database.db.transaction(async (tx) => {
      const picked: number[] = [];
      for (const slot of def.slots) {
        const code = await pickFund(tx, slot, picked);
        if (code === undefined) break;
        picked.push(code);
      }
      const complete = picked.length === def.slots.length;
      const values = {
        name: def.name,
        description: def.description,
        position,
        active: complete,
        updatedAt: sql`now()`,
      };
      await tx
        .insert(pack)
        .values({ id: def.id, ...values })
        .onConflictDoUpdate({ target: pack.id, set: values });
      await tx.delete(packFund).where(eq(packFund.packId, def.id));
      if (!complete) return;
      await tx.insert(packFund).values(
        picked.map((amfiCode, i) => ({
          packId: def.id,
          amfiCode,
          weight: def.slots[i]!.weight,
          position: i,
        })),
      );
      active.push(def.id);
    });
  }
  return active;
}
