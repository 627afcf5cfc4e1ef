// Computes the golden XIRR values of packages/domain/src/portfolio/__scenarios__/ (the cash-flow
// sets, and the portfolio scenarios' holdings and portfolios) with LibreOffice Calc, headless
// (docs/decisions/0098), and prints each beside the value stored there:
//
//   apt-get install -y --no-install-recommends libreoffice-calc   # once
//   npx tsx packages/domain/scripts/xirr-golden-values.ts
//
// Nothing is written into the repository: copy a changed value into its scenario by hand.
import { PORTFOLIO_SCENARIOS } from '../src/portfolio/__scenarios__/portfolio-scenarios';
import { XIRR_CASH_FLOW_SETS } from '../src/portfolio/__scenarios__/xirr-cash-flow-sets';
import { libreOfficeXirr, type XirrSet } from './libreoffice-xirr';

// The cash-flow sets, then each portfolio scenario's holdings and whole portfolio.
const SETS: (XirrSet & { stored: number | string })[] = [
  ...XIRR_CASH_FLOW_SETS.map((s) => ({ ...s, stored: s.libreOffice })),
  ...PORTFOLIO_SCENARIOS.flatMap((scenario) => [
    ...scenario.expected.holdings.map((h) => ({
      name: `${scenario.name} ${h.schemeCode}`,
      flows: h.xirrFlows,
      stored: h.xirr,
    })),
    {
      name: `${scenario.name} portfolio`,
      flows: scenario.expected.portfolioXirrFlows,
      stored: scenario.expected.portfolioXirr,
    },
  ]),
];

const { version, values } = libreOfficeXirr(SETS);
console.log(`# ${version}`);
SETS.forEach((set, k) => {
  const shown = String(values[k]);
  console.log(
    `${set.name}: ${shown}${String(set.stored) === shown ? '' : `   (stored: ${String(set.stored)})`}`,
  );
});
