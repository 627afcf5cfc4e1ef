import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { amc, cart, cartItem, scheme } from '../../db/schema';

export type CartRow = typeof cart.$inferSelect;
export type CartItemRow = typeof cartItem.$inferSelect;
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who a cart belongs to: a signed-in user, or a guest browser by its cookie id. */
export type CartOwner = { kind: 'user'; userId: string } | { kind: 'guest'; cookieId: string };

export async function findCartOf(db: DbOrTx, owner: CartOwner): Promise<CartRow | undefined> {
  const where =
    owner.kind === 'user'
      ? eq(cart.userId, owner.userId)
      : and(eq(cart.cookieId, owner.cookieId), isNull(cart.userId));
  const rows = await db.select().from(cart).where(where).limit(1);
  return rows[0];
}

export async function findCart(db: DbOrTx, id: string): Promise<CartRow | undefined> {
  const rows = await db.select().from(cart).where(eq(cart.id, id)).limit(1);
  return rows[0];
}

/** Inserts the owner's cart unless one exists (a concurrent first request), then reads it. */
export async function createCart(
  db: DbOrTx,
  owner: CartOwner,
  values: { agentCode: string | null; at: Date },
): Promise<CartRow> {
  await db
    .insert(cart)
    .values({
      cookieId: owner.kind === 'guest' ? owner.cookieId : null,
      userId: owner.kind === 'user' ? owner.userId : null,
      agentCode: values.agentCode,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing();
  return (await findCartOf(db, owner))!;
}

export async function touchCart(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(cart).set({ updatedAt: at }).where(eq(cart.id, id));
}

/** An acting advisor's change: the cart waits for the customer's approval (decision 0138). */
export async function markPending(db: DbOrTx, id: string, actorUserId: string): Promise<void> {
  await db.update(cart).set({ agentStatus: 'pending', actedByUserId: actorUserId }).where(eq(cart.id, id));
}

/** The customer's approval of a pending cart. */
export async function approveCart(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(cart).set({ agentStatus: 'approved', updatedAt: at }).where(eq(cart.id, id));
}

export async function deleteCart(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cart).where(eq(cart.id, id));
}

export async function findItem(db: DbOrTx, id: string): Promise<CartItemRow | undefined> {
  const rows = await db.select().from(cartItem).where(eq(cartItem.id, id)).limit(1);
  return rows[0];
}

export type NewItem = Omit<typeof cartItem.$inferInsert, 'id'>;

/** Adds the item, or updates the cart's item of the same scheme and type. */
export async function upsertItem(db: DbOrTx, item: NewItem & { createdAt: Date }): Promise<void> {
  await db
    .insert(cartItem)
    .values(item)
    .onConflictDoUpdate({
      target: [cartItem.cartId, cartItem.amfiCode, cartItem.investmentType],
      set: {
        amount: item.amount,
        frequency: item.frequency,
        sipDate: item.sipDate,
        numInstallments: item.numInstallments,
        folioNo: item.folioNo ?? null,
      },
    });
}

/**
 * Whether the folio holds units of the scheme for the user (the ledger: allotments less
 * redemptions), so that an Invest More item may buy into it.
 */
export async function holdsFolio(db: DbOrTx, userId: string, folioNo: string, amfiCode: number): Promise<boolean> {
  const [row] = await rowsOf<{ ok: boolean }>(
    db,
    sql`SELECT coalesce(sum(l.units), 0) > 0 AS ok FROM ledger_entry l
        JOIN investor_profile p ON p.ucc = l.ucc AND p.user_id = ${userId}
        WHERE l.folio_no = ${folioNo} AND split_part(l.scheme_code, '-', 1) = ${String(amfiCode)}`,
  );
  return row?.ok === true;
}

/** Adds the item unless the cart has one of the same scheme and type (that one is kept). */
export async function insertItemIfAbsent(db: DbOrTx, item: NewItem): Promise<void> {
  await db.insert(cartItem).values(item).onConflictDoNothing();
}

export async function updateItem(
  db: DbOrTx,
  id: string,
  values: Pick<CartItemRow, 'amount' | 'sipDate' | 'numInstallments'>,
): Promise<void> {
  await db.update(cartItem).set(values).where(eq(cartItem.id, id));
}

export async function deleteItem(db: DbOrTx, id: string): Promise<void> {
  await db.delete(cartItem).where(eq(cartItem.id, id));
}

export async function itemsOf(db: DbOrTx, cartId: string): Promise<CartItemRow[]> {
  return db.select().from(cartItem).where(eq(cartItem.cartId, cartId));
}

/** The cart's items with their funds, oldest first. */
export async function itemsWithFunds(db: DbOrTx, cartId: string) {
  return db
    .select({
      item: cartItem,
      schemeName: scheme.name,
      brand: amc.name,
      category: scheme.category,
      subCategory: scheme.subCategory,
      sipData: scheme.sipData,
    })
    .from(cartItem)
    .innerJoin(scheme, eq(scheme.amfiCode, cartItem.amfiCode))
    .innerJoin(amc, eq(amc.id, scheme.amcId))
    .where(eq(cartItem.cartId, cartId))
    .orderBy(asc(cartItem.createdAt), asc(cartItem.amfiCode), asc(cartItem.investmentType));
}

/** What a save needs to know about a scheme. */
export async function findSchemeTerms(db: DbOrTx, amfiCode: number) {
  const rows = await db
    .select({
      amfiCode: scheme.amfiCode,
      purchaseAllowed: scheme.purchaseAllowed,
      sipAllowed: scheme.sipAllowed,
      minLumpsumAmount: scheme.minLumpsumAmount,
      minSipAmount: scheme.minSipAmount,
      sipData: scheme.sipData,
      nfoOpenDate: scheme.nfoOpenDate,
      nfoCloseDate: scheme.nfoCloseDate,
      latestNav: scheme.latestNav,
    })
    .from(scheme)
    .where(eq(scheme.amfiCode, amfiCode))
    .limit(1);
  return rows[0];
}
