import { describe, expect, it } from 'vitest';
import { Decimal } from '../money';
import { computeGainsStatement } from './capital-gains-statement';
import { financialYear } from './capital-gains-year';
import {
  SCHEDULE_112A_HEADER,
  schedule112aCsv,
  schedule112aRows,
} from './capital-gains-schedule-112a';
import { part } from './__scenarios__/gains-part';
import { DEBT_ORIENTED } from './__scenarios__/tax-class-readings';

const d = (v: string) => new Decimal(v);

// Columns of Schedule 112A (ITR-2/ITR-3): 7 = higher of 8 and 9, 9 = lower of 6 and 11,
// 11 = 4 × 10, 13 = 7 + 12, 14 = 6 − 13 (decision 0101).
describe('Schedule 112A', () => {
  const statement = computeGainsStatement(financialYear(2025), [
    // Grandfathered: 100 units, cost ₹5,000, FMV ₹80 → ₹8,000, sold for ₹12,000.
    part({
      acquiredOn: '2016-05-10',
      soldOn: '2025-06-10',
      cost: d('5000'),
      saleValue: d('12000'),
      fmvPerUnit2018: d('80'),
    }),
    // Two later lots of the same ISIN: pooled into one row.
    part({
      acquiredOn: '2021-05-10',
      soldOn: '2025-06-10',
      units: d('50'),
      cost: d('4000'),
      saleValue: d('6000'),
    }),
    part({
      acquiredOn: '2022-05-10',
      soldOn: '2025-06-10',
      units: d('25.5'),
      cost: d('2500'),
      saleValue: d('3060'),
    }),
    // Short-term and debt parts are not in the schedule.
    part({ acquiredOn: '2025-01-10', soldOn: '2025-06-10' }),
    part({ taxClass: DEBT_ORIENTED, acquiredOn: '2020-01-10', soldOn: '2025-06-10' }),
  ]);
  const rows = schedule112aRows(statement);

  it('has one grandfathered row and one pooled row for the later lots', () => {
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.acquired)).toEqual(['after-2018-01-31', 'on-or-before-2018-01-31']);
  });

  it('grandfathered row: 9 = min(12,000, 8,000) = 8,000; 7 = max(5,000, 8,000); balance 4,000', () => {
    const g = rows.find((r) => r.acquired === 'on-or-before-2018-01-31')!;
    expect(g.totalFmv?.toFixed(2)).toBe('8000.00');
    expect(g.lowerOfConsiderationAndFmv?.toFixed(2)).toBe('8000.00');
    expect(g.costWithoutIndexation.toFixed(2)).toBe('8000.00');
    expect(g.costOfAcquisition.toFixed(2)).toBe('5000.00');
    expect(g.balance.toFixed(2)).toBe('4000.00');
  });

  it('pooled row: 75.5 units, ₹9,060 at ₹120.0000 a unit, cost ₹6,500, STT not deducted, balance ₹2,560', () => {
    const p = rows.find((r) => r.acquired === 'after-2018-01-31')!;
    expect(p.units.toFixed(4)).toBe('75.5000');
    expect(p.salePricePerUnit.toFixed(4)).toBe('120.0000');
    expect(p.fullValueOfConsideration.toFixed(2)).toBe('9060.00');
    expect(p.costWithoutIndexation.toFixed(2)).toBe('6500.00');
    expect(p.expenditure.toFixed(2)).toBe('0.00');
    expect(p.balance.toFixed(2)).toBe('2560.00');
    expect(p.fmvPerUnit).toBeNull();
  });

  it("CSV: the header in the return's order, then the rows", () => {
    const lines = schedule112aCsv(statement).split('\r\n');
    expect(lines[0]).toBe(
      SCHEDULE_112A_HEADER.map((h) => (h.includes(',') ? `"${h}"` : h)).join(','),
    );
    expect(lines[1]).toBe(
      'On or after 23/07/2024,After 31.01.2018,INF879O01027,Parag Parikh Flexi Cap Fund - Direct Plan - Growth,75.5000,120.0000,9060.00,6500.00,6500.00,,,,0.00,6500.00,2560.00',
    );
    expect(lines).toHaveLength(4); // header, two rows, the empty string after the last CRLF
  });
});
