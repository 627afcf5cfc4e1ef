import {
  fundSorts,
  navRanges,
  type FundDetail,
  type FundSummary,
  type NavRange,
  type NfoItem,
  type nfoFilters,
  type nfoSorts,
  type Suggestion,
} from '@sanchay/contract';
import {
  BROWSE_TAXONOMY,
  istDate,
  nfoCategoryOn,
  parseSipDates,
  shiftIsoDate,
  searchTextSchema,
  sortNfos,
  suggestTextSchema,
  type Clock,
} from '@sanchay/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/app-errors';
import { catalogueMessages } from './catalogue-messages';
import type { CatalogueIndex, IndexedScheme } from './catalogue-index';
import * as queries from './catalogue.queries';
import type { SummaryRow } from './catalogue.queries';
import { downsample } from './nav-downsample';
import { taxClassOfScheme } from './scheme-tax-class';

/** spec 3 §9: suggestions 5, most searched 5, top rated 3. */
export const SUGGESTION_LIMIT = 5;
export const MOST_LIMIT = 5;
/** A chart needs no more points than a screen has pixels; the latest point is always exact. */
export const MAX_CHART_POINTS = 400;
/** A range is offered when the history reaches back to its start, give or take a long weekend. */
const RANGE_GRACE_DAYS = 4;
/** NFOs that closed more than this long ago are ordinary funds; they leave the NFO list. */
const NFO_LIST_DAYS = 365;
export const ELSS_SUB_CATEGORY = 'ELSS (Tax Savings)';

const rangeStart: Record<Exclude<NavRange, 'MAX'>, { months?: number; years?: number }> = {
  '1M': { months: -1 },
  '6M': { months: -6 },
  '1Y': { years: -1 },
  '3Y': { years: -3 },
  '5Y': { years: -5 },
};

export interface TaxonomyEntry {
  category: string;
  subCategories: readonly string[];
}

export interface CatalogueDeps {
  database: Database;
  clock: Clock;
  index: CatalogueIndex;
}

type FundSort = (typeof fundSorts)[number];
type NfoFilter = (typeof nfoFilters)[number];
type NfoSort = (typeof nfoSorts)[number];

/**
 * The catalogue's rules (spec 1 §2 home and browse, spec 3 §2 NFO list, §5 search, §9 limits).
 * Counting: every fund-detail view adds one view; a detail opened from a suggestion or a search
 * result (`from=search`) also adds one search. Suggestions themselves count nothing, since a
 * person types several of them per search.
 */
export class CatalogueService {
  private readonly db;
  /** Suggestions by the index's answer they were made from (dropped with that answer). */
  private readonly suggestionsOf = new WeakMap<readonly IndexedScheme[], readonly Suggestion[]>();

  constructor(private readonly deps: CatalogueDeps) {
    this.db = deps.database.db;
  }

  taxonomy(): readonly TaxonomyEntry[] {
    return BROWSE_TAXONOMY;
  }

  /** spec 1 §2, spec 3 §5: more than 3 characters (the domain's suggestTextSchema). */
  suggest(text: string): Suggestion[] {
    const checked = checkText(suggestTextSchema, text, 'text');
    const matches = this.deps.index.top(checked, SUGGESTION_LIMIT);
    // The index hands out its kept answer again for the same text (for up to 30 s), so the
    // suggestions made from it are kept beside it, frozen: the same object for the same answer,
    // whose JSON the route writes once (catalogue.routes.ts, `keptAnswers`).
    let suggestions = this.suggestionsOf.get(matches);
    if (!suggestions) {
      suggestions = Object.freeze(
        matches.map((s) =>
          Object.freeze({ schemeId: s.schemeId, schemeName: s.schemeName, category: s.category, subCategory: s.subCategory }),
        ),
      );
      this.suggestionsOf.set(matches, suggestions);
    }
    // Frozen: read-only in fact, though typed as the contract's (mutable) array.
    return suggestions as Suggestion[];
  }

  /**
   * Answered from the in-memory index alone (no query per request: on PGlite a query runs on the
   * server's own event loop). Its figures are as fresh as the index: reloaded after every import
   * in this process and every ten minutes for imports by command.
   */
  searchByText(q: string, pageNumber: number, pageSize: number) {
    const matches = this.deps.index.all(checkText(searchTextSchema, q, 'q'));
    const content = matches.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize).map((r) => ({
      schemeId: r.schemeId,
      schemeName: r.schemeName,
      fundInvestmentObjective: r.objective,
      category: r.category,
      subCategory: r.subCategory,
      riskometer: r.riskometer,
      nav: r.nav,
      returns: { oneYear: r.return1y, threeYear: r.return3y, fiveYear: r.return5y },
    }));
    return pageOf(content, matches.length, pageNumber, pageSize);
  }

  async detail(schemeId: number, from?: 'search'): Promise<FundDetail> {
    const row = await queries.findDetail(this.db, schemeId);
    if (!row) throw new NotFoundError(catalogueMessages.fundNotFound);
    const [bounds] = await Promise.all([
      queries.navBounds(this.db, schemeId),
      queries.recordView(this.db, schemeId, from === 'search'),
    ]);
    this.deps.index.recordView(schemeId, from === 'search');
    const end = row.navDate ?? bounds.last;
    return {
      ...toSummary(row),
      objective: row.objective,
      isinGrowth: row.isinGrowth,
      isinReinvestment: row.isinReinvestment,
      amfiCategory: row.amfiCategory,
      launchDate: row.launchDate,
      lumpsumMultiple: row.lumpsumMultiple,
      sipMultiple: row.sipMultiple,
      minRedemptionAmount: row.minRedemptionAmount,
      purchaseAllowed: row.purchaseAllowed,
      redeemAllowed: row.redeemAllowed,
      sipAllowed: row.sipAllowed,
      stpAllowed: row.stpAllowed,
      swpAllowed: row.swpAllowed,
      switchAllowed: row.switchAllowed,
      sipData: row.sipData,
      // The MONTHLY dates of sipData, days 1–28 when it names none (spec 3 §9); none without SIP.
      sipDates: row.sipAllowed ? parseSipDates(row.sipData) : [],
      nfoOpenDate: row.nfoOpenDate,
      nfoCloseDate: row.nfoCloseDate,
      nfoCategory:
        row.nfoOpenDate && row.nfoCloseDate
          ? nfoCategoryOn(istDate(this.deps.clock.now()), row.nfoOpenDate, row.nfoCloseDate)
          : null,
      navRanges: availableRanges(bounds.first, end, bounds.count),
      isDemoData: row.isDemo,
      taxClass: taxClassOfScheme({ ...row, name: row.schemeName }),
    };
  }

  async navHistory(schemeId: number, range: NavRange) {
    const scheme = await queries.findLatestNavDate(this.db, schemeId);
    if (!scheme) throw new NotFoundError(catalogueMessages.fundNotFound);
    const end = scheme.latestNavDate ?? (await queries.navBounds(this.db, schemeId)).last;
    if (!end) return { schemeId, range, points: [] };
    const start = range === 'MAX' ? null : shiftIsoDate(end, rangeStart[range]);
    const points = await queries.navPoints(this.db, schemeId, start, end);
    return { schemeId, range, points: downsample(points, MAX_CHART_POINTS) };
  }

  /** spec 3 §7: the top funds of the ELSS tag, best 3-year return first (3 shown). */
  async topFunds(tag: 'ELSS', limit: number) {
    const rows = await queries.bestBy3y(this.db, { subCategory: ELSS_SUB_CATEGORY }, limit);
    return rows.map((r) => ({
      schemeId: r.schemeId,
      schemeName: r.schemeName,
      category: r.category,
      subCategory: r.subCategory,
      tags: [tag],
      threeYearReturn: r.return3y,
      lastUpdatedNavDate: r.navDate,
    }));
  }

  async bestPerforming(requested: string | undefined, limit: number) {
    const category = requested?.trim() || undefined;
    const categories = category ? [this.canonicalCategory(category).category] : this.taxonomy().map((t) => t.category);
    const rows = await queries.bestPerCategory(this.db, categories, limit);
    return categories
      .map((c) => ({ category: c, funds: rows.filter((r) => r.category === c).map(toSummary) }))
      .filter((group) => category !== undefined || group.funds.length > 0);
  }

  mostViewed(): Promise<FundSummary[]> {
    return this.most('views');
  }

  mostSearched(): Promise<FundSummary[]> {
    return this.most('searches');
  }

  /**
   * The counted funds first; while fewer than 5 funds have been counted (a fresh install), the
   * rest of the list is filled with the best 3-year returns, so the home page is never blank.
   */
  private async most(counter: 'views' | 'searches'): Promise<FundSummary[]> {
    const counted = await queries.mostBy(this.db, counter, MOST_LIMIT);
    if (counted.length >= MOST_LIMIT) return counted.map(toSummary);
    const fill = await queries.bestBy3y(
      this.db,
      { excludeIds: counted.map((c) => c.schemeId) },
      MOST_LIMIT - counted.length,
    );
    return [...counted, ...fill].map(toSummary);
  }

  async byCategory(q: {
    mutualFundCategory: string;
    subCategory?: string | undefined;
    sortBy: FundSort;
    sortOrder: 'asc' | 'desc';
    plan?: string | undefined;
    option?: string | undefined;
    riskometer?: string | undefined;
    amc?: string | undefined;
    PageNumber: number;
    pageSize: number;
  }) {
    const entry = this.canonicalCategory(q.mutualFundCategory);
    const subCategory = q.subCategory ? this.canonicalSubCategory(entry, q.subCategory) : undefined;
    const { rows, total } = await queries.fundsByCategory(this.db, {
      category: entry.category,
      subCategory,
      plan: q.plan,
      option: q.option,
      riskometer: q.riskometer?.trim() || undefined,
      amc: q.amc?.trim() || undefined,
      sortBy: q.sortBy,
      sortOrder: q.sortOrder,
      offset: q.PageNumber * q.pageSize,
      limit: q.pageSize,
    });
    return pageOf(rows.map(toSummary), total, q.PageNumber, q.pageSize);
  }

  async categories() {
    const counts = await queries.categoryCounts(this.db);
    const countOf = (category: string, sub: string) =>
      counts.find((c) => c.category === category && c.subCategory === sub)?.count ?? 0;
    return this.taxonomy().map((t) => {
      const subCategories = t.subCategories.map((name) => ({ name, count: countOf(t.category, name) }));
      return {
        category: t.category,
        count: counts.filter((c) => c.category === t.category).reduce((sum, c) => sum + c.count, 0),
        subCategories,
      };
    });
  }

  /** spec 3 §4 NFO: filter groups by today's date in IST, sorts by launch or close date. */
  async nfoFunds(filter: NfoFilter, sort: NfoSort | undefined): Promise<NfoItem[]> {
    const today = istDate(this.deps.clock.now());
    const rows = await queries.nfoRows(this.db, shiftIsoDate(today, { days: -NFO_LIST_DAYS }));
    const items = rows.map((r) => toNfoItem(r, today));
    const kept = filter === 'all' ? items : items.filter((i) => i.nfoCategory === filter);
    return sort ? sortNfos(kept, sort) : defaultNfoOrder(kept);
  }

  async nfoDetails(schemeId: number) {
    const row = await queries.findNfo(this.db, schemeId);
    if (!row) throw new NotFoundError(catalogueMessages.nfoNotFound);
    const today = istDate(this.deps.clock.now());
    return { ...toNfoItem(row, today), objective: row.objective, riskometer: row.riskometer };
  }

  private canonicalCategory(name: string): TaxonomyEntry {
    const wanted = name.trim().toLowerCase();
    const entry = this.taxonomy().find((t) => t.category.toLowerCase() === wanted);
    if (!entry) {
      const message = catalogueMessages.unknownCategory(name.trim());
      throw new ValidationError(message, { mutualFundCategory: message });
    }
    return entry;
  }

  private canonicalSubCategory(entry: TaxonomyEntry, name: string): string {
    const wanted = name.trim().toLowerCase();
    const sub = entry.subCategories.find((s) => s.toLowerCase() === wanted);
    if (!sub) {
      const message = catalogueMessages.unknownSubCategory(entry.category, name.trim());
      throw new ValidationError(message, { subCategory: message });
    }
    return sub;
  }
}

/** Applies a domain text rule; its message becomes the 400's message and the field's. */
function checkText(schema: z.ZodType<string>, text: string, field: string): string {
  const result = schema.safeParse(text);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? catalogueMessages.searchEmpty;
  throw new ValidationError(message, { [field]: message });
}

function toSummary(r: SummaryRow): FundSummary {
  return {
    schemeId: r.schemeId,
    schemeName: r.schemeName,
    amcName: r.amcName,
    category: r.category,
    subCategory: r.subCategory,
    plan: r.plan,
    option: r.option,
    riskometer: r.riskometer,
    fundType: r.fundType,
    nav: r.nav,
    navDate: r.navDate,
    returns: { oneYear: r.return1y, threeYear: r.return3y, fiveYear: r.return5y },
    minLumpsumAmount: r.minLumpsumAmount,
    minSipAmount: r.minSipAmount,
  };
}

function toNfoItem(
  r: {
    schemeId: number;
    schemeName: string;
    amcName: string;
    category: string;
    subCategory: string;
    nfoOpenDate: string | null;
    nfoCloseDate: string | null;
    minLumpsumAmount: string | null;
    minSipAmount: string | null;
  },
  today: string,
): NfoItem {
  const open = r.nfoOpenDate!;
  const close = r.nfoCloseDate!;
  return {
    schemeId: r.schemeId,
    encryptedSchemeId: r.schemeId,
    schemeName: r.schemeName,
    amcName: r.amcName,
    category: r.category,
    subCategory: r.subCategory,
    nfoCategory: nfoCategoryOn(today, open, close),
    nfoOpenDate: open,
    nfoClousureDate: close,
    minimumLumpsumAmount: r.minLumpsumAmount,
    minimumSipAmount: r.minSipAmount,
  };
}

const NFO_GROUP_ORDER: Record<NfoItem['nfoCategory'], number> = {
  open: 0,
  upcoming: 1,
  recentlyClosed: 2,
  closedListed: 3,
};

/**
 * Without a chosen sort (or after Reset): what an investor can act on first. Open offers closing
 * soonest, then upcoming ones launching soonest, then recently closed and closed & listed ones,
 * the latest closed first.
 */
export function defaultNfoOrder(items: readonly NfoItem[]): NfoItem[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...items].sort((a, b) => {
    const group = NFO_GROUP_ORDER[a.nfoCategory] - NFO_GROUP_ORDER[b.nfoCategory];
    if (group !== 0) return group;
    const byDate =
      a.nfoCategory === 'open'
        ? cmp(a.nfoClousureDate, b.nfoClousureDate)
        : a.nfoCategory === 'upcoming'
          ? cmp(a.nfoOpenDate, b.nfoOpenDate)
          : cmp(b.nfoClousureDate, a.nfoClousureDate);
    return byDate || cmp(a.schemeName, b.schemeName) || a.schemeId - b.schemeId;
  });
}

function pageOf<T>(content: T[], totalElements: number, pageNumber: number, pageSize: number) {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / pageSize),
    pageNumber,
    pageSize,
  };
}

/** The chart ranges a fund's history covers: MAX with two NAVs or more, others once reached. */
export function availableRanges(first: string | null, last: string | null, count: number): NavRange[] {
  if (!first || !last || count < 2) return [];
  return navRanges.filter((range) => {
    if (range === 'MAX') return true;
    const start = shiftIsoDate(last, rangeStart[range]);
    return first <= shiftIsoDate(start, { days: RANGE_GRACE_DAYS });
  });
}
