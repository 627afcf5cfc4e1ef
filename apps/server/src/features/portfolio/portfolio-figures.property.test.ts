import { portfolioDetails } from '@sanchay/contract';
import { Decimal, roundUnits, shiftIsoDate, type LedgerEntry } from '@sanchay/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HeldScheme } from '../../ledger';
import { portfolioFigures } from './portfolio-figures';

// Issue 23 §3: any ledger and any NAV series give a portfolio answer in the envelope. A ledger is
// any run of purchases and redemptions (never more units out than held, as the ledger's writers
// ensure) in two schemes, on dates that may all be one day or span years; NAVs from ₹0.0001 to
// ₹10 crore, published before, on or after the entries. The answer must parse with the contract's
// response schema (decimal strings: no exponent, no NaN or Infinity) and carry no '-0.00'.

const SCHEMES = ['EQ', 'DEBT'] as const;

function scheme(code: string, nav: { latest: string; latestDate: string; previous: string | null; previousDate: string | null } | null): HeldScheme {
  return {
    schemeCode: code,
    amfiCode: code === 'EQ' ? 100001 : 100002,
    schemeName: `${code} Fund - Direct Plan - Growth`,
    isin: null,
    amcName: 'Test AMC',
    category: code === 'EQ' ? 'Equity' : 'Debt',
    subCategory: code === 'EQ' ? 'Large Cap' : 'Short Duration',
    fundType: 'open',
    isElss: false,
    launchDate: null,
    latestNav: nav?.latest ?? null,
    latestNavDate: nav?.latestDate ?? null,
    previousNav: nav?.previous ?? null,
    previousNavDate: nav?.previousDate ?? null,
    purchaseAllowed: true,
    redeemAllowed: true,
    stpAllowed: true,
    sipAllowed: false,
    minLumpsumAmount: '100',
    minAdditionalAmount: null,
    minSipAmount: null,
    sipData: null,
    minRedemptionAmount: null,
    redemptionAmountMultiple: null,
    minRedemptionUnits: null,
    redemptionUnitsMultiple: null,
  };
}

/** A decimal from 10^-4 to 10^8 (tiny to huge), 4 places. */
const anyNav = fc.tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: -4, max: 8 })).map(([m, e]) => new Decimal(m).mul(new Decimal(10).pow(e)).div(1000).toDecimalPlaces(4, Decimal.ROUND_UP).toFixed(4));
const anyDay = fc.integer({ min: 0, max: 1200 });
const op = fc.record({
  out: fc.boolean(),
  scheme: fc.constantFrom(...SCHEMES),
  day: anyDay,
  nav: anyNav,
  /** A purchase's rupees (₹0.01 to ₹10 crore), or the share of the units held a redemption takes. */
  rupees: fc.integer({ min: 1, max: 10_00_00_000_00 }),
  share: fc.integer({ min: 1, max: 100 }),
});
const navOf = fc.option(fc.record({ nav: anyNav, day: anyDay, previous: fc.option(fc.record({ nav: anyNav, back: fc.integer({ min: 1, max: 5 }) })) }));

const START = '2024-01-01';

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function ledgerOf(ops: Op[]): LedgerEntry[] {
  const held = new Map<string, Decimal>();
  const entries: LedgerEntry[] = [];
  [...ops].sort((a, b) => a.day - b.day).forEach((o, i) => {
    const units = held.get(o.scheme) ?? new Decimal(0);
    const nav = new Decimal(o.nav);
    const date = shiftIsoDate(START, { days: o.day });
    const base = { orderNo: String(i + 1), schemeCode: o.scheme, isin: null, folioNo: 'F1', date, nav: o.nav, stampDuty: '0', stt: '0' };
    if (o.out) {
      const out = roundUnits(units.mul(o.share).div(100), 4);
      if (out.isZero()) return;
      held.set(o.scheme, units.minus(out));
      entries.push({ ...base, kind: 'redemption', units: out.toFixed(4), amount: out.mul(nav).toDecimalPlaces(2).toFixed(2) });
    } else {
      const amount = new Decimal(o.rupees).div(100);
      const bought = roundUnits(amount.div(nav), 4);
      if (bought.isZero()) return;
      held.set(o.scheme, units.plus(bought));
      entries.push({ ...base, kind: 'purchase', units: bought.toFixed(4), amount: amount.toFixed(2) });
    }
  });
  return entries;
}

/** Every string in the answer. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('portfolioFigures: any ledger and any NAVs give an answer in the envelope', () => {
  it('parses with the contract, no exponent, no non-finite text, no -0.00', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 0, maxLength: 25 }), navOf, navOf, (ops, eqNav, debtNav) => {
        const entries = ledgerOf(ops);
        const schemes = new Map(
          SCHEMES.map((code, i) => {
            const n = [eqNav, debtNav][i];
            const latestDate = n ? shiftIsoDate(START, { days: n.day }) : '';
            return [
              code,
              scheme(
                code,
                n ? { latest: n.nav, latestDate, previous: n.previous?.nav ?? null, previousDate: n.previous ? shiftIsoDate(latestDate, { days: -n.previous.back }) : null } : null,
              ),
            ];
          }),
        );
        const figures = portfolioFigures(entries, schemes, new Map(), '2026-12-07');
        const answer = portfolioDetails.safeParse({ ...figures, majorStatus: null });
        expect(answer.error).toBeUndefined();
        for (const text of strings(figures)) {
          expect(text).not.toMatch(/^-?\d+(\.\d+)?e[+-]?\d+$/i);
          expect(text).not.toMatch(/NaN|Infinity/);
          expect(text).not.toMatch(/^-0(\.0+)?$/);
        }
      }),
      { numRuns: 300 },
    );
  });
});
