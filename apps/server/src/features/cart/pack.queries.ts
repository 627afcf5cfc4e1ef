import { and, asc, eq, inArray } from 'drizzle-orm';
import { amc, cartPackItem, cartPackItemFund, pack, packFund, scheme } from '../../db/schema';
import type { DbOrTx } from './cart.queries';

export type PackRow = typeof pack.$inferSelect;
export type CartPackItemRow = typeof cartPackItem.$inferSelect;

/** The active packs, in their display order. */
export async function activePacks(db: DbOrTx): Promise<PackRow[]> {
  return db
    .select()
    .from(pack)
    .where(eq(pack.active, true))
    .orderBy(asc(pack.position), asc(pack.id));
}

export async function findPack(db: DbOrTx, id: string): Promise<PackRow | undefined> {
  const rows = await db.select().from(pack).where(eq(pack.id, id)).limit(1);
  return rows[0];
}

/** The funds of the given packs with what a split and a page need, in each pack's order. */
export async function fundsOfPacks(db: DbOrTx, packIds: readonly string[]) {
  if (packIds.length === 0) return [];
  return db
    .select({
      packId: packFund.packId,
      amfiCode: packFund.amfiCode,
      weight: packFund.weight,
      schemeName: scheme.name,
      brand: amc.name,
      category: scheme.category,
      subCategory: scheme.subCategory,
      minLumpsumAmount: scheme.minLumpsumAmount,
      minSipAmount: scheme.minSipAmount,
      sipData: scheme.sipData,
      purchaseAllowed: scheme.purchaseAllowed,
      sipAllowed: scheme.sipAllowed,
    })
    .from(packFund)
    .innerJoin(scheme, eq(scheme.amfiCode, packFund.amfiCode))
    .innerJoin(amc, eq(amc.id, scheme.amcId))
    .where(inArray(packFund.packId, [...packIds]))
    .orderBy(asc(packFund.packId), asc(packFund.position));
}

export type PackFundRow = Awaited<ReturnType<typeof fundsOfPacks>>[number];

export async function findPackItem(db: DbOrTx, id: string): Promise<CartPackItemRow | undefined> {
  const rows = await db.select().from(cartPackItem).where(eq(cartPackItem.id, id)).limit(1);
  return rows[0];
}

export async function packItemsOf(db: DbOrTx, cartId: string): Promise<CartPackItemRow[]> {
  return db.select().from(cartPackItem).where(eq(cartPackItem.cartId, cartId));
}

export type NewPackItem = Omit<typeof cartPackItem.$inferInsert, 'id'> & { createdAt: Date };
export interface SplitShare {
  amfiCode: number;
  weight: string;
  amount: string;
}

/** Adds the pack item (or updates the cart's item of the same pack and type) with its split. */
export async function upsertPackItem(
  db: DbOrTx,
  item: NewPackItem,
  split: readonly SplitShare[],
): Promise<string> {
  const [row] = await db
    .insert(cartPackItem)
    .values(item)
    .onConflictDoUpdate({
      target: [cartPackItem.cartId, cartPackItem.packId, cartPackItem.investmentType],
      set: {
        amount: item.amount,
        frequency: item.frequency,
        sipDate: item.sipDate,
        numInstallments: item.numInstallments,
      },
    })
    .returning({ id: cartPackItem.id });
  await replaceSplit(db, row!.id, split);
  return row!.id;
}

export async function updatePackItem(
  db: DbOrTx,
  id: string,
  values: Pick<CartPackItemRow, 'amount' | 'sipDate' | 'numInstallments'>,
  split: readonly SplitShare[],
): Promise<void> {
  await db.update(cartPackItem).set(values).where(eq(cartPackItem.id, id));
  await replaceSplit(db, id, split);
}

async function replaceSplit(
  db: DbOrTx,
  itemId: string,
  split: readonly SplitShare[],
): Promise<void> {
  await db.delete(cartPackItemFund).where(eq(cartPackItemFund.cartPackItemId, itemId));
  await db
    .insert(cartPackItemFund)
    .values(split.map((s, position) => ({ cartPackItemId: itemId, ...s, position })));
}

export async function deletePackItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cartPackItem).where(eq(cartPackItem.id, id));
}

/** Moves a pack item (and its split, which hangs off it) to another cart. */
export async function movePackItem(db: DbOrTx, id: string, cartId: string): Promise<void> {
  await db.update(cartPackItem).set({ cartId }).where(eq(cartPackItem.id, id));
}

/** The cart's pack items with their packs' names, oldest first. */
export async function packItemsWithPacks(db: DbOrTx, cartId: string) {
  return db
    .select({ item: cartPackItem, packName: pack.name })
    .from(cartPackItem)
    .innerJoin(pack, eq(pack.id, cartPackItem.packId))
    .where(eq(cartPackItem.cartId, cartId))
    .orderBy(
      asc(cartPackItem.createdAt),
      asc(cartPackItem.packId),
      asc(cartPackItem.investmentType),
    );
}

/** The saved splits of the given items with their funds, in each item's order. */
export async function splitsOf(db: DbOrTx, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: cartPackItemFund.cartPackItemId,
      amfiCode: cartPackItemFund.amfiCode,
      weight: cartPackItemFund.weight,
      amount: cartPackItemFund.amount,
      schemeName: scheme.name,
      brand: amc.name,
      category: scheme.category,
      subCategory: scheme.subCategory,
      sipData: scheme.sipData,
    })
    .from(cartPackItemFund)
    .innerJoin(scheme, eq(scheme.amfiCode, cartPackItemFund.amfiCode))
    .innerJoin(amc, eq(amc.id, scheme.amcId))
    .where(inArray(cartPackItemFund.cartPackItemId, [...itemIds]))
    .orderBy(asc(cartPackItemFund.cartPackItemId), asc(cartPackItemFund.position));
}

/** The cart's item of this pack and type, if any (merging keeps the target's). */
export async function findPackItemOf(
  db: DbOrTx,
  cartId: string,
  packId: string,
  type: 'LUMPSUM' | 'SIP',
) {
  const rows = await db
    .select()
    .from(cartPackItem)
    .where(
      and(
        eq(cartPackItem.cartId, cartId),
        eq(cartPackItem.packId, packId),
        eq(cartPackItem.investmentType, type),
      ),
    )
    .limit(1);
  return rows[0];
}
