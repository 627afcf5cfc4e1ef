import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { computeGainsStatement, type GainsStatement } from './capital-gains-statement';
import { schedule112aRows } from './capital-gains-schedule-112a';
import { financialYear } from './capital-gains-year';
import { part } from './__scenarios__/gains-part';
import {
  DEBT_ORIENTED,
  EQUITY_ORIENTED,
  GOLD_FOF,
  HYBRID_40_EQUITY,
} from './__scenarios__/tax-class-readings';

// One golden scenario per boundary of the rule of a sale (issue 23 §1, §2; decision 0156). The
// rules are those of ../shared/data/README.md "Tax classes" (Income-tax Act as amended by the
// Finance Acts 2023, (No. 2) 2024 and 2025, as publicly reported); every figure is worked by hand
// in the comment beside it: NAVs × units = cost and sale value, gain, set-off, exemption, tax at
// the flat rate, 4 % cess, each rounded half up to the paisa.

const d = (v: string) => new Decimal(v);
const fy2024 = financialYear(2024);
const fy2025 = financialYear(2025);
const INDEX_FUND = {
  schemeCode: 'NIFTY50-IDX',
  schemeName: 'Alpha Nifty 50 Index Fund - Direct Growth',
  isin: 'INF000N50001',
  taxClass: EQUITY_ORIENTED,
};
const regime = (s: GainsStatement, key: string) => s.regimes.find((r) => r.regime === key);
const money = (v: Decimal) => v.toFixed(2);

describe('an equity index fund is equity-oriented (not s. 50AA)', () => {
  it('short-term: ₹61.33 of STCG at 20 % (s. 111A) = ₹12.27, cess ₹0.49', () => {
    // Bought 10/03/2025: 50 units at NAV ₹200.0000 = ₹10,000.00.
    // Sold 02/06/2025 (< 12 months, from 23 Jul 2024): 50 × ₹201.2266 = ₹10,061.33.
    // Gain 10,061.33 − 10,000.00 = ₹61.33; 20 % = ₹12.266 → ₹12.27; cess 4 % = ₹0.4908 → ₹0.49.
    const s = computeGainsStatement(fy2025, [
      part({
        ...INDEX_FUND,
        acquiredOn: '2025-03-10',
        soldOn: '2025-06-02',
        units: d('50'),
        cost: d('10000.00'),
        saleValue: d('10061.33'),
      }),
    ]);
    expect(s.parts[0]?.regime.label).toBe('STCG 20% (s. 111A)');
    expect(money(s.totals.gain)).toBe('61.33');
    expect(money(s.estimatedTax)).toBe('12.27');
    expect(money(s.cess)).toBe('0.49');
    expect(money(s.estimatedTaxWithCess)).toBe('12.76');
    expect(money(s.slabRateGain)).toBe('0.00');
  });

  it('long-term: a ₹4,30,000 sale with ₹70,000 of gain is within the ₹1,25,000 exemption, on Schedule 112A', () => {
    // Bought 02/04/2024: 1,000 units at NAV ₹360.0000 = ₹3,60,000.00.
    // Sold 15/07/2025 (> 12 months): 1,000 × ₹430.0000 = ₹4,30,000.00; gain ₹70,000.00, LTCG 12.5 %
    // (s. 112A); FY 2025-26 exemption ₹1,25,000 covers it: tax ₹0. Read as s. 50AA at a 30 % slab
    // it was taxed 70,000 × 30 % = ₹21,000 (+ 4 % cess ₹21,840): the "about ₹20,900".
    const s = computeGainsStatement(fy2025, [
      part({
        ...INDEX_FUND,
        acquiredOn: '2024-04-02',
        soldOn: '2025-07-15',
        units: d('1000'),
        cost: d('360000.00'),
        saleValue: d('430000.00'),
      }),
    ]);
    expect(regime(s, 'equity-long-12.5')?.exemptionUsed.toFixed(2)).toBe('70000.00');
    expect(money(s.estimatedTaxWithCess)).toBe('0.00');
    // Schedule 112A: 4 units 1,000; 5 = 6 / 4 = ₹430.0000; 6 ₹4,30,000; 7 = 8 = ₹3,60,000
    // (acquired after 31 Jan 2018); 12 ₹0; 13 = 7 + 12; 14 = 6 − 13 = ₹70,000.
    const [row, ...more] = schedule112aRows(s);
    expect(more).toEqual([]);
    expect(row?.isin).toBe('INF000N50001');
    expect(row?.acquired).toBe('after-2018-01-31');
    expect(row?.units.toFixed(4)).toBe('1000.0000');
    expect(row?.salePricePerUnit.toFixed(4)).toBe('430.0000');
    expect(money(row!.fullValueOfConsideration)).toBe('430000.00');
    expect(money(row!.costWithoutIndexation)).toBe('360000.00');
    expect(money(row!.balance)).toBe('70000.00');
  });
});

describe('hybrids: the class and the equity band decide', () => {
  it('70 % equity (equity-oriented): bought 01/06/2023, sold 03/06/2024 is LTCG 10 % with the FY 2024-25 exemption', () => {
    // Held 12 months and 2 days (> 12 months); sold before 23 Jul 2024: 10 % (s. 112A).
    // 2,000 units at ₹100 = ₹2,00,000; sold at ₹172.50 = ₹3,45,000; gain ₹1,45,000.
    // Exemption ₹1,25,000 (FY 2024-25, one limit for the year) → ₹20,000 × 10 % = ₹2,000; cess ₹80.
    const s = computeGainsStatement(fy2024, [
      part({
        taxClass: { ...EQUITY_ORIENTED, basis: 'Aggressive hybrid: 65–80 % in equity' },
        acquiredOn: '2023-06-01',
        soldOn: '2024-06-03',
        units: d('2000'),
        cost: d('200000'),
        saleValue: d('345000'),
      }),
    ]);
    expect(s.parts[0]?.regime.key).toBe('equity-long-10');
    expect(money(s.exemption.used)).toBe('125000.00');
    expect(money(s.estimatedTax)).toBe('2000.00');
    expect(money(s.cess)).toBe('80.00');
  });

  it('40 % equity bought after 1 Apr 2023 is never s. 50AA: slab while short, LTCG 12.5 % (s. 112) after 24 months', () => {
    // More than 35 % domestic equity: not a specified mutual fund in FY 2024-25; not > 65 % debt
    // from FY 2025-26. So "other": long-term after 24 months (sales from 23 Jul 2024).
    // Lot A sold 20/03/2025 after 21 months: short-term at slab (s. 48), not s. 50AA; gain
    //   ₹60,000 − ₹50,000 = ₹10,000, shown as slab income.
    // Lot B sold 02/07/2025 after 25 months: ₹1,20,000 − ₹1,00,000 = ₹20,000 × 12.5 % = ₹2,500; cess ₹100.
    const sold2024 = computeGainsStatement(fy2024, [
      part({
        taxClass: HYBRID_40_EQUITY,
        acquiredOn: '2023-06-01',
        soldOn: '2025-03-20',
        cost: d('50000'),
        saleValue: d('60000'),
      }),
    ]);
    expect(sold2024.parts[0]?.regime.key).toBe('other-short-slab');
    expect(money(sold2024.slabRateGain)).toBe('10000.00');
    expect(money(sold2024.estimatedTax)).toBe('0.00');
    const sold2025 = computeGainsStatement(fy2025, [
      part({
        taxClass: HYBRID_40_EQUITY,
        acquiredOn: '2023-06-01',
        soldOn: '2025-07-02',
        cost: d('100000'),
        saleValue: d('120000'),
      }),
    ]);
    expect(sold2025.parts[0]?.regime.label).toBe('LTCG 12.5% (s. 112)');
    expect(money(sold2025.estimatedTax)).toBe('2500.00');
    expect(money(sold2025.cess)).toBe('100.00');
  });
});

describe('a gold fund of funds bought in May 2023: the definition of the year of sale', () => {
  // 1,000 units bought 10/05/2023 at ₹20.0000 = ₹20,000.
  it('sold in FY 2024-25 (10/03/2025 at ₹24): s. 50AA (≤ 35 % domestic equity), ₹4,000 at slab', () => {
    const s = computeGainsStatement(fy2024, [
      part({
        taxClass: GOLD_FOF,
        acquiredOn: '2023-05-10',
        soldOn: '2025-03-10',
        units: d('1000'),
        cost: d('20000'),
        saleValue: d('24000'),
      }),
    ]);
    expect(s.parts[0]?.regime.key).toBe('other-50aa-slab');
    expect(money(s.slabRateGain)).toBe('4000.00');
    expect(money(s.estimatedTax)).toBe('0.00');
  });
  it('sold in FY 2025-26 after 25 months (11/06/2025 at ₹26): not > 65 % debt, so LTCG 12.5 % = ₹750, cess ₹30', () => {
    // 1,000 × ₹26 = ₹26,000; gain ₹6,000 × 12.5 % = ₹750; cess 4 % = ₹30; no s. 112A exemption.
    const s = computeGainsStatement(fy2025, [
      part({
        taxClass: GOLD_FOF,
        acquiredOn: '2023-05-10',
        soldOn: '2025-06-11',
        units: d('1000'),
        cost: d('20000'),
        saleValue: d('26000'),
      }),
    ]);
    expect(s.parts[0]?.regime.key).toBe('other-long-12.5');
    expect(money(s.exemption.used)).toBe('0.00');
    expect(money(s.estimatedTaxWithCess)).toBe('780.00');
    expect(schedule112aRows(s)).toEqual([]);
  });
});

describe('a debt fund bought on 31 Mar 2023 and on 1 Apr 2023, both sold 02/06/2025', () => {
  // Each lot ₹50,000, sold for ₹58,000: gain ₹8,000 each.
  const s = computeGainsStatement(fy2025, [
    part({
      taxClass: DEBT_ORIENTED,
      acquiredOn: '2023-03-31',
      soldOn: '2025-06-02',
      cost: d('50000'),
      saleValue: d('58000'),
    }),
    part({
      taxClass: DEBT_ORIENTED,
      acquiredOn: '2023-04-01',
      soldOn: '2025-06-02',
      cost: d('50000'),
      saleValue: d('58000'),
    }),
  ]);
  it('31 Mar 2023: before s. 50AA, held > 24 months: LTCG 12.5 % without indexation = ₹1,000', () => {
    expect(s.parts[0]?.regime.key).toBe('other-long-12.5');
    expect(s.parts[0]?.indexedCost).toBeNull();
    expect(money(regime(s, 'other-long-12.5')!.estimatedTax!)).toBe('1000.00');
  });
  it('1 Apr 2023: s. 50AA, short-term whatever the holding: ₹8,000 shown as slab income, not taxed here', () => {
    expect(s.parts[1]?.regime.label).toBe('Short-term at slab (s. 50AA)');
    expect(money(s.slabRateGain)).toBe('8000.00');
    // ₹1,000 + 4 % cess ₹40.
    expect(money(s.estimatedTaxWithCess)).toBe('1040.00');
  });
});

describe('set-off (s. 70)', () => {
  it('a short-term loss is set off against a long-term gain, then the exemption: ₹5,625 + ₹225 cess', () => {
    // Index fund lot bought 06/01/2025, sold 02/06/2025 at a loss: ₹70,000 − ₹1,00,000 = −₹30,000 (STCL).
    // Lot bought 02/04/2020, sold 02/06/2025: ₹3,00,000 − ₹1,00,000 = ₹2,00,000 (LTCG 12.5 %).
    // No short-term gain to take the loss, so it goes against the LTCG: ₹1,70,000; less the
    // ₹1,25,000 exemption = ₹45,000 × 12.5 % = ₹5,625; cess 4 % = ₹225; nothing carried forward.
    const s = computeGainsStatement(fy2025, [
      part({
        ...INDEX_FUND,
        acquiredOn: '2025-01-06',
        soldOn: '2025-06-02',
        cost: d('100000'),
        saleValue: d('70000'),
      }),
      part({
        ...INDEX_FUND,
        acquiredOn: '2020-04-02',
        soldOn: '2025-06-02',
        cost: d('100000'),
        saleValue: d('300000'),
      }),
    ]);
    expect(money(regime(s, 'equity-short-20')!.setOff)).toBe('30000.00');
    expect(money(regime(s, 'equity-long-12.5')!.afterSetOff)).toBe('170000.00');
    expect(money(s.exemption.used)).toBe('125000.00');
    expect(money(s.estimatedTax)).toBe('5625.00');
    expect(money(s.cess)).toBe('225.00');
    expect(money(s.carriedForward.shortTerm)).toBe('0.00');
  });

  it('a short-term loss goes against short-term gains first, the rest against long-term gains', () => {
    // STCL −₹15,000 (equity, 20 %); s. 50AA gain ₹10,000 (slab); equity LTCG ₹1,35,000.
    // ₹10,000 of the loss against the slab gain (→ ₹0), ₹5,000 against the LTCG (→ ₹1,30,000);
    // exemption ₹1,25,000 → ₹5,000 × 12.5 % = ₹625; cess ₹25; slab income ₹0.
    const s = computeGainsStatement(fy2025, [
      part({
        ...INDEX_FUND,
        acquiredOn: '2025-01-06',
        soldOn: '2025-06-02',
        cost: d('65000'),
        saleValue: d('50000'),
      }),
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2024-01-06',
        soldOn: '2025-06-02',
        cost: d('40000'),
        saleValue: d('50000'),
      }),
      part({
        ...INDEX_FUND,
        acquiredOn: '2020-04-02',
        soldOn: '2025-06-02',
        cost: d('65000'),
        saleValue: d('200000'),
      }),
    ]);
    expect(money(regime(s, 'other-50aa-slab')!.afterSetOff)).toBe('0.00');
    expect(money(regime(s, 'equity-long-12.5')!.afterSetOff)).toBe('130000.00');
    expect(money(s.slabRateGain)).toBe('0.00');
    expect(money(s.estimatedTaxWithCess)).toBe('650.00');
  });

  it('a long-term loss is never set off against a short-term gain: it is carried forward', () => {
    // Debt lot bought 2021 sold 02/06/2025: ₹40,000 − ₹90,000 = −₹50,000 (LTCL, s. 112).
    // Index fund STCG ₹20,000 at 20 % = ₹4,000; cess ₹160. Long-term loss carried forward ₹50,000.
    const s = computeGainsStatement(fy2025, [
      part({
        taxClass: DEBT_ORIENTED,
        acquiredOn: '2021-05-10',
        soldOn: '2025-06-02',
        cost: d('90000'),
        saleValue: d('40000'),
      }),
      part({
        ...INDEX_FUND,
        acquiredOn: '2025-01-06',
        soldOn: '2025-06-02',
        cost: d('80000'),
        saleValue: d('100000'),
      }),
    ]);
    expect(money(s.estimatedTax)).toBe('4000.00');
    expect(money(s.cess)).toBe('160.00');
    expect(money(s.carriedForward.longTerm)).toBe('50000.00');
    expect(money(s.carriedForward.shortTerm)).toBe('0.00');
  });
});

describe('cess', () => {
  it('is 4 % of the estimated tax rounded half up to the paisa: ₹1,012.50 → ₹40.50', () => {
    // STCG ₹5,062.50 at 20 % = ₹1,012.50; 4 % = ₹40.50 exactly.
    const s = computeGainsStatement(fy2025, [
      part({
        ...INDEX_FUND,
        acquiredOn: '2025-01-06',
        soldOn: '2025-06-02',
        cost: d('10000'),
        saleValue: d('15062.50'),
      }),
    ]);
    expect(money(s.estimatedTax)).toBe('1012.50');
    expect(money(s.cess)).toBe('40.50');
  });
});
