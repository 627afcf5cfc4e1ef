import { describe, expect, it } from 'vitest';
import { entry } from './__test-support__/ledger-entries';
import {
  compareLedgerEntries,
  groupByHolding,
  ledgerEntryFromSigned,
  ledgerEntryProblem,
  signedUnits,
} from './ledger-entry';

const row = {
  orderNo: '77',
  kind: 'redemption' as const,
  schemeCode: 'S1',
  isin: null,
  folioNo: 'F1',
  date: '2024-03-15',
  nav: '140.0000',
  units: '-50.0000',
  amount: '7000.00',
  stampDuty: '0.00',
};

describe('the ledger entry the domain folds', () => {
  it('takes the magnitude of the server’s signed units and puts the sign back by kind', () => {
    const e = ledgerEntryFromSigned(row);
    expect(e.units).toBe('50');
    expect(e.stt).toBe('0');
    expect(signedUnits(e).toFixed(4)).toBe('-50.0000');
    expect(signedUnits({ kind: 'stp_in', units: '1.5' }).toString()).toBe('1.5');
  });

  it('refuses a row whose sign disagrees with its kind, or zero units', () => {
    expect(() => ledgerEntryFromSigned({ ...row, units: '50' })).toThrow(
      /do not fit kind redemption/,
    );
    expect(() => ledgerEntryFromSigned({ ...row, kind: 'purchase' })).toThrow(RangeError);
    expect(() => ledgerEntryFromSigned({ ...row, units: '0' })).toThrow(RangeError);
  });

  it('says what is wrong with an entry that cannot be folded', () => {
    const ok = entry('purchase', '2024-01-10', { units: '1', amount: '10' });
    expect(ledgerEntryProblem(ok)).toBeNull();
    expect(ledgerEntryProblem({ ...ok, date: '2024-02-30' })).toMatch(/date/);
    expect(ledgerEntryProblem({ ...ok, nav: '0' })).toMatch(/NAV/);
    expect(ledgerEntryProblem({ ...ok, amount: '-1' })).toMatch(/amount/);
    expect(ledgerEntryProblem({ ...ok, stt: 'x' })).toMatch(/STT/);
  });

  it('folds by date, inflows before outflows on one date, then by order number as integers', () => {
    const out = entry('stp_out', '2024-01-10', { units: '1', amount: '10', orderNo: '9' });
    const inLate = entry('purchase', '2024-01-10', { units: '1', amount: '10', orderNo: '100' });
    const inEarly = entry('purchase', '2024-01-10', { units: '1', amount: '10', orderNo: '99' });
    const before = entry('swp', '2024-01-09', { units: '1', amount: '10', orderNo: '1000' });
    const sorted = [out, inLate, inEarly, before].sort(compareLedgerEntries).map((e) => e.orderNo);
    expect(sorted).toEqual(['1000', '99', '100', '9']);
  });

  it('groups entries by folio and scheme', () => {
    const a = entry('purchase', '2024-01-10', { units: '1', amount: '10' });
    const b = entry('purchase', '2024-01-09', { units: '1', amount: '10' });
    const c = entry('purchase', '2024-01-09', { units: '1', amount: '10', folioNo: 'F2' });
    const groups = groupByHolding([a, b, c]);
    expect([...groups.keys()]).toEqual(['F1|S1', 'F2|S1']);
    expect(groups.get('F1|S1')?.map((e) => e.orderNo)).toEqual([b.orderNo, a.orderNo]);
  });
});
