// The calculators feature's public face (web; issue 13 §4; decisions 0132, 0133): the SIP and
// goal calculators, the advisor's share and the shared landing's I'm Interested. Same name as the
// server's features/calculators.
export { SipCalculatorPage, GoalCalculatorPage } from './calculator-page';
