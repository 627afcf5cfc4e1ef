import { taxClassOwnMessages } from './tax-class-messages';
import type { SchemeTaxClass } from './tax-class-names';
import { taxClassOverrideFor } from './tax-class-overrides';

// The tax class of a scheme: a fact of what the fund holds (its scheme information document),
// not of AMFI's category label (issue 23 §1; ../shared/data/README.md "Tax classes";
// docs/decisions/0153). One reading for every rule that depends on it: the gains statement,
// Schedule 112A, the harvesting hint, STT at settlement and exit-load estimates.
//
// The reading, first that decides: the repository's override list (tax-class-overrides.ts, by
// ISIN); AMFI's category where SEBI's rules for it fix the class (equity schemes, debt schemes,
// arbitrage, equity savings, aggressive and conservative hybrids, gold, overseas FoFs); the
// scheme's name for the categories that hold every kind (index funds, ETFs, domestic FoFs) and
// for what a name says plainly (gold, silver, an index abroad); the exchange's scheme type; the
// browse category. Pure: computed on every read, so a change to the list applies at once.

export { SCHEME_TAX_CLASSES, type SchemeTaxClass } from './tax-class-names';

/** What the product knows of a scheme that decides its class. */
export interface SchemeTaxClassFacts {
  /** The growth (or IDCW payout) ISIN: the override list's key. */
  isin?: string | null;
  /** The IDCW reinvestment ISIN, where the plan has one (also looked up in the override list). */
  isinReinvestment?: string | null;
  schemeName: string;
  /** AMFI's category as the catalogue holds it (scheme.amfi_category), e.g. "Other Scheme - Index Funds". */
  amfiCategory?: string | null;
  /** The browse category and sub-category (catalogue/taxonomy.ts). */
  category: string;
  subCategory: string;
  /** The exchange scheme master's scheme type, where the product has it. */
  exchangeSchemeType?: string | null;
}

/** Where a reading came from: the repository's override list, or a default from one of the facts. */
export type SchemeTaxClassSource = (typeof SCHEME_TAX_CLASS_SOURCES)[number];
export const SCHEME_TAX_CLASS_SOURCES = [
  'override',
  'amfi-category',
  'scheme-name',
  'scheme-type',
  'browse-category',
  'unknown',
] as const;

export interface SchemeTaxClassReading {
  taxClass: SchemeTaxClass;
  /**
   * At most 35 % in equity shares of domestic companies: s. 50AA's "specified mutual fund" as
   * defined for FY 2023-24 and 2024-25 (debt funds, gold, international funds and their FoFs; not
   * a hybrid with 40 % equity). Always false for equity-oriented, always true for debt-oriented.
   */
  domesticEquityAtMost35Percent: boolean;
  source: SchemeTaxClassSource;
  /** One sentence a person can read on the fund page and in the statement: why this class. */
  basis: string;
}

const basis = taxClassOwnMessages.basis;

const equity = (source: SchemeTaxClassSource, why: string): SchemeTaxClassReading => ({
  taxClass: 'equity-oriented',
  domesticEquityAtMost35Percent: false,
  source,
  basis: why,
});
const debt = (source: SchemeTaxClassSource, why: string): SchemeTaxClassReading => ({
  taxClass: 'debt-oriented',
  domesticEquityAtMost35Percent: true,
  source,
  basis: why,
});
/**
 * Neither: `atMost35` says whether it holds at most 35 % in domestic equity shares. Gold,
 * international funds and funds of funds do (a FoF holds units, not shares: s. 50AA's 2023 wording
 * counts the equity shares the fund itself holds); a hybrid between does not (balanced 40–60 %,
 * multi asset and balanced advantage funds run well above 35 % when they are not above 65 %).
 */
const other = (
  source: SchemeTaxClassSource,
  why: string,
  atMost35: boolean,
): SchemeTaxClassReading => ({
  taxClass: 'other',
  domesticEquityAtMost35Percent: atMost35,
  source,
  basis: why,
});

/** The tax class of a scheme and why. */
export function schemeTaxClass(facts: SchemeTaxClassFacts): SchemeTaxClassReading {
  const listed = taxClassOverrideFor(facts.isin) ?? taxClassOverrideFor(facts.isinReinvestment);
  if (listed) {
    return {
      taxClass: listed.taxClass,
      domesticEquityAtMost35Percent: listed.domesticEquity === 'at-most-35',
      source: 'override',
      basis: listed.basis,
    };
  }
  const name = normalise(facts.schemeName);
  const category = normalise(innerCategory(facts.amfiCategory));
  return (
    (category ? byAmfiCategory(category, name, facts.schemeName) : null) ??
    byNameAlone(name, facts.schemeName) ??
    byExchangeSchemeType(facts.exchangeSchemeType) ??
    byBrowseCategory(facts) ??
    other('unknown', basis.unknown, false)
  );
}

/** NAVAll's header "Open Ended Schemes(Equity Scheme - ELSS)" → "Equity Scheme - ELSS"; the CSV's form as it is. */
function innerCategory(amfiCategory: string | null | undefined): string {
  const text = amfiCategory?.trim() ?? '';
  const header = /^[^()]*schemes?\s*\((.+)\)\s*$/i.exec(text);
  return header ? header[1]! : text;
}

function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// What a name says plainly, whatever the category (a "FoF Domestic" that buys a Nasdaq fund abroad).
const GOLD = /\b(gold|silver|precious metals?)\b/;
const INTERNATIONAL =
  /\b(nasdaq|s ?& ?p 500|nyse|fang|hang seng|u\.?s\.?|usa|american?|global|international|overseas|world|emerging markets?|asia(n)?|europe(an)?|japan|china|greater china|taiwan|brazil|msci (?!india)|offshore|off-shore)\b/;
// An international word that a domestic equity scheme also uses ("SBI Magnum Global", an MNC fund).
const INTERNATIONAL_FOR_EQUITY_SCHEMES =
  /\b(nasdaq|s ?& ?p 500|nyse|fang|hang seng|u\.?s\.?|usa|international|overseas|world|emerging markets?|asian|european|japan|greater china|taiwan|offshore|off-shore)\b/;
const DEBT_INDEX =
  /\b(sdl|gilt|g ?-? ?secs?|bonds?|ibx|crisil|t-?bills?|treasury|target maturity|debt|aaa|liquid|money market|overnight|1d rate|duration|constant maturity|bharat bond)\b/;
const FUND_OF_FUNDS = /\b(fof|fund of funds?|funds of funds?)\b/;
const HYBRID_INDEX = /\b(balanced|hybrid|dynamic|multi ?asset|equity ?& ?debt|asset allocation)\b/;
/** An Indian equity index by its family: Nifty, Sensex, BSE; and ETFs named by their basket. */
const EQUITY_INDEX =
  /\b(nifty\w*|sensex|bse\w*|s ?& ?p bse|cpse|bharat 22|midcap|smallcap|largecap|bees|msci india)\b/;

/**
 * The index a fund names ("Nifty 50", "Nifty Next 50", "BSE Sensex"), in its own words, for the
 * basis: the words from the index family to the first "Index", "ETF", "Fund" or dash.
 */
export function trackedIndexName(schemeName: string): string | null {
  const m =
    /\b((?:s ?& ?p )?(?:nifty\w*|sensex|bse|cpse|bharat 22|msci india)\b.*?)(?=\s+(?:index|etf|fund|fof|bees|plan)\b|\s*[-–(]|$)/i.exec(
      schemeName,
    );
  if (!m) return null;
  const words = m[1]!.trim().replace(/\s+/g, ' ');
  // The Nifty 50 was "the Nifty" until 2015: a fund named "Nifty Index Fund" tracks it.
  if (/^nifty$/i.test(words)) return 'Nifty 50';
  // "NIFTY NEXT 50" → "Nifty Next 50": capitals only where the name shouts.
  const shouting = words === words.toUpperCase();
  return shouting
    ? words
        .toLowerCase()
        .replace(/\b[a-z]/g, (c) => c.toUpperCase())
        .replace(/\bBse\b/g, 'BSE')
        .replace(/\bCpse\b/g, 'CPSE')
    : words;
}

function byAmfiCategory(
  category: string,
  name: string,
  schemeName: string,
): SchemeTaxClassReading | null {
  const [group = '', kind = ''] = splitOnce(category, ' - ');
  if (/\belss\b/.test(category)) return equity('amfi-category', basis.elss);
  if (/^equity schemes?$/.test(group)) {
    // SEBI lets a thematic scheme invest abroad (a US or "international" fund is filed here).
    if (INTERNATIONAL_FOR_EQUITY_SCHEMES.test(name))
      return other('scheme-name', basis.international, true);
    return equity('amfi-category', basis.equityScheme);
  }
  if (/^hybrid schemes?$/.test(group)) return byHybridKind(kind);
  if (/^(debt schemes?|income\/debt oriented schemes?)$/.test(group))
    return debt('amfi-category', basis.debtScheme);
  if (/gold|silver/.test(category)) return other('amfi-category', basis.gold, true);
  if (/overseas/.test(category)) return other('amfi-category', basis.international, true);
  if (/solution oriented|retirement|children|life cycle/.test(category))
    return other('amfi-category', basis.solutionOriented, false);
  // Index funds, ETFs and domestic FoFs hold every kind: the name decides (byName), with the
  // category's own hint where AMFI gives one ("Index Funds - Equity Funds", "ETFs - Debt ETF").
  if (/index funds?|etfs?\b|fund of funds|\bfof\b/.test(category))
    return byPassiveCategory(category, name, schemeName);
  // The one-word categories from before SEBI's 2017 re-categorisation.
  switch (category) {
    case 'income':
    case 'assured return':
      return debt('amfi-category', basis.incomePlan);
    case 'gilt':
    case 'liquid':
    case 'money market':
    case 'floating rate':
      return debt('amfi-category', basis.debtScheme);
    case 'balanced':
      return other('amfi-category', basis.balancedHybrid, false);
    case 'growth':
      return INTERNATIONAL_FOR_EQUITY_SCHEMES.test(name)
        ? other('scheme-name', basis.international, true)
        : equity('amfi-category', basis.equityScheme);
    default:
      return null;
  }
}

function byHybridKind(kind: string): SchemeTaxClassReading | null {
  if (/arbitrage/.test(kind)) return equity('amfi-category', basis.arbitrage);
  if (/equity savings/.test(kind)) return equity('amfi-category', basis.equitySavings);
  if (/aggressive/.test(kind)) return equity('amfi-category', basis.aggressiveHybrid);
  if (/conservative/.test(kind)) return debt('amfi-category', basis.conservativeHybrid);
  if (/balanced advantage|dynamic asset allocation/.test(kind))
    return other('amfi-category', basis.balancedAdvantage, false);
  if (/multi asset/.test(kind)) return other('amfi-category', basis.multiAsset, false);
  if (/balanced/.test(kind)) return other('amfi-category', basis.balancedHybrid, false);
  return null;
}

function byPassiveCategory(
  category: string,
  name: string,
  schemeName: string,
): SchemeTaxClassReading {
  // What the name says plainly comes first: AMFI files a gold ETF under "Equity ETF".
  const plain = byPlainName(name);
  if (plain) return plain;
  if (/- hybrid/.test(category)) return hybridIndex(name);
  return byName(name, schemeName, category) ?? other('unknown', basis.unknown, false);
}

/** Gold and silver, or an index or market abroad: what a name says whatever the category. */
function byPlainName(name: string): SchemeTaxClassReading | null {
  if (GOLD.test(name)) return other('scheme-name', basis.gold, true);
  if (INTERNATIONAL.test(name)) return other('scheme-name', basis.international, true);
  return null;
}

/**
 * An index of equity and debt together ("Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25"): its
 * weights are in its name, the equity first; 65 or more of equity is equity-oriented.
 */
function hybridIndex(name: string): SchemeTaxClassReading {
  const weights = /\b(\d{2}):(\d{2})\b/.exec(name);
  const equityShare =
    weights && EQUITY_INDEX.test(name.slice(0, weights.index)) ? Number(weights[1]) : null;
  if (equityShare !== null && equityShare >= 65)
    return equity('scheme-name', basis.hybridIndexEquity(equityShare));
  return other('scheme-name', basis.hybridIndex, equityShare !== null && equityShare <= 35);
}

const indexOf = (schemeName: string) => trackedIndexName(schemeName) ?? 'an Indian equity index';

/**
 * Without an AMFI category, the name alone: what it says plainly, and the index, ETF or FoF it
 * names. An active fund's name ("HDFC Liquid Fund") says too little: left to the facts below.
 */
function byNameAlone(name: string, schemeName: string): SchemeTaxClassReading | null {
  const passive = /\b(index|etfs?|bees|fof|funds? of funds?)\b/.test(name);
  return byPlainName(name) ?? (passive ? byName(name, schemeName, '') : null);
}

/**
 * A passive fund's or FoF's name, once byPlainName has found nothing: a FoF's, a debt index's, a
 * hybrid index's, an equity index's. `category` (normalised, may be empty) tells an ETF or a FoF.
 */
function byName(name: string, schemeName: string, category: string): SchemeTaxClassReading | null {
  const etf = /\betfs?\b|\bbees\b/.test(name) || /etfs?\b/.test(category);
  const fundOfFunds = FUND_OF_FUNDS.test(name) || /fund of funds|\bfof\b/.test(category);
  if (fundOfFunds) {
    if (DEBT_INDEX.test(name) && !/\b(arbitrage|equity)\b/.test(name))
      return debt('scheme-name', basis.debtFundOfFunds);
    return other('scheme-name', basis.fundOfFunds, true);
  }
  const debtName = DEBT_INDEX.test(name);
  if (HYBRID_INDEX.test(name) && /\b(index|etf)\b/.test(name)) return hybridIndex(name);
  if (debtName) return debt('scheme-name', etf ? basis.debtEtf : basis.debtIndex);
  if (EQUITY_INDEX.test(name)) {
    const index = indexOf(schemeName);
    return equity('scheme-name', etf ? basis.equityEtf(index) : basis.equityIndex(index));
  }
  return null;
}

/** BSE's scheme master "Scheme Type" (EQUITY, ELSS, DEBT, LIQUID, INCOME, GILT, GOLD, …), where the product has it. */
function byExchangeSchemeType(schemeType: string | null | undefined): SchemeTaxClassReading | null {
  const type = normalise(schemeType ?? '');
  if (!type) return null;
  if (/^(equity|elss)$/.test(type)) return equity('scheme-type', basis.equityByExchange);
  if (/^(debt|liquid|income|gilt|money market|fixed income|overnight)$/.test(type))
    return debt('scheme-type', basis.debtByExchange);
  if (/^gold$/.test(type)) return other('scheme-type', basis.gold, true);
  return null;
}

/** The browse class (taxonomy.ts) when nothing else tells: Equity; debt and money market; arbitrage. */
function byBrowseCategory(
  facts: Pick<SchemeTaxClassFacts, 'category' | 'subCategory'>,
): SchemeTaxClassReading | null {
  if (facts.subCategory === 'Gold & Silver ETFs') return other('browse-category', basis.gold, true);
  if (facts.subCategory === 'Fund of Funds (Overseas)')
    return other('browse-category', basis.international, true);
  if (facts.category === 'Equity') return equity('browse-category', basis.equityByBrowse);
  if (facts.category === 'Fixed Income' || facts.category === 'Money Market')
    return debt('browse-category', basis.debtByBrowse);
  if (facts.category === 'Allocation' && facts.subCategory === 'Less than 1 Year')
    return equity('browse-category', basis.arbitrageByBrowse);
  return null;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at).trim(), text.slice(at + separator.length).trim()];
}
