import { describe, expect, it } from 'vitest';
import { shiftIsoDate } from '../ist-date';
import { Decimal } from '../money';
import { entry } from './__test-support__/ledger-entries';
import { elssFreeOn, elssLock } from './elss-lock';
import { fifoLots } from './fifo-lots';

// The rule (elss-lock.ts, docs/decisions/0099): units are free on the third anniversary of their
// allotment, the first day after three years "commencing from the date of allotment".

describe('the day ELSS units free up', () => {
  it('allotted 15/03/2021: locked on 14/03/2024, free on 15/03/2024', () => {
    expect(elssFreeOn('2021-03-15')).toBe('2024-03-15');
    const asLots = [{ orderNo: '1', date: '2021-03-15', units: new Decimal('10') }];
    expect(elssLock(asLots, '2024-03-14')).toMatchObject({ nextFreeOn: '2024-03-15' });
    expect(elssLock(asLots, '2024-03-14').lockedUnits.toString()).toBe('10');
    expect(elssLock(asLots, '2024-03-15').freeUnits.toString()).toBe('10');
    expect(elssLock(asLots, '2024-03-15').nextFreeOn).toBeNull();
  });

  it('allotted on 29 February: free on 1 March three years later, never a day early', () => {
    expect(elssFreeOn('2020-02-29')).toBe('2023-03-01');
    expect(elssFreeOn('2024-02-29')).toBe('2027-03-01');
  });

  it('allotted on 28 February or at a month end: the same day three years later', () => {
    expect(elssFreeOn('2021-02-28')).toBe('2024-02-28');
    expect(elssFreeOn('2021-01-31')).toBe('2024-01-31');
    expect(elssFreeOn('2021-12-31')).toBe('2024-12-31');
  });
});

describe('an ELSS SIP locked per instalment', () => {
  // 12 monthly instalments of 20.000 units from 15/03/2021; 30 units redeemed on 01/07/2024 (the
  // four instalments of March to June 2021 were free then: 80 units); seen on 20/07/2024.
  const instalments = Array.from({ length: 12 }, (_, i) =>
    entry('purchase', shiftIsoDate('2021-03-15', { months: i }), {
      units: '20.000',
      amount: '1000.00',
      stampDuty: '0.05',
    }),
  );
  const redemption = entry('redemption', '2024-07-01', { units: '30.000', amount: '2400.00' });
  const folded = fifoLots([...instalments, redemption]);
  if (!folded.ok) throw new Error(folded.error.reason);

  it('each open lot has its own free date; free units are the oldest', () => {
    const lock = elssLock(folded.lots, '2024-07-20');
    expect(lock.lots.map((l) => [l.allotted, l.units.toFixed(3), l.freeOn, l.locked])).toEqual([
      ['2021-04-15', '10.000', '2024-04-15', false],
      ['2021-05-15', '20.000', '2024-05-15', false],
      ['2021-06-15', '20.000', '2024-06-15', false],
      ['2021-07-15', '20.000', '2024-07-15', false],
      ['2021-08-15', '20.000', '2024-08-15', true],
      ['2021-09-15', '20.000', '2024-09-15', true],
      ['2021-10-15', '20.000', '2024-10-15', true],
      ['2021-11-15', '20.000', '2024-11-15', true],
      ['2021-12-15', '20.000', '2024-12-15', true],
      ['2022-01-15', '20.000', '2025-01-15', true],
      ['2022-02-15', '20.000', '2025-02-15', true],
    ]);
    expect([lock.freeUnits.toFixed(3), lock.lockedUnits.toFixed(3), lock.nextFreeOn]).toEqual([
      '70.000',
      '140.000',
      '2024-08-15',
    ]);
  });

  it('the redemption of free units consumed only lots that were free on its date', () => {
    const [disposal] = folded.disposals;
    expect(
      disposal?.parts.map((p) => [
        p.buyDate,
        p.units.toFixed(3),
        elssFreeOn(p.buyDate) <= '2024-07-01',
      ]),
    ).toEqual([
      ['2021-03-15', '20.000', true],
      ['2021-04-15', '10.000', true],
    ]);
  });

  it('nothing is free before the first instalment’s third anniversary', () => {
    const lots = instalments.map((e) => ({
      orderNo: e.orderNo,
      date: e.date,
      units: new Decimal(e.units),
    }));
    const lock = elssLock(lots, '2024-03-14');
    expect([lock.freeUnits.toString(), lock.nextFreeOn]).toEqual(['0', '2024-03-15']);
  });
});
