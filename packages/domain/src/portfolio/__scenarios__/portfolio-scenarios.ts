import type { PortfolioScenario } from './portfolio-scenario';
import { sip12MonthsThenPartialRedeem } from './sip-12-months-then-partial-redeem';
import { stpLiquidToEquity3Instalments } from './stp-liquid-to-equity-3-instalments';
import { swpFromADebtFundThenRedeemAll } from './swp-from-a-debt-fund-then-redeem-all';
import { switchBetweenEquityFundsWithStt } from './switch-between-equity-funds-with-stt';

/** Every portfolio scenario; portfolio-scenarios.test.ts runs each as its own test. */
export const PORTFOLIO_SCENARIOS: PortfolioScenario[] = [
  sip12MonthsThenPartialRedeem,
  stpLiquidToEquity3Instalments,
  swpFromADebtFundThenRedeemAll,
  switchBetweenEquityFundsWithStt,
];
