import { parseDecimal } from '../money';
import { parseSipDates } from '../catalogue/sip-data';

// Invest More from a holding (spec 3 §3 metaData, §4 Invest More, §5 Invest More): which of SIP
// and Lumpsum the dialog offers, and the SIP dates, from the portfolio record's metaData.

/** The metaData fields Invest More reads (spec 3 §3). */
export interface InvestMoreMetaData {
  allowPur: boolean | string | null | undefined;
  minLumpsumAmount: string | number | null | undefined;
  minSipAmount: string | number | null | undefined;
  /** '#'-separated entries; the MONTHLY entry's fourth part lists the SIP dates, ':'-separated. */
  sipData: string | null | undefined;
}

export interface InvestMoreOptions {
  /** Invest More is offered at all (allowPur and a positive minimum). */
  available: boolean;
  /** minLumpsumAmount above 0. */
  lumpsum: boolean;
  /** minSipAmount above 0 and sipData present. */
  sip: boolean;
  /** The MONTHLY entry's dates, else 1–28. */
  sipDates: number[];
}

const positive = (value: string | number | null | undefined) => {
  const d = value === null || value === undefined ? null : parseDecimal(String(value));
  return d !== null && d.gt(0);
};
const allowed = (value: InvestMoreMetaData['allowPur']) => value === true || value === 'Y' || value === 'y' || value === 'true';

export function investMoreOptions(meta: InvestMoreMetaData): InvestMoreOptions {
  const lumpsum = positive(meta.minLumpsumAmount);
  const sip = positive(meta.minSipAmount) && Boolean(meta.sipData?.trim());
  return { available: allowed(meta.allowPur) && (lumpsum || sip), lumpsum, sip, sipDates: parseSipDates(meta.sipData) };
}
