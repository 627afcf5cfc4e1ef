// The browse taxonomy of spec 1 §2 (fund lists at mutual-fund-results/{category}/{subCategory})
// and the mapping from AMFI's scheme categories onto it. Decisions: docs/decisions/0003.

export interface BrowseClass {
  category: string;
  subCategory: string;
}

/**
 * The browse categories in display order, each with its sub-categories in display order. Names are
 * route segments (mutual-fund-results/Money Market/Liquid), so none contains a '/'.
 *
 * Allocation (hybrid funds) is split by the investment horizon the fund suits, as the spec's route
 * "Allocation/Less than 1 Year" implies: Arbitrage → Less than 1 Year; Conservative Hybrid and
 * Equity Savings → 1 to 3 Years; Aggressive Hybrid, Balanced Hybrid, Balanced Advantage / Dynamic
 * Asset Allocation and Multi Asset Allocation → 3 Years and above.
 */
export const BROWSE_TAXONOMY = [
  {
    category: 'Equity',
    subCategories: [
      'Large Cap',
      'Large & Mid Cap',
      'Mid Cap',
      'Small Cap',
      'Multi Cap',
      'Flexi Cap',
      'Focused',
      'Value',
      'Contra',
      'Dividend Yield',
      'Sectoral & Thematic',
      'ELSS (Tax Savings)',
      'Index Funds',
    ],
  },
  {
    category: 'Fixed Income',
    subCategories: [
      'Ultra Short Duration',
      'Low Duration',
      'Short Duration',
      'Medium Duration',
      'Medium to Long Duration',
      'Long Duration',
      'Corporate Bond',
      'Banking and PSU',
      'Gilt',
      'Gilt with 10 Year Constant Duration',
      'Credit Risk',
      'Dynamic Bond',
      'Floater',
      'Index Funds',
    ],
  },
  { category: 'Money Market', subCategories: ['Liquid', 'Overnight', 'Money Market'] },
  {
    category: 'Allocation',
    subCategories: ['Less than 1 Year', '1 to 3 Years', '3 Years and above'],
  },
  {
    category: 'Others',
    subCategories: [
      'Retirement Funds',
      "Children's Funds",
      'Life Cycle Funds',
      'Fund of Funds (Domestic)',
      'Fund of Funds (Overseas)',
      'ETFs',
      'Gold & Silver ETFs',
      'Hybrid Index Funds',
      'Fixed Maturity Plans',
      'Interval Funds',
      'Other Schemes',
    ],
  },
] as const;

type Taxonomy = typeof BROWSE_TAXONOMY;
export type BrowseCategory = Taxonomy[number]['category'];
export type BrowseSubCategory<C extends BrowseCategory = BrowseCategory> = Extract<
  Taxonomy[number],
  { category: C }
>['subCategories'][number];

/** True when the pair names a member of {@link BROWSE_TAXONOMY}. */
export function isBrowseClass(value: BrowseClass): boolean {
  const entry = BROWSE_TAXONOMY.find((c) => c.category === value.category);
  return (
    entry !== undefined && (entry.subCategories as readonly string[]).includes(value.subCategory)
  );
}

/** The sub-categories of a category, in display order; empty for an unknown category. */
export function subCategoriesOf(category: string): readonly string[] {
  return BROWSE_TAXONOMY.find((c) => c.category === category)?.subCategories ?? [];
}

/** The fund-list route of spec 1 §2, each segment URI-encoded: /mutual-fund-results/Money%20Market/Liquid. */
export function fundListPath(category: string, subCategory?: string): string {
  const segments = ['mutual-fund-results', category, ...(subCategory ? [subCategory] : [])];
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

export type BrowseCardTarget =
  | { kind: 'fundList'; category: BrowseCategory; subCategory?: string }
  | { kind: 'route'; path: string }
  /** Outside the product: the loan-against-mutual-funds partner page (spec 1 §2, advisors only). */
  | { kind: 'external'; partner: 'loanAgainstMutualFunds' };

export interface BrowseCard {
  key: string;
  label: string;
  target: BrowseCardTarget;
  advisorOnly: boolean;
}

/**
 * Home's "Browse Funds by Category" cards (spec 1 §2), in order. The fund-list targets are the
 * routes spec 1 §2 lists as seen: Equity, Equity/ELSS (Tax Savings), Fixed Income,
 * Money Market/Liquid and Allocation/Less than 1 Year.
 */
export const BROWSE_CARDS: readonly BrowseCard[] = [
  {
    key: 'bestPerforming',
    label: 'Best Performing',
    target: { kind: 'route', path: '/best-performing-funds' },
    advisorOnly: false,
  },
  {
    key: 'taxSaver',
    label: 'Tax Saver',
    target: { kind: 'fundList', category: 'Equity', subCategory: 'ELSS (Tax Savings)' },
    advisorOnly: false,
  },
  {
    key: 'loanAgainstMf',
    label: 'Loan Against MF',
    target: { kind: 'external', partner: 'loanAgainstMutualFunds' },
    advisorOnly: true,
  },
  { key: 'nfo', label: 'NFO', target: { kind: 'route', path: '/nfos' }, advisorOnly: false },
  {
    key: 'equity',
    label: 'Equity',
    target: { kind: 'fundList', category: 'Equity' },
    advisorOnly: false,
  },
  {
    key: 'debt',
    label: 'Debt',
    target: { kind: 'fundList', category: 'Fixed Income' },
    advisorOnly: false,
  },
  {
    key: 'liquid',
    label: 'Liquid',
    target: { kind: 'fundList', category: 'Money Market', subCategory: 'Liquid' },
    advisorOnly: false,
  },
  {
    key: 'balanced',
    label: 'Balanced (Hybrid)',
    target: { kind: 'fundList', category: 'Allocation', subCategory: 'Less than 1 Year' },
    advisorOnly: false,
  },
];

export type FundType = 'open' | 'closed' | 'interval';

const HEADER =
  /^\s*(open[\s-]*ended|close[d]?[\s-]*ended|interval[\s-]*fund)\s*schemes?\s*\((.*)\)\s*$/i;

function fundTypeFromText(text: string): FundType | null {
  const t = text.trim().toLowerCase();
  if (/^open[\s-]*ended/.test(t)) return 'open';
  if (/^close[d]?[\s-]*ended/.test(t)) return 'closed';
  if (/^interval/.test(t)) return 'interval';
  return null;
}

/**
 * The fund type of AMFI's scheme type ("Open Ended", "Close Ended", "Interval Fund" in the scheme
 * data CSV) or of a NAVAll header line ("Interval Fund Schemes(Income)"). Throws a RangeError for
 * anything else, so an importer never files a scheme under a guessed type.
 */
export function fundTypeOf(amfiSchemeTypeOrHeader: string): FundType {
  const type = fundTypeFromText(amfiSchemeTypeOrHeader);
  if (type === null)
    throw new RangeError(`Unknown AMFI scheme type: ${JSON.stringify(amfiSchemeTypeOrHeader)}`);
  return type;
}

/**
 * True for a NAVAll scheme-type header line ("Open Ended Schemes(Equity Scheme - ELSS)"). An AMC
 * line can contain '(' too ("IL&FS Mutual Fund (IDF)"), so "no ';' and a '('" is not enough.
 */
export function isSchemeTypeHeader(line: string): boolean {
  return !line.includes(';') && HEADER.test(line);
}

const FORMERLY = /\(\s*formerly\s+known\s+as[^)]*\)?/gi;

function normalise(text: string): string {
  return text
    .replace(FORMERLY, ' ')
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .toLowerCase()
    .replace(/children s\b/g, "children's")
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

const EQUITY_INDEX_HINT =
  /(midcap|smallcap|largecap|momentum|sensex|nifty ?(50|100|200|500)\b(?!\s*[:-]\s*\d)|\bbse ?(100|200|500)\b)/;
const DEBT_INDEX_HINT =
  /\b(sdl|gilt|glit|g[ -]?secs?|bonds?|ibx|crisil|t-?bills?|treasury|target maturity|debt|aaa|liquid|money market|overnight|1d rate)\b/;

function indexFundByName(name: string): BrowseClass {
  const debt = DEBT_INDEX_HINT.test(name);
  if (debt && EQUITY_INDEX_HINT.test(name))
    return { category: 'Others', subCategory: 'Hybrid Index Funds' };
  if (debt) return { category: 'Fixed Income', subCategory: 'Index Funds' };
  return { category: 'Equity', subCategory: 'Index Funds' };
}

const EQUITY_KINDS: ReadonlyArray<[RegExp, BrowseSubCategory<'Equity'>]> = [
  [/large ?& ?mid ?cap/, 'Large & Mid Cap'],
  [/large ?cap/, 'Large Cap'],
  [/mid ?cap/, 'Mid Cap'],
  [/small ?cap/, 'Small Cap'],
  [/multi ?cap/, 'Multi Cap'],
  [/flexi ?cap/, 'Flexi Cap'],
  [/focused/, 'Focused'],
  [/value/, 'Value'],
  [/contra/, 'Contra'],
  [/dividend yield/, 'Dividend Yield'],
  [/sectoral|thematic/, 'Sectoral & Thematic'],
];

const HYBRID_KINDS: ReadonlyArray<[RegExp, BrowseSubCategory<'Allocation'>]> = [
  [/arbitrage/, 'Less than 1 Year'],
  [/conservative|equity savings/, '1 to 3 Years'],
  [/aggressive|balanced|dynamic asset allocation|multi asset/, '3 Years and above'],
];

type DebtTarget = BrowseSubCategory<'Fixed Income'> | 'Liquid' | 'Overnight' | 'Money Market';
const DEBT_KINDS: ReadonlyArray<[RegExp, DebtTarget]> = [
  [/overnight/, 'Overnight'],
  [/liquid/, 'Liquid'],
  [/money market/, 'Money Market'],
  [/ultra short to short/, 'Low Duration'],
  [/ultra short/, 'Ultra Short Duration'],
  [/low duration/, 'Low Duration'],
  [/short (duration|term)/, 'Short Duration'],
  [/medium to long/, 'Medium to Long Duration'],
  [/medium (duration|term)/, 'Medium Duration'],
  [/long (duration|term)/, 'Long Duration'],
  [/corporate bond/, 'Corporate Bond'],
  [/banking and psu/, 'Banking and PSU'],
  [/10[ -]year constant/, 'Gilt with 10 Year Constant Duration'],
  [/gilt/, 'Gilt'],
  [/credit risk/, 'Credit Risk'],
  [/dynamic (bond|term)/, 'Dynamic Bond'],
  [/floater|floating/, 'Floater'],
];

function debtClass(sub: DebtTarget): BrowseClass {
  const moneyMarket = sub === 'Liquid' || sub === 'Overnight' || sub === 'Money Market';
  return { category: moneyMarket ? 'Money Market' : 'Fixed Income', subCategory: sub };
}

function firstMatch<T>(text: string, table: ReadonlyArray<[RegExp, T]>): T | null {
  for (const [pattern, value] of table) if (pattern.test(text)) return value;
  return null;
}

const OTHERS = (subCategory: BrowseSubCategory<'Others'>): BrowseClass => ({
  category: 'Others',
  subCategory,
});
const LOOKS_LIKE_FMP =
  /\b(fmp|fixed maturity|fixed term|fixed horizon|capital protection|series|\d+ ?days?)\b/;

/**
 * Like {@link classifyScheme} but null when the AMFI category is not one this mapping knows (so an
 * importer or a test can report it instead of filing the scheme under a fallback).
 * `schemeType` is the scheme data CSV's "Scheme Type" column; a NAVAll header carries it itself.
 */
export function tryClassifyScheme(
  amfiCategory: string,
  schemeName: string,
  schemeType?: string,
): BrowseClass | null {
  const header = HEADER.exec(amfiCategory);
  const fundType = header
    ? fundTypeFromText(header[1] ?? '')
    : schemeType
      ? fundTypeFromText(schemeType)
      : null;
  const key = normalise(header ? (header[2] ?? '') : amfiCategory);
  const name = normalise(schemeName);
  const [group = '', kind = ''] = splitOnce(key, ' - ');
  const interval = fundType === 'interval' || /\binterval\b/.test(name);

  if (/\bindex funds?\b/.test(key)) {
    if (/- equity/.test(key)) return { category: 'Equity', subCategory: 'Index Funds' };
    if (/- debt/.test(key)) return { category: 'Fixed Income', subCategory: 'Index Funds' };
    if (/- hybrid/.test(key)) return OTHERS('Hybrid Index Funds');
    return indexFundByName(name);
  }
  if (/\betfs?\b/.test(key))
    return OTHERS(/\b(gold|silver)\b/.test(`${key} ${name}`) ? 'Gold & Silver ETFs' : 'ETFs');
  if (/fund of funds|\bfof\b/.test(key))
    return OTHERS(/overseas/.test(key) ? 'Fund of Funds (Overseas)' : 'Fund of Funds (Domestic)');
  if (/retirement/.test(key)) return OTHERS('Retirement Funds');
  if (/children/.test(key)) return OTHERS("Children's Funds");
  if (/life cycle/.test(key)) return OTHERS('Life Cycle Funds');
  if (/\belss\b/.test(key)) return { category: 'Equity', subCategory: 'ELSS (Tax Savings)' };

  if (kind) {
    if (/^equity schemes?$/.test(group)) {
      const sub = firstMatch(kind, EQUITY_KINDS);
      return sub ? { category: 'Equity', subCategory: sub } : null;
    }
    if (/^hybrid schemes?$/.test(group)) {
      const sub = firstMatch(kind, HYBRID_KINDS);
      return sub ? { category: 'Allocation', subCategory: sub } : null;
    }
    if (/^(debt schemes?|income\/debt oriented schemes?)$/.test(group)) {
      if (/fixed term plan|other debt scheme/.test(kind))
        return OTHERS(interval ? 'Interval Funds' : 'Fixed Maturity Plans');
      const sub = firstMatch(kind, DEBT_KINDS);
      return sub ? debtClass(sub) : null;
    }
    return null;
  }

  // The one-word categories from before SEBI's 2017 re-categorisation ("Income", "Growth", …).
  if (interval) return OTHERS('Interval Funds');
  const closed = fundType === 'closed';
  switch (key) {
    case 'income':
    case 'assured return':
      return OTHERS(closed || LOOKS_LIKE_FMP.test(name) ? 'Fixed Maturity Plans' : 'Other Schemes');
    case 'gilt':
      return closed ? OTHERS('Fixed Maturity Plans') : debtClass('Gilt');
    case 'floating rate':
      return closed ? OTHERS('Fixed Maturity Plans') : debtClass('Floater');
    case 'liquid':
      return closed ? OTHERS('Fixed Maturity Plans') : debtClass('Liquid');
    case 'money market':
      return closed ? OTHERS('Fixed Maturity Plans') : debtClass('Money Market');
    case 'balanced':
      return closed
        ? OTHERS('Other Schemes')
        : { category: 'Allocation', subCategory: '3 Years and above' };
    case 'growth':
      return OTHERS('Other Schemes');
    default:
      return null;
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at).trim(), text.slice(at + separator.length).trim()];
}

/**
 * AMFI's scheme category (as in NAVAll headers "Open Ended Schemes(Equity Scheme - ELSS)" or the
 * scheme-data CSV "Equity Scheme - ELSS") and the scheme name → the spec's browse taxonomy.
 * Pass the CSV's "Scheme Type" as `schemeType` so that legacy one-word categories ("Income") of
 * close-ended and interval schemes are told apart. A category this mapping does not know is filed
 * under Others / Other Schemes; use {@link tryClassifyScheme} to detect that.
 */
export function classifyScheme(
  amfiCategory: string,
  schemeName: string,
  schemeType?: string,
): BrowseClass {
  return tryClassifyScheme(amfiCategory, schemeName, schemeType) ?? OTHERS('Other Schemes');
}
