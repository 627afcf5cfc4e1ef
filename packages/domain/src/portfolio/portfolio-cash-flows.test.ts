import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money';
import { entry } from './__test-support__/ledger-entries';
import { cashFlowsWithValue, ledgerCashFlows } from './portfolio-cash-flows';
import { xirr, type CashFlow } from './xirr';

const text = (flows: readonly CashFlow[]) =>
  flows.map((f) => `${f.date} ${toDecimal(f.amount).toFixed(2)}`);

describe('XIRR cash flows from the ledger', () => {
  const purchase = entry('purchase', '2024-01-01', {
    units: '10',
    amount: '1000.00',
    stampDuty: '0.05',
  });
  const swp = entry('swp', '2024-02-01', { units: '1', amount: '105.00', stt: '0.01' });
  const switchOut = entry('switch_out', '2024-03-01', {
    units: '2',
    amount: '220.00',
    stt: '0.02',
  });
  const switchIn = entry('switch_in', '2024-03-01', {
    units: '20',
    amount: '219.98',
    stampDuty: '0.01',
    schemeCode: 'S2',
  });
  const later = entry('redemption', '2024-05-01', { units: '1', amount: '120.00' });

  it('inflows are money in (negative, stamp duty included); outflows money out after STT', () => {
    expect(text(ledgerCashFlows([purchase, swp, switchOut, switchIn], '2024-04-01'))).toEqual([
      '2024-01-01 -1000.00',
      '2024-02-01 104.99',
      '2024-03-01 219.98',
      '2024-03-01 -219.98',
    ]);
  });

  it('the value held on the as-of date is the last flow; later entries are left out; no value, no flow', () => {
    expect(text(cashFlowsWithValue([purchase, later], '2024-04-01', '1100.50'))).toEqual([
      '2024-01-01 -1000.00',
      '2024-04-01 1100.50',
    ]);
    expect(text(cashFlowsWithValue([purchase, later], '2024-05-01', '0'))).toEqual([
      '2024-01-01 -1000.00',
      '2024-05-01 120.00',
    ]);
  });

  it('a switch between two schemes is a flow of each holding but cancels in the portfolio', () => {
    const portfolio = cashFlowsWithValue([purchase, switchOut, switchIn], '2024-12-31', '1200.00');
    const withoutSwitch = cashFlowsWithValue([purchase], '2024-12-31', '1200.00');
    const a = xirr(portfolio);
    const b = xirr(withoutSwitch);
    expect(a.ok && b.ok && a.rate === b.rate).toBe(true);
  });
});
