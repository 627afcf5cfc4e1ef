import { parseDecimal } from '../money';

// A scheme's SIP terms as one string (spec 3 §3 metaData.sipData): '#'-separated entries of
// ','-separated parts; the MONTHLY entry's 4th part is a ':'-separated list of allowed SIP dates.
//
// The spec fixes only the first part (the frequency) and the 4th (the dates). Our layout, per entry:
//   FREQUENCY,minimum instalment amount,amount multiple,date:date:…
//   e.g. 'MONTHLY,500,1,1:5:10:15:20:25#QUARTERLY,1500,1,1:15'
// Frequencies are the BSE SIP master's words: MONTHLY, QUARTERLY, SEMI-ANNUALLY, ANNUALLY.

export const SIP_FREQUENCIES = {
  monthly: 'MONTHLY',
  quarterly: 'QUARTERLY',
  semiAnnually: 'SEMI-ANNUALLY',
  annually: 'ANNUALLY',
} as const;
export type SipFrequencyKey = keyof typeof SIP_FREQUENCIES;

export interface SipTerms {
  /** Minimum instalment, a decimal string (rupees). */
  minAmount: string;
  /** The instalment must be a multiple of this, a decimal string. */
  multiple: string;
  /** Allowed days of the month, ascending. */
  dates: number[];
}
export type SipDataTerms = Partial<Record<SipFrequencyKey, SipTerms>>;

/** Spec 3 §9: SIP dates are 1 to 28 when the scheme gives none. */
export const DEFAULT_SIP_DATES: readonly number[] = Array.from({ length: 28 }, (_, i) => i + 1);

function parseDates(text: string | undefined): number[] {
  const days = (text ?? '')
    .split(':')
    .map((d) => d.trim())
    .filter((d) => /^\d{1,2}$/.test(d))
    .map(Number)
    .filter((d) => d >= 1 && d <= 31);
  return [...new Set(days)].sort((a, b) => a - b);
}

/** Every entry it can read, by frequency; unknown frequencies and unreadable parts are skipped. */
export function parseSipData(sipData: string | null | undefined): SipDataTerms {
  const terms: SipDataTerms = {};
  for (const entry of (sipData ?? '').split('#')) {
    const [frequency = '', minAmount = '', multiple = '', dates] = entry
      .split(',')
      .map((p) => p.trim());
    const key = (Object.keys(SIP_FREQUENCIES) as SipFrequencyKey[]).find(
      (k) => SIP_FREQUENCIES[k] === frequency.toUpperCase(),
    );
    if (!key || terms[key]) continue;
    terms[key] = {
      minAmount: parseDecimal(minAmount)?.toFixed() ?? '',
      multiple: parseDecimal(multiple)?.toFixed() ?? '',
      dates: parseDates(dates),
    };
  }
  return terms;
}

/**
 * The allowed monthly SIP dates (spec 3 §5 "SIP date"): the MONTHLY entry's 4th part, or days 1 to
 * 28 when there is no MONTHLY entry or it lists no valid day.
 */
export function parseSipDates(sipData: string | null | undefined): number[] {
  const dates = parseSipData(sipData).monthly?.dates ?? [];
  return dates.length > 0 ? dates : [...DEFAULT_SIP_DATES];
}

/**
 * The sipData string for a scheme's terms, entries in the order monthly, quarterly, semi-annually,
 * annually. Throws a RangeError for a non-positive amount or multiple or a day outside 1–31.
 */
export function buildSipData(terms: SipDataTerms): string {
  const entries: string[] = [];
  for (const key of Object.keys(SIP_FREQUENCIES) as SipFrequencyKey[]) {
    const term = terms[key];
    if (!term) continue;
    const minAmount = parseDecimal(term.minAmount);
    const multiple = parseDecimal(term.multiple);
    if (minAmount === null || minAmount.lte(0) || multiple === null || multiple.lte(0)) {
      throw new RangeError(
        `SIP ${key}: the minimum amount and the multiple must be positive decimals`,
      );
    }
    if (term.dates.some((d) => !Number.isInteger(d) || d < 1 || d > 31)) {
      throw new RangeError(`SIP ${key}: dates must be days 1 to 31`);
    }
    const dates = [...new Set(term.dates)].sort((a, b) => a - b).join(':');
    entries.push([SIP_FREQUENCIES[key], minAmount.toFixed(), multiple.toFixed(), dates].join(','));
  }
  return entries.join('#');
}
