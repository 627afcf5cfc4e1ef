// A fund's name as people read it. AMFI's NAV file spells one scheme many ways ("SBI ELSS Tax
// Saver FUND - DIRECT PLAN -GROWTH", "…Fund - Direct Plan - Income Distribution cum Capital
// Withdrawal Option (IDCW)"): shouting capitals, stray hyphens, and the plan and option glued to
// the end. The display name keeps every word of the scheme, in a calm case, and hands the plan
// (Direct/Regular) and the option (Growth, IDCW, …) back apart, for chips. The official name
// stays the record: fund facts, documents and the title attribute show it.

export interface FundDisplayName {
  /** The scheme without its plan and option, e.g. "SBI ELSS Tax Saver Fund". */
  name: string;
  /** "Direct" or "Regular" when the official name says so. */
  plan: 'Direct' | 'Regular' | null;
  /** The option as a short label, e.g. "Growth", "Monthly IDCW", "IDCW Payout". */
  option: string | null;
  /** AMFI's name, untouched. */
  official: string;
}

/** Kept in capitals whatever case AMFI wrote them in. */
const ACRONYMS = [
  'SBI', 'HDFC', 'ICICI', 'ELSS', 'ETF', 'FOF', 'PSU', 'IDCW', 'US', 'UTI', 'LIC', 'MF', 'DSP',
  'BNP', 'ITI', 'PGIM', 'HSBC', 'IDBI', 'IDFC', 'SDL', 'CPSE', 'NASDAQ', 'CRISIL', 'BSE', 'NSE',
  'AMC', 'IT', 'ESG', 'FMP', 'NFO', 'SIP', 'STP', 'SWP', 'PSE', 'MNC', 'FTSE', 'MSCI', 'S&P',
  'TRI', 'AAA', 'REIT', 'JM', 'BOI', 'IIFL', 'WOC', 'NJ',
];
const ACRONYM_BY_UPPER = new Map(ACRONYMS.map((a) => [a, a]));

/** Short capitalised words that are ordinary words, not acronyms: these get a calm case. */
const ORDINARY_SHORT_WORDS = new Set([
  'FUND', 'PLAN', 'TO', 'OF', 'AND', 'THE', 'IN', 'FOR', 'ON', 'CUM', 'GILT', 'DEBT', 'CAP', 'MID',
  'LONG', 'TAX', 'BOND', 'GOLD', 'TERM', 'LIFE', 'CASH', 'RATE', 'DAYS', 'YEAR', 'DUAL', 'BANK',
  'AUTO', 'PURE', 'CORE', 'BETA', 'HIGH', 'LOW', 'SAVE', 'GROW', 'NEXT', 'BEST', 'MORE', 'WITH',
  'ALL', 'NEW', 'OLD', 'TOP', 'ONE', 'TWO', 'BUY', 'AS', 'AT', 'BY', 'OR', 'AN', 'IS', 'SUN',
  'NAV', 'ASIA', 'OPEN', 'PAY', 'OUT', 'HALF', 'DAY', 'FLEX', 'EQUITY', 'INDIA', 'NIFTY',
]);
/** Lower case inside a name once its capitals are calmed ("Medium to Long Duration Fund"). */
const SMALL_WORDS = new Set(['to', 'of', 'and', 'the', 'in', 'for', 'on', 'cum', 'as', 'at', 'by', 'or', 'an', 'with']);

/** Words that make a part of the name an option ("Growth", "Monthly IDCW", "Dividend Payout"). */
const OPTION_KEYWORD = /\b(growth|idcw|dividend|div|bonus|payout|re-?investment|reinvest|cumulative|income distribution cum capital withdrawal)\b/i;
/** Everything an option part may hold after a bare plan word ("Regular Quarterly Bonus"). */
const OPTION_VOCABULARY = new Set([
  'growth', 'idcw', 'dividend', 'div', 'bonus', 'payout', 'reinvestment', 're-investment', 'reinvest',
  'cumulative', 'option', 'plan', 'daily', 'weekly', 'fortnightly', 'monthly', 'quarterly',
  'half', 'yearly', 'half-yearly', 'annual', 'periodic', 'normal', 'sweep', 'transfer', 'of',
  'income', 'distribution', 'cum', 'capital', 'withdrawal', '(idcw)',
]);
// "Direct Plan", "DIRECT", even "DirectPLan" (Kotak's FMPs).
const PLAN_WORD = /\b(direct|regular)(\s*plan\b|\b)/gi;

/**
 * Where AMFI separates the scheme from its plan and option: a hyphen with a space on one side at
 * least, or one glued to a plan or option word ("Fund-Regular Plan-Growth"). A hyphen inside a
 * word ("G-sec", "Half-Yearly", "Series II-I") is no separator.
 */
const SEPARATOR =
  /\s*[-–]\s+|\s+[-–]\s*|(?<=[\w)])[-–](?=(?:direct|regular|growth|idcw|dividend|bonus|plan|option|monthly|quarterly|weekly|daily|annual)(?:plan)?\b)|(?<=\b(?:fund|plan))[-–](?=\w)/gi;

function calmWord(word: string, first: boolean): string {
  const upper = word.toUpperCase();
  const acronym = ACRONYM_BY_UPPER.get(upper);
  if (acronym) return acronym;
  const letters = word.replace(/[^A-Za-z]/g, '');
  const shouting = letters.length > 1 && letters === letters.toUpperCase();
  if (!shouting) return word;
  // A short word in capitals that is not an ordinary word is an acronym we do not know (AMC
  // brands, roman numerals): keep it.
  if (letters.length <= 4 && !ORDINARY_SHORT_WORDS.has(letters)) return word;
  // Roman numerals of a series ("XXXIII", "XXVII-VI").
  if (/^[IVXL]+$/.test(letters)) return word;
  const lower = word.toLowerCase();
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return lower.replace(/(^|[-(/&])([a-z])/g, (_m, before: string, c: string) => before + c.toUpperCase());
}

function calmText(text: string): string {
  return text
    .split(' ')
    .filter(Boolean)
    .map((word, i) => calmWord(word, i === 0))
    .join(' ');
}

function tidySpaces(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();
}

/** Only option words ("Monthly", "IDCW Payout"): a part of the option, never of the name. */
function isOptionVocabulary(text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => OPTION_VOCABULARY.has(w));
}
function isOptionOnly(text: string): boolean {
  return isOptionVocabulary(text) && OPTION_KEYWORD.test(text);
}
function isOptionPart(text: string): boolean {
  return OPTION_KEYWORD.test(text) || isOptionVocabulary(text);
}

function planOf(word: string): 'Direct' | 'Regular' {
  return word.toLowerCase() === 'direct' ? 'Direct' : 'Regular';
}

/** "Income Distribution cum Capital Withdrawal Option (IDCW)" → "IDCW"; "Growth Option" → "Growth". */
function shortOption(parts: string[]): string | null {
  const text = parts
    .join(' ')
    .replace(/income distribution cum capital withdrawal(\s+option)?(\s*\(idcw\))?/gi, 'IDCW')
    .replace(/\b(option|plan)\b/gi, ' ');
  const words: string[] = [];
  for (const word of tidySpaces(text).split(' ')) {
    if (!word) continue;
    const calm = calmWord(word, false);
    const titled = /^[a-z]/.test(calm) && !SMALL_WORDS.has(calm) ? calm[0]!.toUpperCase() + calm.slice(1) : calm;
    if (words[words.length - 1]?.toLowerCase() !== titled.toLowerCase()) words.push(titled);
  }
  return words.length > 0 ? words.join(' ') : null;
}

type Plan = 'Direct' | 'Regular';
interface Split {
  nameParts: string[];
  optionParts: string[];
  plan: Plan | null;
}

/** One pass over the separated parts: each is the plan, an option, or part of the scheme's name. */
function splitOnce(text: string, plan: Plan | null): Split {
  const segments = tidySpaces(text)
    .split(SEPARATOR)
    .map(tidySpaces)
    .filter((s) => s.length > 0 && !/^[-–]+$/.test(s));
  const out: Split = { nameParts: [], optionParts: [], plan };
  segments.forEach((segment, index) => {
    // "Direct Plan" anywhere, or a bare "Direct" standing alone or among option words only;
    // never the first word of the scheme ("Regular Savings Fund" is a name).
    const found = [...segment.matchAll(PLAN_WORD)].find((m) => {
      const before = segment.slice(0, m.index).trim();
      const after = segment.slice(m.index + m[0].length).trim();
      return (index > 0 || before.length > 0) && (m[2] !== '' || after === '' || isOptionOnly(after));
    });
    if (found) {
      const before = segment.slice(0, found.index).trim();
      const after = segment.slice(found.index + found[0].length).trim();
      {
        const thisPlan = planOf(found[1]!);
        if (out.plan === null) out.plan = thisPlan;
        // The same plan twice ("Regular Plan - Regular Plan - IDCW") says nothing new; another
        // plan word is kept with the option so that no word is lost.
        else if (out.plan !== thisPlan) out.optionParts.push(found[0]);
        if (before) (index > 0 && isOptionPart(before) ? out.optionParts : out.nameParts).push(before);
        if (after) (isOptionPart(after) ? out.optionParts : out.nameParts).push(after);
        return;
      }
    }
    if (index > 0 && isOptionPart(segment)) out.optionParts.push(segment);
    else out.nameParts.push(segment);
  });
  return out;
}

/**
 * The display name of a fund from its official (AMFI) name: calm case with acronyms kept, tidy
 * spacing and separators, and the plan and option apart. Every word of the official name but
 * the plan's and option's stays in `name`; applying it to its own `name` changes nothing.
 */
export function fundDisplayName(official: string): FundDisplayName {
  let split = splitOnce(official, null);
  const optionParts = [...split.optionParts];
  let name = tidySpaces(calmText(split.nameParts.join(' - ')));
  // Taking the plan and option out can bring parts together that a second look would split
  // again ("Fund - Growth Direct"): look until the name holds still.
  for (let pass = 0; pass < 4; pass += 1) {
    split = splitOnce(name, split.plan);
    const again = tidySpaces(calmText(split.nameParts.join(' - ')));
    optionParts.push(...split.optionParts);
    if (again === name) break;
    name = again;
  }
  return { name: name || tidySpaces(official), plan: split.plan, option: shortOption(optionParts), official };
}
