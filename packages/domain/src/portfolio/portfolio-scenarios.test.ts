import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money';
import { PORTFOLIO_SCENARIOS } from './__scenarios__/portfolio-scenarios';
import { groupByHolding } from './ledger-entry';
import { cashFlowsWithValue } from './portfolio-cash-flows';
import { portfolioReturns } from './portfolio-returns';
import type { CashFlow } from './xirr';

// One scenario per test; each scenario file says where its golden numbers came from.

const close = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
const flowsText = (flows: readonly CashFlow[]) =>
  flows.map((f) => `${f.date} ${toDecimal(f.amount).toFixed(2)}`).sort();

describe('portfolio scenarios', () => {
  for (const scenario of PORTFOLIO_SCENARIOS) {
    it(`${scenario.name}: ${scenario.about}`, () => {
      const { expected } = scenario;
      const result = portfolioReturns(
        scenario.entries,
        new Map(Object.entries(scenario.navs)),
        scenario.asOf,
      );
      expect([result.failed, result.unvalued]).toEqual([[], []]);
      expect(result.soldOut.map((h) => h.schemeCode)).toEqual(expected.soldOut ?? []);

      expect(
        result.holdings.map((h) => ({
          folioNo: h.folioNo,
          schemeCode: h.schemeCode,
          units: h.units.toFixed(3),
          amountInvested: h.amountInvested.toFixed(2),
          currentValue: h.currentValue.toFixed(2),
          returnAmount: h.returnAmount.toFixed(2),
          returnPercentage: h.returnPercentage?.toFixed(2) ?? null,
        })),
      ).toEqual(expected.holdings.map(({ xirrFlows: _flows, xirr: _xirr, ...figures }) => figures));

      const groups = groupByHolding(scenario.entries);
      for (const [i, want] of expected.holdings.entries()) {
        const got = result.holdings[i];
        const own = groups.get(`${want.folioNo}|${want.schemeCode}`) ?? [];
        expect(flowsText(cashFlowsWithValue(own, scenario.asOf, got?.currentValue ?? 0))).toEqual(
          flowsText(want.xirrFlows),
        );
        if (!got?.xirr.ok) throw new Error(`no XIRR for ${want.schemeCode}`);
        expect(
          close(got.xirr.rate, want.xirr),
          `${want.schemeCode}: ${got.xirr.rate} vs ${want.xirr}`,
        ).toBe(true);
      }

      expect(
        [...result.holdings, ...result.soldOut].flatMap((h) =>
          h.disposals.map((d) =>
            d.parts.map((p) => [
              p.buyDate,
              p.units.toFixed(3),
              p.cost.toFixed(2),
              p.saleValue.toFixed(2),
              p.stt.toFixed(2),
            ]),
          ),
        ),
      ).toEqual(expected.disposals);

      expect({
        invested: result.totals.netAmountInvested.toFixed(2),
        value: result.totals.netCurrentValue.toFixed(2),
        returnAmount: result.totals.netReturnAmount.toFixed(2),
        returnPercentage: result.totals.netReturnPercentage?.toFixed(2) ?? null,
      }).toEqual(expected.totals);

      if (!result.xirr.ok) throw new Error(`no portfolio XIRR: ${result.xirr.reason}`);
      expect(
        close(result.xirr.rate, expected.portfolioXirr),
        `${result.xirr.rate} vs ${expected.portfolioXirr}`,
      ).toBe(true);
    });
  }
});
