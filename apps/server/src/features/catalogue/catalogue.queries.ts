import { and, asc, eq, gte, inArray, isNotNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { amc, navHistory, scheme, schemeStats } from '../../db/schema';

// The catalogue's SQL. Numeric columns stay strings end to end (never parseFloat); dates are
// YYYY-MM-DD strings (Drizzle's date mode 'string'); counts are cast to int in SQL so both
// drivers (PGlite, node-postgres) return numbers.

const summaryColumns = {
  schemeId: scheme.amfiCode,
  schemeName: scheme.name,
  amcName: amc.name,
  category: scheme.category,
  subCategory: scheme.subCategory,
  plan: scheme.plan,
  option: scheme.option,
  riskometer: scheme.riskometer,
  fundType: scheme.fundType,
  nav: scheme.latestNav,
  navDate: scheme.latestNavDate,
  return1y: scheme.return1y,
  return3y: scheme.return3y,
  return5y: scheme.return5y,
  minLumpsumAmount: scheme.minLumpsumAmount,
  minSipAmount: scheme.minSipAmount,
};

export interface SummaryRow {
  schemeId: number;
  schemeName: string;
  amcName: string;
  category: string;
  subCategory: string;
  plan: string | null;
  option: string | null;
  riskometer: string | null;
  fundType: 'open' | 'closed' | 'interval';
  nav: string | null;
  navDate: string | null;
  return1y: string | null;
  return3y: string | null;
  return5y: string | null;
  minLumpsumAmount: string | null;
  minSipAmount: string | null;
}

/** Each fund once, on its Direct Growth plan where the plan and option are known. */
const directGrowthPreferred = sql`coalesce(${scheme.plan}, '') <> 'Regular' and coalesce(${scheme.option}, '') <> 'IDCW'`;

const summaries = (db: Db) => db.select(summaryColumns).from(scheme).innerJoin(amc, eq(scheme.amcId, amc.id));

export async function loadIndexRows(db: Db) {
  return db
    .select({
      schemeId: scheme.amfiCode,
      schemeName: scheme.name,
      category: scheme.category,
      subCategory: scheme.subCategory,
      objective: scheme.objective,
      riskometer: scheme.riskometer,
      nav: scheme.latestNav,
      return1y: scheme.return1y,
      return3y: scheme.return3y,
      return5y: scheme.return5y,
      views: sql<number>`coalesce(${schemeStats.views}, 0)::int`.mapWith(Number),
      searches: sql<number>`coalesce(${schemeStats.searches}, 0)::int`.mapWith(Number),
    })
    .from(scheme)
    .leftJoin(schemeStats, eq(schemeStats.amfiCode, scheme.amfiCode));
}

export async function findSummaries(db: Db, schemeIds: readonly number[]): Promise<SummaryRow[]> {
  if (schemeIds.length === 0) return [];
  return summaries(db).where(inArray(scheme.amfiCode, [...schemeIds]));
}

export async function findDetail(db: Db, schemeId: number) {
  const rows = await db
    .select({
      ...summaryColumns,
      objective: scheme.objective,
      isinGrowth: scheme.isinGrowth,
      isinReinvestment: scheme.isinReinvestment,
      amfiCategory: scheme.amfiCategory,
      launchDate: scheme.launchDate,
      lumpsumMultiple: scheme.lumpsumMultiple,
      sipMultiple: scheme.sipMultiple,
      minRedemptionAmount: scheme.minRedemptionAmount,
      purchaseAllowed: scheme.purchaseAllowed,
      redeemAllowed: scheme.redeemAllowed,
      sipAllowed: scheme.sipAllowed,
      stpAllowed: scheme.stpAllowed,
      swpAllowed: scheme.swpAllowed,
      switchAllowed: scheme.switchAllowed,
      sipData: scheme.sipData,
      nfoOpenDate: scheme.nfoOpenDate,
      nfoCloseDate: scheme.nfoCloseDate,
      isDemo: scheme.isDemo,
    })
    .from(scheme)
    .innerJoin(amc, eq(scheme.amcId, amc.id))
    .where(eq(scheme.amfiCode, schemeId))
    .limit(1);
  return rows[0];
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

/** The first and last NAV dates of a scheme and how many NAVs it has (primary-key range scan). */
export async function navBounds(db: Db, schemeId: number) {
  const rows = await db
    .select({
      first: sql<string | null>`min(${navHistory.navDate})::text`,
      last: sql<string | null>`max(${navHistory.navDate})::text`,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(navHistory)
    .where(eq(navHistory.amfiCode, schemeId));
  return rows[0] ?? { first: null, last: null, count: 0 };
}

export async function findLatestNavDate(db: Db, schemeId: number) {
  const rows = await db
    .select({ latestNavDate: scheme.latestNavDate })
    .from(scheme)
    .where(eq(scheme.amfiCode, schemeId))
    .limit(1);
  return rows[0];
}

/** Daily NAVs in [from, to] (from omitted: since the first), oldest first. */
export async function navPoints(db: Db, schemeId: number, from: string | null, to: string) {
  const conditions = [eq(navHistory.amfiCode, schemeId), lte(navHistory.navDate, to)];
  if (from) conditions.push(gte(navHistory.navDate, from));
  return db
    .select({ date: navHistory.navDate, nav: navHistory.nav })
    .from(navHistory)
    .where(and(...conditions))
    .orderBy(asc(navHistory.navDate));
}

/**
 * Best 3-year return first, among funds that have one. Each fund appears on its Direct Growth
 * plan where possible: those rows come first, other plans only fill what is left.
 */
export async function bestBy3y(
  db: Db,
  filter: { category?: string; subCategory?: string; excludeIds?: readonly number[] },
  limit: number,
): Promise<SummaryRow[]> {
  const conditions: SQL[] = [isNotNull(scheme.return3y)];
  if (filter.category) conditions.push(eq(scheme.category, filter.category));
  if (filter.subCategory) conditions.push(eq(scheme.subCategory, filter.subCategory));
  if (filter.excludeIds?.length) conditions.push(notInArray(scheme.amfiCode, [...filter.excludeIds]));
  return summaries(db)
    .where(and(...conditions))
    .orderBy(sql`(${directGrowthPreferred}) desc`, sql`${scheme.return3y} desc`, asc(scheme.name), asc(scheme.amfiCode))
    .limit(limit);
}

/** The best `limit` funds of each category by 3-year return, in one window query. */
export async function bestPerCategory(db: Db, categories: readonly string[], limit: number): Promise<SummaryRow[]> {
  if (categories.length === 0) return [];
  const ranked = db
    .select({
      schemeId: sql<number>`${scheme.amfiCode}`.as('ranked_scheme_id'),
      rn: sql<number>`row_number() over (partition by ${scheme.category} order by (${directGrowthPreferred}) desc, ${scheme.return3y} desc, ${scheme.name}, ${scheme.amfiCode})`.as('rn'),
    })
    .from(scheme)
    .where(and(isNotNull(scheme.return3y), inArray(scheme.category, [...categories])))
    .as('ranked');
  const top = await db.select({ schemeId: ranked.schemeId, rn: ranked.rn }).from(ranked).where(lte(ranked.rn, limit));
  const position = new Map(top.map((t) => [Number(t.schemeId), Number(t.rn)]));
  const rows = await findSummaries(db, [...position.keys()]);
  return rows.sort((a, b) => position.get(a.schemeId)! - position.get(b.schemeId)!);
}

/** Funds with a positive counter, highest first. */
export async function mostBy(db: Db, counter: 'views' | 'searches', limit: number): Promise<SummaryRow[]> {
  const column = counter === 'views' ? schemeStats.views : schemeStats.searches;
  return db
    .select(summaryColumns)
    .from(schemeStats)
    .innerJoin(scheme, eq(scheme.amfiCode, schemeStats.amfiCode))
    .innerJoin(amc, eq(scheme.amcId, amc.id))
    .where(sql`${column} > 0`)
    .orderBy(sql`${column} desc`, asc(scheme.name), asc(scheme.amfiCode))
    .limit(limit);
}

export interface CategoryQuery {
  category: string;
  subCategory?: string | undefined;
  plan?: string | undefined;
  option?: string | undefined;
  riskometer?: string | undefined;
  amc?: string | undefined;
  sortBy: 'returns1y' | 'returns3y' | 'returns5y' | 'name' | 'nav';
  sortOrder: 'asc' | 'desc';
  offset: number;
  limit: number;
}

const sortColumns = {
  returns1y: scheme.return1y,
  returns3y: scheme.return3y,
  returns5y: scheme.return5y,
  name: scheme.name,
  nav: scheme.latestNav,
} as const;

export async function fundsByCategory(db: Db, q: CategoryQuery): Promise<{ rows: SummaryRow[]; total: number }> {
  const conditions: SQL[] = [eq(scheme.category, q.category)];
  if (q.subCategory) conditions.push(eq(scheme.subCategory, q.subCategory));
  if (q.plan) conditions.push(eq(scheme.plan, q.plan));
  if (q.option) conditions.push(eq(scheme.option, q.option));
  if (q.riskometer) conditions.push(sql`lower(${scheme.riskometer}) = lower(${q.riskometer})`);
  if (q.amc) conditions.push(sql`lower(${amc.name}) = lower(${q.amc})`);
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
    .from(scheme)
    .innerJoin(amc, eq(scheme.amcId, amc.id))
    .where(where);
  if (q.offset >= total) return { rows: [], total };
  const column = sortColumns[q.sortBy];
  // Funds without the sorted value (too young for a 5-year return, no NAV yet) go last either way.
  const direction = q.sortOrder === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  const rows = await summaries(db)
    .where(where)
    .orderBy(sql`${column} ${direction}`, asc(scheme.name), asc(scheme.amfiCode))
    .limit(q.limit)
    .offset(q.offset);
  return { rows, total };
}

export async function categoryCounts(db: Db) {
  return db
    .select({
      category: scheme.category,
      subCategory: scheme.subCategory,
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(scheme)
    .groupBy(scheme.category, scheme.subCategory);
}

const nfoColumns = {
  schemeId: scheme.amfiCode,
  schemeName: scheme.name,
  amcName: amc.name,
  category: scheme.category,
  subCategory: scheme.subCategory,
  nfoOpenDate: scheme.nfoOpenDate,
  nfoCloseDate: scheme.nfoCloseDate,
  minLumpsumAmount: scheme.minLumpsumAmount,
  minSipAmount: scheme.minSipAmount,
  objective: scheme.objective,
  riskometer: scheme.riskometer,
};

/** Schemes with an NFO window that closed on or after `closedSince` (or is still to come). */
export async function nfoRows(db: Db, closedSince: string) {
  return db
    .select(nfoColumns)
    .from(scheme)
    .innerJoin(amc, eq(scheme.amcId, amc.id))
    .where(and(isNotNull(scheme.nfoOpenDate), isNotNull(scheme.nfoCloseDate), gte(scheme.nfoCloseDate, closedSince)))
    .orderBy(asc(scheme.nfoOpenDate), asc(scheme.name));
}

export async function findNfo(db: Db, schemeId: number) {
  const rows = await db
    .select(nfoColumns)
    .from(scheme)
    .innerJoin(amc, eq(scheme.amcId, amc.id))
    .where(and(eq(scheme.amfiCode, schemeId), isNotNull(scheme.nfoOpenDate), isNotNull(scheme.nfoCloseDate)))
    .limit(1);
  return rows[0];
}

/** Counts one view of a fund (and one search when it was opened from a search). */
export async function recordView(db: Db, schemeId: number, fromSearch: boolean): Promise<void> {
  const searches = fromSearch ? 1 : 0;
  await db
    .insert(schemeStats)
    .values({ amfiCode: schemeId, views: 1, searches })
    .onConflictDoUpdate({
      target: schemeStats.amfiCode,
      set: {
        views: sql`${schemeStats.views} + 1`,
        searches: sql`${schemeStats.searches} + ${searches}`,
      },
    });
}
