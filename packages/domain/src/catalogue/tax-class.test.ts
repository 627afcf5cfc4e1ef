import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSharedText } from '../__test-support__/shared-files';
import { parseNavAll } from './amfi-navall';
import { parseSchemeData } from './amfi-scheme-data';
import { schemeTaxClass, trackedIndexName, type SchemeTaxClassFacts } from './tax-class';
import { SCHEME_TAX_CLASS_OVERRIDES } from './tax-class-overrides';
import { classifyScheme } from './taxonomy';

// The tax class of a scheme (docs/decisions/0153): one case per rule of the reading.
const read = (
  schemeName: string,
  amfiCategory: string | null,
  more: Partial<SchemeTaxClassFacts> = {},
) => {
  const browse = classifyScheme(amfiCategory ?? '', schemeName);
  return schemeTaxClass({
    schemeName,
    amfiCategory,
    category: browse.category,
    subCategory: browse.subCategory,
    ...more,
  });
};
const brief = (r: ReturnType<typeof schemeTaxClass>) => [
  r.taxClass,
  r.domesticEquityAtMost35Percent,
  r.source,
];

describe('schemeTaxClass: AMFI categories whose SEBI rules fix the class', () => {
  it('an equity scheme, in the CSV form and in NAVAll’s header form', () => {
    expect(
      brief(
        read('HDFC Large Cap Fund - Growth Option - Direct Plan', 'Equity Scheme - Large Cap Fund'),
      ),
    ).toEqual(['equity-oriented', false, 'amfi-category']);
    expect(
      brief(
        read(
          'HDFC Large Cap Fund - Growth Option - Direct Plan',
          'Open Ended Schemes(Equity Scheme - Large Cap Fund)',
        ),
      ),
    ).toEqual(['equity-oriented', false, 'amfi-category']);
  });
  it('ELSS, with its own basis', () => {
    expect(
      read('SBI ELSS Tax Saver FUND - DIRECT PLAN -GROWTH', 'Equity Scheme - ELSS').basis,
    ).toMatch(/^ELSS: at least 80 %/);
  });
  it('a thematic scheme that invests abroad is other (ICICI Prudential US Bluechip Equity), a domestic "Global" MNC fund stays equity', () => {
    expect(
      brief(
        read(
          'ICICI Prudential US Bluechip Equity Fund - Direct Plan - Growth',
          'Equity Scheme - Sectoral/ Thematic',
        ),
      ),
    ).toEqual(['other', true, 'scheme-name']);
    expect(
      read('SBI Magnum Global Fund - Direct Plan - Growth', 'Equity Scheme - Sectoral/ Thematic')
        .taxClass,
    ).toBe('equity-oriented');
  });
  it('every debt scheme, liquid and overnight included, is debt-oriented', () => {
    for (const c of [
      'Debt Scheme - Liquid Fund',
      'Debt Scheme - Overnight Fund',
      'Debt Scheme - Gilt Fund',
      'Income/Debt Oriented Schemes - Money Market Fund',
    ])
      expect(brief(read('A Fund - Direct Plan - Growth', c))).toEqual([
        'debt-oriented',
        true,
        'amfi-category',
      ]);
  });
  it('arbitrage, equity savings and aggressive hybrid are equity-oriented; conservative hybrid (75–90 % debt) debt-oriented', () => {
    expect(
      read('Kotak Arbitrage Fund - Direct Plan - Growth', 'Hybrid Scheme - Arbitrage Fund').basis,
    ).toMatch(/^Arbitrage fund/);
    expect(
      read('Kotak Equity Savings Fund - Direct - Growth', 'Hybrid Scheme - Equity Savings')
        .taxClass,
    ).toBe('equity-oriented');
    expect(
      read(
        'HDFC Hybrid Equity Fund - Growth Option - Direct Plan',
        'Hybrid Scheme - Aggressive Hybrid Fund',
      ).taxClass,
    ).toBe('equity-oriented');
    expect(
      brief(
        read(
          'HDFC Hybrid Debt Fund - Growth Option - Direct Plan',
          'Hybrid Scheme - Conservative Hybrid Fund',
        ),
      ),
    ).toEqual(['debt-oriented', true, 'amfi-category']);
  });
  it('balanced hybrid, multi asset and balanced advantage are other, and hold more than 35 % domestic equity', () => {
    for (const c of [
      'Hybrid Scheme - Balanced Hybrid Fund',
      'Hybrid Scheme - Multi Asset Allocation',
      'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage',
    ])
      expect(brief(read('Some Hybrid Fund - Direct Plan - Growth', c))).toEqual([
        'other',
        false,
        'amfi-category',
      ]);
  });
  it('gold ETFs and overseas FoFs are other with at most 35 % domestic equity', () => {
    expect(brief(read('Nippon India ETF Gold BeES', 'Other Scheme - Gold ETF'))).toEqual([
      'other',
      true,
      'amfi-category',
    ]);
    expect(
      brief(
        read(
          'Franklin U.S. Opportunities Equity Active Fund of Funds - Direct - Growth',
          'Other Scheme - FoF Overseas',
        ),
      ),
    ).toEqual(['other', true, 'amfi-category']);
  });
  it('retirement and children’s funds are other unless the override list says what their SID keeps', () => {
    expect(
      brief(
        read(
          'Franklin India Retirement Fund - Direct - Growth',
          'Solution Oriented Scheme - Retirement Fund',
        ),
      ),
    ).toEqual(['other', false, 'amfi-category']);
  });
  it('the legacy one-word categories: Income and Gilt debt, Growth equity, Balanced other', () => {
    expect(read('X FMP Series 1', 'Income').taxClass).toBe('debt-oriented');
    expect(read('X Gilt Fund', 'Gilt').taxClass).toBe('debt-oriented');
    expect(read('X Growth Fund', 'Growth').taxClass).toBe('equity-oriented');
    expect(read('X Balanced Fund', 'Balanced').taxClass).toBe('other');
  });
});

describe('schemeTaxClass: index funds, ETFs and domestic FoFs by their name', () => {
  it('AMFI files an equity index fund under "Other Scheme - Index Funds": the index it names makes it equity-oriented', () => {
    const r = read('UTI Nifty 50 Index Fund - Growth Option- Direct', 'Other Scheme - Index Funds');
    expect(r).toEqual({
      taxClass: 'equity-oriented',
      domesticEquityAtMost35Percent: false,
      source: 'scheme-name',
      basis:
        'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
    });
  });
  it('a debt index name wins over "Nifty": Nifty SDL, G-Sec, CRISIL IBX, PSU Bond Plus SDL are debt-oriented', () => {
    for (const n of [
      'Axis Nifty SDL September 2026 Debt Index Fund',
      'Nippon India Nifty G-Sec Jun 2036 Maturity Index Fund',
      'SBI CRISIL IBX Gilt Index - April 2029 Fund',
      'Edelweiss NIFTY PSU Bond Plus SDL Apr 2027 50:50 Index Fund',
    ])
      expect(brief(read(`${n} - Direct Plan - Growth`, 'Other Scheme - Index Funds'))).toEqual([
        'debt-oriented',
        true,
        'scheme-name',
      ]);
  });
  it('an equity ETF of "Other ETFs" is equity-oriented; a liquid ETF debt-oriented; silver and Nasdaq ETFs other', () => {
    expect(read('Nippon India ETF Nifty 50 BeES', 'Other Scheme - Other  ETFs').basis).toBe(
      'Equity ETF: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
    );
    expect(read('CPSE ETF', 'Other Scheme - Other  ETFs').taxClass).toBe('equity-oriented');
    expect(
      read('Nippon India ETF Nifty 1D Rate Liquid BeES', 'Other Scheme - Other  ETFs').taxClass,
    ).toBe('debt-oriented');
    expect(brief(read('Axis Silver ETF', 'Other Scheme - Other  ETFs'))).toEqual([
      'other',
      true,
      'scheme-name',
    ]);
    expect(brief(read('Motilal Oswal Nasdaq 100 ETF', 'Other Scheme - Other  ETFs'))).toEqual([
      'other',
      true,
      'scheme-name',
    ]);
  });
  it('AMFI files a gold ETF under "Equity ETF" too: the name says gold', () => {
    expect(
      read('Aditya Birla Sun Life Gold ETF', 'Exchange Traded Funds (ETFs) - Equity ETF').taxClass,
    ).toBe('other');
  });
  it('a hybrid index takes its weights from its name: 75:25 equity-oriented, 50:50 other', () => {
    expect(
      read(
        'Mirae Asset Nifty200 Momentum 30 Plus 8-13yr G-Sec 75:25 Index Fund',
        'Index Funds - Hybrid Fund',
      ).taxClass,
    ).toBe('equity-oriented');
    expect(
      brief(
        read(
          'Mirae Asset Nifty200 Momentum 30 Plus 8-13 yr G-Sec 50:50 ETF',
          'Exchange Traded Funds (ETFs) - Hybrid ETF',
        ),
      ),
    ).toEqual(['other', false, 'scheme-name']);
  });
  it('a domestic FoF: gold and Nasdaq by their name, Bharat Bond debt-oriented, others other with at most 35 % equity shares', () => {
    expect(
      read('SBI GOLD FUND- DIRECT PLAN - GROWTH', 'Other Scheme - FoF Domestic').basis,
    ).toMatch(/^Gold or silver fund/);
    expect(
      read(
        'Motilal Oswal Nasdaq 100 Fund of Fund- Direct Plan Growth',
        'Other Scheme - FoF Domestic',
      ).basis,
    ).toMatch(/^International fund/);
    expect(
      brief(
        read('Bharat Bond FOF - April 2030 - Direct Plan - Growth', 'Other Scheme - FoF Domestic'),
      ),
    ).toEqual(['debt-oriented', true, 'scheme-name']);
    expect(
      brief(
        read('HSBC Aggressive Hybrid Active FOF - Direct Growth', 'Other Scheme - FoF Domestic'),
      ),
    ).toEqual(['other', true, 'scheme-name']);
  });
  it('the index named in the basis: in the name’s own words, capitals only where the name shouts', () => {
    expect(
      trackedIndexName('ICICI Prudential Nifty Next 50 Index Fund - Direct Plan - Growth'),
    ).toBe('Nifty Next 50');
    expect(trackedIndexName('SBI NIFTY INDEX FUND - DIRECT PLAN - GROWTH')).toBe('Nifty 50');
    expect(trackedIndexName('HDFC Index Fund-BSE Sensex Plan - Direct Plan')).toBe('BSE Sensex');
    expect(trackedIndexName('Parag Parikh Flexi Cap Fund')).toBeNull();
  });
});

describe('schemeTaxClass: the override list, the exchange scheme type, the browse category', () => {
  it('an ISIN in the override list takes its class, band and SID basis; the IDCW plan by its reinvestment ISIN too', () => {
    const bafGrowth = read(
      'HDFC Balanced Advantage Fund - Growth Plan - Direct Plan',
      'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage',
      { isin: 'INF179K01WA6' },
    );
    expect(brief(bafGrowth)).toEqual(['equity-oriented', false, 'override']);
    expect(bafGrowth.basis).toMatch(/scheme information document/);
    expect(
      read('HDFC BAF IDCW', 'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage', {
        isin: null,
        isinReinvestment: 'INF179K01VZ5',
      }).source,
    ).toBe('override');
  });
  it('every override names its scheme, a basis citing the SID, and ISINs of 12 characters', () => {
    for (const o of SCHEME_TAX_CLASS_OVERRIDES) {
      expect(o.basis).toMatch(/scheme information document/);
      for (const isin of o.isins) expect(isin).toMatch(/^INF[0-9A-Z]{9}$/);
      if (o.taxClass === 'equity-oriented') expect(o.domesticEquity).toBe('at-least-65');
    }
  });
  it('without an AMFI category or a telling name: the exchange’s scheme type, then the browse category, then unknown', () => {
    const bare = {
      schemeName: 'A Fund - Direct Plan - Growth',
      amfiCategory: null,
      category: 'Others',
      subCategory: 'Other Schemes',
    };
    expect(brief(schemeTaxClass({ ...bare, exchangeSchemeType: 'EQUITY' }))).toEqual([
      'equity-oriented',
      false,
      'scheme-type',
    ]);
    expect(brief(schemeTaxClass({ ...bare, exchangeSchemeType: 'LIQUID' }))).toEqual([
      'debt-oriented',
      true,
      'scheme-type',
    ]);
    expect(
      brief(schemeTaxClass({ ...bare, category: 'Allocation', subCategory: 'Less than 1 Year' })),
    ).toEqual(['equity-oriented', false, 'browse-category']);
    expect(
      brief(schemeTaxClass({ ...bare, category: 'Fixed Income', subCategory: 'Gilt' })),
    ).toEqual(['debt-oriented', true, 'browse-category']);
    expect(brief(schemeTaxClass(bare))).toEqual(['other', false, 'unknown']);
  });
  it('an equity-oriented reading never says at most 35 % equity; a debt-oriented always does', () => {
    const names = [
      'UTI Nifty 50 Index Fund',
      'Bharat Bond FOF - April 2030',
      'Axis Silver ETF',
      'Kotak Arbitrage Fund',
    ];
    const categories = [
      'Other Scheme - Index Funds',
      'Other Scheme - FoF Domestic',
      'Other Scheme - Other  ETFs',
      'Hybrid Scheme - Arbitrage Fund',
      null,
    ];
    for (const n of names)
      for (const c of categories) {
        const r = read(n, c);
        if (r.taxClass === 'equity-oriented') expect(r.domesticEquityAtMost35Percent).toBe(false);
        if (r.taxClass === 'debt-oriented') expect(r.domesticEquityAtMost35Percent).toBe(true);
      }
  });
});

describe('schemeTaxClass: invariants over any name and category', () => {
  const words = [
    'Nifty',
    '50',
    'Next',
    'Sensex',
    'SDL',
    'G-Sec',
    'Gold',
    'Silver',
    'Nasdaq',
    'US',
    'FoF',
    'Fund of Funds',
    'ETF',
    'Index',
    'Fund',
    'Bond',
    'Liquid',
    'Arbitrage',
    'Hybrid',
    'Equity',
    'Debt',
    '75:25',
    '50:50',
    'Plus',
    'Global',
    'Direct Plan',
    'Growth',
  ];
  const categories = [
    null,
    'Other Scheme - Index Funds',
    'Other Scheme - Other  ETFs',
    'Other Scheme - FoF Domestic',
    'Other Scheme - FoF Overseas',
    'Other Scheme - Gold ETF',
    'Equity Scheme - Sectoral/ Thematic',
    'Debt Scheme - Gilt Fund',
    'Hybrid Scheme - Balanced Hybrid Fund',
    'Index Funds - Hybrid Fund',
    'Exchange Traded Funds (ETFs) - Equity ETF',
    'Open Ended Schemes(Other Scheme - Index Funds)',
    'Solution Oriented Scheme - Retirement Fund',
    'Growth',
    'Something AMFI never used',
  ];
  const isins = [null, 'INF179K01WA6', 'INF109K015K4', 'INF000000000'];
  it('property: one sentence of basis; equity never at most 35 % equity, debt always; an override ISIN always wins; NAVAll’s header form reads as the CSV form', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...categories),
        fc.constantFrom(...isins),
        (nameWords, amfiCategory, isin) => {
          const facts = {
            schemeName: nameWords.join(' '),
            amfiCategory,
            isin,
            category: 'Others',
            subCategory: 'Other Schemes',
          };
          const r = schemeTaxClass(facts);
          expect(r.basis.length).toBeGreaterThan(20);
          if (r.taxClass === 'equity-oriented') expect(r.domesticEquityAtMost35Percent).toBe(false);
          if (r.taxClass === 'debt-oriented') expect(r.domesticEquityAtMost35Percent).toBe(true);
          expect(r.source === 'override').toBe(isin === 'INF179K01WA6' || isin === 'INF109K015K4');
          if (amfiCategory && !amfiCategory.startsWith('Open Ended'))
            expect(
              schemeTaxClass({ ...facts, amfiCategory: `Open Ended Schemes(${amfiCategory})` }),
            ).toEqual(r);
        },
      ),
      { numRuns: 500 },
    );
  });
});

// AMFI's own files (../shared/data/amfi, read from there): the reading over every scheme.
const SCHEME_DATA = readSharedText('data/amfi/SchemeData-2024-11.csv');
const NAVALL = readSharedText('data/amfi/NAVAll-2026-08-21-8col.txt');

interface AmfiScheme {
  code: number;
  name: string;
  amfiCategory: string | null;
  isin: string | null;
}
const readingOf = (s: AmfiScheme) => read(s.name, s.amfiCategory, { isin: s.isin });
const countByClass = (schemes: readonly AmfiScheme[]) => {
  const counts: Record<string, number> = { 'equity-oriented': 0, 'debt-oriented': 0, other: 0 };
  for (const s of schemes) counts[readingOf(s).taxClass]! += 1;
  return counts;
};
// A name that tracks an Indian equity index and says nothing of debt, gold or abroad.
const EQUITY_INDEX_NAME = /\b(nifty\w*|sensex)\b/i;
const NOT_PLAIN_EQUITY =
  /\b(sdl|g[ -]?sec|gilt|bond|debt|crisil|ibx|liquid|1d rate|gold|silver|nasdaq|s&p 500|world|hang seng|g-sec|aaa|maturity|treasury)\b/i;

describe.skipIf(SCHEME_DATA === null)(
  'schemeTaxClass over AMFI’s scheme data (Nov 2024, 15,734 schemes)',
  () => {
    const schemes: AmfiScheme[] =
      SCHEME_DATA === null
        ? []
        : parseSchemeData(SCHEME_DATA).records.map((r) => ({
            code: r.amfiCode,
            name: r.navName,
            amfiCategory: r.amfiCategory,
            isin: r.isinGrowth,
          }));
    const indexFunds = schemes.filter((s) => s.amfiCategory === 'Other Scheme - Index Funds');

    it('the named index funds of issue 23 are equity-oriented: UTI Nifty 50, SBI Nifty Index, ICICI Nifty Next 50', () => {
      const basisOf = (code: number) => readingOf(schemes.find((s) => s.code === code)!).basis;
      expect(basisOf(120716)).toBe(
        'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
      );
      expect(basisOf(119827)).toBe(
        'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
      );
      expect(basisOf(120684)).toBe(
        'Equity index fund: tracks the Nifty Next 50, so at least 65 % in domestic listed equity (s. 112A)',
      );
    });
    it('every index fund with Nifty or Sensex in its name and no debt, gold or foreign word is equity-oriented', () => {
      const plain = indexFunds.filter(
        (s) => EQUITY_INDEX_NAME.test(s.name) && !NOT_PLAIN_EQUITY.test(s.name),
      );
      expect(plain.length).toBeGreaterThan(500);
      expect(
        plain.filter((s) => readingOf(s).taxClass !== 'equity-oriented').map((s) => s.name),
      ).toEqual([]);
    });
    it('every index fund naming an SDL, G-Sec, gilt or CRISIL IBX index is debt-oriented', () => {
      const debtIndex = indexFunds.filter((s) => /\b(sdl|g[ -]?sec|gilt|ibx)\b/i.test(s.name));
      expect(debtIndex.length).toBeGreaterThan(300);
      expect(
        debtIndex.filter((s) => readingOf(s).taxClass !== 'debt-oriented').map((s) => s.name),
      ).toEqual([]);
    });
    it('gold ETFs, gold FoFs and overseas FoFs are other, with at most 35 % domestic equity', () => {
      const gold = schemes.filter(
        (s) => /gold/i.test(s.name) && /Gold ETF|FoF/.test(s.amfiCategory ?? ''),
      );
      const overseas = schemes.filter((s) => s.amfiCategory === 'Other Scheme - FoF Overseas');
      expect([gold.length > 50, overseas.length]).toEqual([true, 202]);
      for (const s of [...gold, ...overseas])
        expect([readingOf(s).taxClass, readingOf(s).domesticEquityAtMost35Percent]).toEqual([
          'other',
          true,
        ]);
    });
    it('counts per class: index funds 595 equity, 381 debt, 11 other (S&P 500, Nasdaq 100, world healthcare, one unnamed index); all schemes', () => {
      expect(countByClass(indexFunds)).toEqual({
        'equity-oriented': 595,
        'debt-oriented': 381,
        other: 11,
      });
      // The whole file: 6,636 "Income" rows (close-ended FMPs) make debt the largest class.
      expect(countByClass(schemes)).toEqual({
        'equity-oriented': 3863,
        'debt-oriented': 10874,
        other: 997,
      });
    });
  },
);

describe.skipIf(NAVALL === null)(
  'schemeTaxClass over AMFI’s NAVAll of 21/08/2026 (header form of the category)',
  () => {
    const schemes: AmfiScheme[] =
      NAVALL === null
        ? []
        : parseNavAll(NAVALL).records.map((r) => ({
            code: r.amfiCode,
            name: r.name,
            amfiCategory: r.schemeTypeHeader,
            isin: r.isinGrowth,
          }));

    it('reads "Open Ended Schemes(...)" as its inner category: the same classes as the CSV form', () => {
      for (const s of schemes.slice(0, 2000))
        expect(readingOf(s).taxClass).toBe(
          readingOf({ ...s, amfiCategory: /\((.+)\)$/.exec(s.amfiCategory!)![1]! }).taxClass,
        );
    });
    it('counts per class over 14,282 NAV rows', () => {
      expect(countByClass(schemes)).toEqual({
        'equity-oriented': 4418,
        'debt-oriented': 8605,
        other: 1259,
      });
    });
    it('the demo catalogue’s balanced advantage and multi asset schemes that keep 65 % equity are overridden by ISIN', () => {
      const hdfcBaf = schemes.find((s) => s.isin === 'INF179K01WA6')!;
      expect(readingOf(hdfcBaf).source).toBe('override');
    });
  },
);
