import { z } from 'zod';
import { decimalFromWire } from './bse-v2-amount';
import type { BseV2Request } from './bse-v2-envelope';
import { BSE_V2_PATHS } from './bse-v2-paths';

// master_scheme_list: BSE's scheme master, one record per plan and option (about 28,000 on UAT,
// per DhanRadar's enrichment task, which pages through it 2,000 at a time).

export interface BseV2SchemeMasterQuery {
  start: number;
  /** Page size (DhanRadar: the API allows up to 10,000; it uses 2,000 to bound memory). */
  length: number;
  /** Only these ISINs (DhanRadar could not prove the server filters by it; the reader filters again if asked). */
  isins?: readonly string[];
  search?: string;
  /** Which fields; default ALL. BSE leaves unrequested fields empty. */
  fields?: readonly string[];
}

export function schemeMasterBody(query: BseV2SchemeMasterQuery) {
  if (!Number.isInteger(query.start) || query.start < 0) throw new RangeError('start is a whole number from 0');
  if (!Number.isInteger(query.length) || query.length < 1 || query.length > 10_000) throw new RangeError('length is 1 to 10000');
  return {
    fields: query.fields ? [...query.fields] : ['ALL'],
    count_only: false,
    start: query.start,
    length: query.length,
    ...(query.isins?.length ? { filter_param: { scheme_isin: [...query.isins] } } : {}),
    ...(query.search ? { search: { value: query.search } } : {}),
  };
}

const wireAmount = z.union([z.number(), z.string().trim().min(1)]).transform((v) => decimalFromWire(v));

/**
 * An amount limit: research §1.4 shows {min, max}; DhanRadar's mapper (tested on a real UAT
 * record) reads scheme_transaction_min_amt. Both spellings are read.
 */
const amountLimits = z
  .object({
    min: wireAmount.nullish(),
    max: wireAmount.nullish(),
    scheme_transaction_min_amt: wireAmount.nullish(),
    scheme_transaction_max_amt: wireAmount.nullish(),
  })
  .loose()
  .transform((a) => ({
    min: a.scheme_transaction_min_amt ?? a.min ?? undefined,
    max: a.scheme_transaction_max_amt ?? a.max ?? undefined,
  }));

const lumpsumRule = z
  .object({
    scheme_transaction_type: z.string(),
    scheme_transaction_effective_start_date: z.string().nullish(),
    scheme_transaction_effective_end_date: z.string().nullish(),
    scheme_transaction_single_details: z
      .object({ scheme_transaction_amt: amountLimits.nullish() })
      .loose()
      .nullish(),
  })
  .loose()
  .transform((r) => ({
    /** Purchase, Additional Purchase, Redemption, Switch-IN, Switch-OUT, as BSE writes them. */
    transactionType: r.scheme_transaction_type,
    effectiveFrom: r.scheme_transaction_effective_start_date ?? undefined,
    effectiveTo: r.scheme_transaction_effective_end_date ?? undefined,
    minAmount: r.scheme_transaction_single_details?.scheme_transaction_amt?.min,
    maxAmount: r.scheme_transaction_single_details?.scheme_transaction_amt?.max,
  }));

/** is_active as a boolean, or the Y/N, 1/0 and "true"/"false" texts other BSE files use. */
const activeFlag = z.union([
  z.boolean(),
  z.number().transform((n) => n === 1),
  z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.enum(['y', 'n', 'yes', 'no', 'true', 'false', '1', '0']))
    .transform((s) => ['y', 'yes', 'true', '1'].includes(s)),
]);

const schemeRecord = z
  .object({
    scheme_bse_code: z.string().trim().min(1),
    scheme_isin: z.string().trim().toUpperCase().nullish(),
    scheme_amc_name: z.string().nullish(),
    is_active: activeFlag.nullish(),
    lumpsum: z.array(lumpsumRule).nullish(),
  })
  .loose()
  .transform((s) => ({
    schemeCode: s.scheme_bse_code,
    isin: s.scheme_isin || undefined,
    amcName: s.scheme_amc_name ?? undefined,
    active: s.is_active ?? undefined,
    lumpsum: s.lumpsum ?? [],
  }));

export type BseV2SchemeRecord = z.output<typeof schemeRecord>;

export const schemeMasterAnswer: z.ZodType<BseV2SchemeRecord[], unknown> = z
  .object({ lists: z.array(schemeRecord).nullish() })
  .loose()
  .transform((d) => d.lists ?? []);

export function schemeMasterList(query: BseV2SchemeMasterQuery): BseV2Request<BseV2SchemeRecord[]> {
  return { path: BSE_V2_PATHS.schemeMaster, data: schemeMasterBody(query), answer: schemeMasterAnswer };
}
