import { parseFinancialYear, TAX_REGIME_ORDER, text } from '@sanchay/domain';
import { z } from 'zod';
import { defineRawRoute, defineRoute } from './route';
import { decimalString, isoDate } from './wire';

/**
 * Capital gains (issue 12 §1; docs/decisions/0100, 0101): the statement of a financial year from
 * the ledger's FIFO lots, its CSV and PDF, the rows of the return's Schedule 112A and the
 * tax-harvesting hint. Amounts are rupees as decimal strings, units and NAVs decimal strings,
 * dates YYYY-MM-DD. The caller's own, or an advisor's mapped customer's by ucc.
 */

const uccField = text().max(20).optional().meta({
  description:
    "A customer's exchange client code (an advisor's mapped customer); the caller's own when absent",
});

/** '2025-26': the financial year 1 Apr 2025 – 31 Mar 2026; from 2018-19 (the first with s. 112A). */
export const financialYearField = z
  .string()
  .trim()
  .refine((v) => {
    const fy = parseFinancialYear(v);
    return fy !== null && fy.startYear >= 2018 && fy.startYear <= 2100;
  }, 'Please choose a financial year')
  .meta({ description: "A financial year as '2025-26' (FY 2018-19 onwards)", example: '2025-26' });

/** Without fy, the year that contains the server's today (what the page opens on). */
export const capitalGainsQuery = z.object({ fy: financialYearField.optional(), ucc: uccField });
export type CapitalGainsQuery = z.input<typeof capitalGainsQuery>;
export const taxHarvestQuery = z.object({ ucc: uccField });

export const capitalGainsFiles = ['statement.csv', 'statement.pdf', 'schedule-112a.csv'] as const;
export type CapitalGainsFile = (typeof capitalGainsFiles)[number];

const regimeKey = z.enum(TAX_REGIME_ORDER as unknown as [string, ...string[]]);

export const capitalGainsRegime = z.object({
  regime: regimeKey,
  label: z.string(),
  assetClass: z.enum(['equity', 'other']),
  term: z.enum(['short', 'long']),
  section: z.string(),
  /** Percent, or null for the slab rate. */
  ratePercent: decimalString.nullable(),
  period: z.enum(['before-2024-07-23', 'from-2024-07-23', 'any']),
  parts: z.number().int(),
  saleValue: decimalString,
  cost: decimalString,
  costForTax: decimalString,
  stt: decimalString,
  /** Exit loads (an expense of the transfer, deducted from the sale value; decision 0124). */
  exitLoad: decimalString,
  gain: decimalString,
  /** What set-off (s. 70) moved: negative on a gain (losses set against it), positive on a loss (used). */
  setOff: decimalString,
  /** gain + setOff: ≥ 0 for a gain; ≤ 0 for a loss, carried forward. */
  afterSetOff: decimalString,
  /** max(afterSetOff − exemptionUsed, 0). */
  taxable: decimalString,
  exemptionUsed: decimalString,
  /** taxable × rate, before cess; null for the slab rate (not taxed by the estimate). */
  estimatedTax: decimalString.nullable(),
});

/** The scheme's tax class (issue 23): equity-oriented, debt-oriented or other. */
const taxClassField = z.enum(['equity-oriented', 'debt-oriented', 'other']);

export const capitalGainsPart = z.object({
  folioNo: z.string(),
  /** The AMFI scheme code (schemeId of the fund pages), when the catalogue has the scheme. */
  schemeId: z.number().int().nullable(),
  schemeName: z.string(),
  isin: z.string().nullable(),
  assetClass: z.enum(['equity', 'other']),
  taxClass: taxClassField,
  /** Why the scheme has that class (one sentence). */
  taxClassBasis: z.string(),
  saleKind: z.enum(['redemption', 'switch-out', 'stp-out', 'swp']),
  acquiredOn: isoDate,
  soldOn: isoDate,
  holdingDays: z.number().int(),
  units: decimalString,
  cost: decimalString,
  grandfathered: z.boolean(),
  fmvPerUnit2018: decimalString.nullable(),
  indexedCost: decimalString.nullable(),
  costForTax: decimalString,
  saleValue: decimalString,
  /** Exit load on the part; the gain is on saleValue − exitLoad (decision 0124). */
  exitLoad: decimalString,
  stt: decimalString,
  term: z.enum(['short', 'long']),
  regime: regimeKey,
  regimeLabel: z.string(),
  gain: decimalString,
});
export type CapitalGainsPart = z.infer<typeof capitalGainsPart>;

export const capitalGainsStatement = z.object({
  fy: z.string(),
  from: isoDate,
  to: isoDate,
  /** The years the picker offers, newest first. */
  years: z.array(z.string()),
  regimes: z.array(capitalGainsRegime),
  totals: z.object({
    saleValue: decimalString,
    cost: decimalString,
    costForTax: decimalString,
    stt: decimalString,
    exitLoad: decimalString,
    gain: decimalString,
  }),
  exemption: z.object({ limit: decimalString, used: decimalString }),
  /** Net long-term equity gain before set-off, and after it (what the exemption applies to). */
  equityLongTermGain: decimalString,
  equityLongTermGainAfterSetOff: decimalString,
  /** The year's losses left after set-off, to carry forward (s. 74), as positive amounts. */
  carriedForward: z.object({ shortTerm: decimalString, longTerm: decimalString }),
  /** Tax at the flat rates after set-off and exemption, before cess; surcharge not included. */
  estimatedTax: decimalString,
  /** 4 % health and education cess on estimatedTax. */
  cess: decimalString,
  estimatedTaxWithCess: decimalString,
  /** Slab-rate gains after set-off: the investor's to tax at the slab rate (not in the estimate). */
  slabRateGain: decimalString,
  /** Each scheme sold in the year with its tax class and why. */
  schemes: z.array(
    z.object({
      schemeName: z.string(),
      isin: z.string().nullable(),
      taxClass: taxClassField,
      taxClassBasis: z.string(),
    }),
  ),
  parts: z.array(capitalGainsPart),
});
export type CapitalGainsStatement = z.infer<typeof capitalGainsStatement>;

export const taxHarvestHint = z.object({
  fy: z.string(),
  /** The day the hint is for (today, IST) and the NAVs it used. */
  asOf: isoDate,
  limit: decimalString,
  /** Long-term equity gain after set-off so far, less losses left over (negative when some are). */
  realised: decimalString,
  remaining: decimalString,
  available: decimalString,
  harvested: decimalString,
  suggestions: z.array(
    z.object({
      folioNo: z.string(),
      schemeId: z.number().int().nullable(),
      schemeName: z.string(),
      units: decimalString,
      amount: decimalString,
      gain: decimalString,
      navDate: isoDate.nullable(),
    }),
  ),
});
export type TaxHarvestHint = z.infer<typeof taxHarvestHint>;

const uccIdentifier = { in: 'query', field: 'ucc', names: 'ucc' } as const;

export const capitalGainsRoutes = {
  getCapitalGains: defineRoute({
    method: 'GET',
    path: '/api/v1/portfolio/capital-gains',
    summary:
      'The capital-gains statement of a financial year: every FIFO disposal part, totals per tax rule, the 112A exemption and an estimate of the tax',
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccIdentifier] } },
    query: capitalGainsQuery,
    response: capitalGainsStatement,
  }),
  getTaxHarvest: defineRoute({
    method: 'GET',
    path: '/api/v1/portfolio/tax-harvest',
    summary:
      'How much long-term equity gain is still free of tax this financial year, and which units (FIFO, per holding) would realise it at the latest NAV',
    tags: ['portfolio'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccIdentifier] } },
    query: taxHarvestQuery,
    response: taxHarvestHint,
  }),
} as const;

/** The downloads: the statement as CSV or PDF, and Schedule 112A as CSV. */
export const capitalGainsRawRoutes = {
  capitalGainsFile: defineRawRoute({
    method: 'GET',
    path: '/api/v1/portfolio/capital-gains/:file',
    summary:
      'The capital-gains statement of a financial year as CSV or PDF, or its Schedule 112A rows as CSV',
    access: { customerScoped: { caller: 'signedIn', identifiers: [uccIdentifier] } },
    params: z.object({ file: z.enum(capitalGainsFiles) }),
    query: capitalGainsQuery,
  }),
};

export const capitalGainsFilePath = (file: CapitalGainsFile, query: { fy: string; ucc?: string }) =>
  `/api/v1/portfolio/capital-gains/${file}?fy=${encodeURIComponent(query.fy)}${query.ucc ? `&ucc=${encodeURIComponent(query.ucc)}` : ''}`;
