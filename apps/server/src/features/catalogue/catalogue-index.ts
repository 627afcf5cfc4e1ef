import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../db/client';
import { loadIndexRows } from './catalogue.queries';

/**
 * The in-memory name index behind suggestions and search-by-text (spec 1 §2 header search,
 * spec 3 §5 Search). Matching ~14k names in memory takes well under a millisecond, where SQL
 * LIKE '%…%' would scan the table on every keystroke. Loaded at start, refreshed after imports.
 *
 * Matching: the text and the names are lower-cased and reduced to letters, digits and '&'
 * (so "flexi-cap" finds "Flexi Cap"); every word of the text must occur in the name.
 * Ranking: the name starts with the text, then every word starts a word of the name, then the
 * words occur anywhere; ties go to the most viewed fund, then to the name (A→Z).
 */
export interface IndexedScheme {
  readonly schemeId: number;
  readonly schemeName: string;
  readonly category: string;
  readonly subCategory: string;
  /** What a search result shows besides the name (spec 3 §5), so search needs no SQL. */
  readonly objective: string | null;
  readonly riskometer: string | null;
  /** Decimal strings, as stored. */
  readonly nav: string | null;
  readonly return1y: string | null;
  readonly return3y: string | null;
  readonly return5y: string | null;
  views: number;
  searches: number;
}

interface Entry extends IndexedScheme {
  /** Normalised name, and the same with a leading space to find word starts. */
  readonly norm: string;
  readonly spaced: string;
  /** Position in name order (A→Z), the last tie-breaker. */
  readonly order: number;
}

export type MatchRank = 0 | 1 | 2;

const TOP_CACHE_MS = 30_000;
const TOP_CACHE_SIZE = 2_000;
/** Search answers kept, counted in matches (a common word matches most of the ~17k names). */
const ALL_CACHE_MATCHES = 200_000;

export function normaliseText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}

export class CatalogueIndex {
  private entries: Entry[] = [];
  private byId = new Map<number, Entry>();
  /**
   * Trigram → positions (in name order) of the names containing it: narrows a scan to candidates.
   * Stored flat: the positions of trigram code g are postings[offsets[g] … offsets[g + 1]). Two
   * typed arrays instead of a Map of ~10k strings to ~10k arrays: built in a fraction of the time
   * at start-up and refresh, with a fraction of the objects on the heap.
   */
  private trigrams: Postings = { offsets: new Int32Array(TRIGRAM_CODES + 1), postings: new Int32Array(0) };
  /**
   * Recent suggestion answers. Typed text repeats a lot ("hdfc", "sbi s…"), and a word found in
   * most names ("fund") costs a full scan; an answer is kept for a short while, so a change in
   * views reorders ties within TOP_CACHE_MS.
   */
  private topCache = new Map<string, { at: number; result: IndexedScheme[] }>();
  /** Recent search answers (every match, ranked), for the same reason; bounded by their length. */
  private allCache = new Map<string, { at: number; result: IndexedScheme[] }>();
  private allCachedMatches = 0;
  private readonly now: () => number;
  private loadedAt: Date | null = null;

  /** `now` in milliseconds (monotonic by default) dates the cached answers; tests pass their own. */
  constructor(options: { now?: () => number } = {}) {
    this.now = options.now ?? (() => performance.now());
  }

  get size(): number {
    return this.entries.length;
  }

  get lastRefresh(): Date | null {
    return this.loadedAt;
  }

  /** Reloads every scheme's name, classes and counters; the old index serves until the swap. */
  async refresh(database: Database): Promise<void> {
    const rows = await loadIndexRows(database.db);
    // A turn of the event loop between the query and the build (both hold it: decision 0058).
    await nextTurn();
    this.replace(rows);
  }

  /** Replaces the content (used by refresh, and by tests that need no database). */
  replace(rows: readonly IndexedScheme[]): void {
    // Each name lower-cased once, not twice per comparison.
    const sorted = rows
      .map((row) => ({ row, lower: row.schemeName.toLowerCase() }))
      .sort((a, b) => (a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : a.row.schemeId - b.row.schemeId))
      .map(({ row }) => row);
    const entries: Entry[] = sorted.map((r, order) => {
      const norm = normaliseText(r.schemeName);
      return {
        schemeId: r.schemeId,
        schemeName: r.schemeName,
        category: r.category,
        subCategory: r.subCategory,
        objective: r.objective,
        riskometer: r.riskometer,
        nav: r.nav,
        return1y: r.return1y,
        return3y: r.return3y,
        return5y: r.return5y,
        views: r.views,
        searches: r.searches,
        norm,
        spaced: ` ${norm}`,
        order,
      };
    });
    this.entries = entries;
    this.byId = new Map(entries.map((e) => [e.schemeId, e]));
    this.trigrams = buildPostings(entries);
    this.topCache.clear();
    this.allCache.clear();
    this.allCachedMatches = 0;
    this.loadedAt = new Date();
  }

  /**
   * Positions worth checking, in name order: the names holding the rarest trigram of the query's
   * words (a name lacking any trigram of a word cannot contain the word), or every name when the
   * words are shorter than three characters.
   */
  private candidates(query: PreparedQuery): ArrayLike<number> | null {
    const { offsets, postings } = this.trigrams;
    let best = -1;
    let bestLength = 0;
    for (const word of query.words) {
      for (let i = 0; i + 3 <= word.length; i += 1) {
        const gram = trigramCode(word, i);
        const length = gram < 0 ? 0 : offsets[gram + 1]! - offsets[gram]!;
        if (length === 0) return EMPTY;
        if (best < 0 || length < bestLength) [best, bestLength] = [gram, length];
      }
    }
    return best < 0 ? null : postings.subarray(offsets[best]!, offsets[best + 1]!);
  }

  private forEachMatch(query: PreparedQuery, visit: (entry: Entry, rank: MatchRank) => void): void {
    const candidates = this.candidates(query);
    const entries = this.entries;
    const count = candidates ? candidates.length : entries.length;
    for (let i = 0; i < count; i += 1) {
      const entry = entries[candidates ? candidates[i]! : i]!;
      const rank = rankOf(entry, query);
      if (rank !== null) visit(entry, rank);
    }
  }

  get(schemeId: number): IndexedScheme | undefined {
    return this.byId.get(schemeId);
  }

  /** Keeps the in-memory counters in step with scheme_stats between refreshes. */
  recordView(schemeId: number, fromSearch: boolean): void {
    const entry = this.byId.get(schemeId);
    if (!entry) return;
    entry.views += 1;
    if (fromSearch) entry.searches += 1;
  }

  /** The best `limit` matches, best first (a bounded insertion, no full sort). */
  top(text: string, limit: number): IndexedScheme[] {
    const norm = normaliseText(text);
    if (!norm) return [];
    // Looked up before the words are split and sorted: a hit (most suggestions) allocates only
    // the normalised text and its key.
    const key = `${limit}:${norm}`;
    const now = this.now();
    const cached = this.topCache.get(key);
    if (cached && now - cached.at < TOP_CACHE_MS) return cached.result;
    const result = this.rankTop(prepareNormalised(norm), limit);
    if (this.topCache.size >= TOP_CACHE_SIZE) {
      const oldest = this.topCache.keys().next();
      if (!oldest.done) this.topCache.delete(oldest.value);
    }
    this.topCache.delete(key);
    this.topCache.set(key, { at: now, result });
    return result;
  }

  private rankTop(query: PreparedQuery, limit: number): IndexedScheme[] {
    const best: { entry: Entry; rank: MatchRank }[] = [];
    this.forEachMatch(query, (entry, rank) => {
      if (best.length === limit) {
        const worst = best[best.length - 1]!;
        if (compare(rank, entry, worst.rank, worst.entry) >= 0) return;
        best.pop();
      }
      let i = best.length;
      while (i > 0 && compare(rank, entry, best[i - 1]!.rank, best[i - 1]!.entry) < 0) i -= 1;
      best.splice(i, 0, { entry, rank });
    });
    return best.map((b) => b.entry);
  }

  /** Every match, best first (for paging through search results); kept for a short while. */
  all(text: string): IndexedScheme[] {
    const query = prepare(text);
    if (!query) return [];
    const now = this.now();
    const cached = this.allCache.get(query.text);
    if (cached && now - cached.at < TOP_CACHE_MS) return cached.result;
    const result = this.rankAll(query);
    this.forgetAll(query.text);
    while (this.allCache.size > 0 && this.allCachedMatches + result.length > ALL_CACHE_MATCHES) {
      this.forgetAll(this.allCache.keys().next().value!);
    }
    if (result.length <= ALL_CACHE_MATCHES) {
      this.allCache.set(query.text, { at: now, result });
      this.allCachedMatches += result.length;
    }
    return result;
  }

  private forgetAll(key: string): void {
    const entry = this.allCache.get(key);
    if (!entry) return;
    this.allCache.delete(key);
    this.allCachedMatches -= entry.result.length;
  }

  private rankAll(query: PreparedQuery): IndexedScheme[] {
    const buckets: [Entry[], Entry[], Entry[]] = [[], [], []];
    this.forEachMatch(query, (entry, rank) => buckets[rank].push(entry));
    // Each bucket is in name order already; only the viewed funds need sorting, ahead of the rest.
    return buckets.flatMap((bucket) => {
      const viewed = bucket.filter((e) => e.views > 0).sort((a, b) => b.views - a.views || a.order - b.order);
      return viewed.length === 0 ? bucket : [...viewed, ...bucket.filter((e) => e.views === 0)];
    });
  }
}

interface PreparedQuery {
  text: string;
  /** The distinct words, longest first (they fail fastest), and each with a leading space. */
  words: string[];
  spacedWords: string[];
}

function prepare(text: string): PreparedQuery | null {
  const norm = normaliseText(text);
  return norm ? prepareNormalised(norm) : null;
}

function prepareNormalised(norm: string): PreparedQuery {
  const words = [...new Set(norm.split(' '))].sort((a, b) => b.length - a.length);
  return { text: norm, words, spacedWords: words.map((w) => ` ${w}`) };
}

// A normalised name holds only a–z, 0–9, '&' and single spaces: 38 symbols, so a trigram is a
// number below 38³ (the code of the characters at i, i+1, i+2).
const SYMBOLS = 38;
const TRIGRAM_CODES = SYMBOLS ** 3;
const SYMBOL = new Int8Array(128).fill(-1);
for (let c = 0; c < 26; c += 1) SYMBOL[97 + c] = c;
for (let c = 0; c < 10; c += 1) SYMBOL[48 + c] = 26 + c;
SYMBOL['&'.charCodeAt(0)] = 36;
SYMBOL[' '.charCodeAt(0)] = 37;
const EMPTY = new Int32Array(0);

interface Postings {
  offsets: Int32Array;
  postings: Int32Array;
}

/** The trigram's code, or -1 for a character outside the normalised alphabet (never in a name). */
function trigramCode(text: string, i: number): number {
  const a = SYMBOL[text.charCodeAt(i)] ?? -1;
  const b = SYMBOL[text.charCodeAt(i + 1)] ?? -1;
  const c = SYMBOL[text.charCodeAt(i + 2)] ?? -1;
  return a < 0 || b < 0 || c < 0 ? -1 : (a * SYMBOLS + b) * SYMBOLS + c;
}

/** Each trigram's positions, ascending and once per name (counted, then filled). */
function buildPostings(entries: readonly Entry[]): Postings {
  const offsets = new Int32Array(TRIGRAM_CODES + 1);
  // last[g]: the last position counted or written for g, so a trigram repeated in a name counts once.
  const last = new Int32Array(TRIGRAM_CODES).fill(-1);
  entries.forEach((entry, position) => {
    for (let i = 0; i + 3 <= entry.norm.length; i += 1) {
      const gram = trigramCode(entry.norm, i);
      if (gram < 0 || last[gram] === position) continue;
      last[gram] = position;
      offsets[gram + 1]! += 1;
    }
  });
  for (let g = 0; g < TRIGRAM_CODES; g += 1) offsets[g + 1]! += offsets[g]!;
  const postings = new Int32Array(offsets[TRIGRAM_CODES]!);
  const next = offsets.slice(0, TRIGRAM_CODES);
  last.fill(-1);
  entries.forEach((entry, position) => {
    for (let i = 0; i + 3 <= entry.norm.length; i += 1) {
      const gram = trigramCode(entry.norm, i);
      if (gram < 0 || last[gram] === position) continue;
      last[gram] = position;
      postings[next[gram]!++] = position;
    }
  });
  return { offsets, postings };
}

function rankOf(entry: Entry, query: PreparedQuery): MatchRank | null {
  let allWordStarts = true;
  const { words, spacedWords } = query;
  for (let i = 0; i < words.length; i += 1) {
    if (entry.spaced.indexOf(spacedWords[i]!) !== -1) continue;
    if (entry.norm.indexOf(words[i]!) === -1) return null;
    allWordStarts = false;
  }
  if (entry.norm.startsWith(query.text)) return 0;
  return allWordStarts ? 1 : 2;
}

function compare(rankA: MatchRank, a: Entry, rankB: MatchRank, b: Entry): number {
  return rankA - rankB || b.views - a.views || a.order - b.order;
}
