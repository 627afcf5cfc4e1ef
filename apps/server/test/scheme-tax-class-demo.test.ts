import { describe, expect, it } from 'vitest';
import { demoCatalogue, taxClassOfScheme } from '../src/features/catalogue';

// Issue 23 §1, done when: the whole demo catalogue's tax classes listed with their basis. Each row
// below was written and checked by hand against what the scheme holds (its SEBI category, its
// index, and for the overrides its scheme information document; docs/decisions/0153), not copied
// from the code's output. A scheme added to the demo catalogue fails this test until it is listed.

const ELSS =
  'ELSS: at least 80 % in equity under SEBI’s rules, so at least 65 % in domestic listed equity (s. 112A)';
const EQUITY_SCHEME =
  'Equity scheme: SEBI’s rules for its category keep at least 65 % in equity, so it is equity-oriented (s. 112A)';
const DEBT_SCHEME =
  'Debt scheme: invests in debt and money-market instruments, so more than 65 % in them (s. 50AA)';
const ARBITRAGE =
  'Arbitrage fund: at least 65 % in domestic listed equity, hedged with derivatives (s. 112A)';
const EQUITY_SAVINGS =
  'Equity savings fund: at least 65 % in domestic listed equity, partly hedged, under SEBI’s rules (s. 112A)';
const AGGRESSIVE_HYBRID =
  'Aggressive hybrid fund: 65–80 % in equity under SEBI’s rules, so equity-oriented (s. 112A)';
const CONSERVATIVE_HYBRID =
  'Conservative hybrid fund: 75–90 % in debt under SEBI’s rules, so more than 65 % in debt and money-market instruments (s. 50AA)';
const INTERNATIONAL =
  'International fund: invests abroad, so not 65 % in domestic listed equity; neither equity- nor debt-oriented';
const HDFC_BAF =
  'Balanced advantage fund whose scheme information document keeps 65–100 % in equity, hedged positions included, so at least 65 % in domestic listed equity (s. 112A)';

type Row = [
  amfiCode: number,
  taxClass: string,
  domesticEquityAtMost35Percent: boolean,
  basis: string,
];

const DEMO_TAX_CLASSES: Row[] = [
  [120503, 'equity-oriented', false, ELSS], // Axis ELSS Tax Saver
  [119723, 'equity-oriented', false, ELSS], // SBI ELSS Tax Saver
  [118540, 'equity-oriented', false, ELSS], // Franklin India ELSS Tax Saver
  [147481, 'equity-oriented', false, ELSS], // Parag Parikh ELSS Tax Saver
  [111549, 'equity-oriented', false, ELSS], // Quantum ELSS Tax Saver
  [120592, 'equity-oriented', false, ELSS], // ICICI Prudential ELSS Tax Saver
  [118531, 'equity-oriented', false, EQUITY_SCHEME], // Franklin India Large Cap
  [119018, 'equity-oriented', false, EQUITY_SCHEME], // HDFC Large Cap
  [120586, 'equity-oriented', false, EQUITY_SCHEME], // ICICI Prudential Large Cap
  [119598, 'equity-oriented', false, EQUITY_SCHEME], // SBI Large Cap
  [118632, 'equity-oriented', false, EQUITY_SCHEME], // Nippon India Large Cap
  [118989, 'equity-oriented', false, EQUITY_SCHEME], // HDFC Mid Cap
  [127042, 'equity-oriented', false, EQUITY_SCHEME], // Motilal Oswal Midcap
  [120505, 'equity-oriented', false, EQUITY_SCHEME], // Axis Midcap
  [119775, 'equity-oriented', false, EQUITY_SCHEME], // Kotak Midcap
  [118778, 'equity-oriented', false, EQUITY_SCHEME], // Nippon India Small Cap
  [125497, 'equity-oriented', false, EQUITY_SCHEME], // SBI Small Cap
  [120828, 'equity-oriented', false, EQUITY_SCHEME], // quant Small Cap
  [125354, 'equity-oriented', false, EQUITY_SCHEME], // Axis Small Cap
  [122639, 'equity-oriented', false, EQUITY_SCHEME], // Parag Parikh Flexi Cap (Direct)
  [118955, 'equity-oriented', false, EQUITY_SCHEME], // HDFC Flexi Cap
  [120166, 'equity-oriented', false, EQUITY_SCHEME], // Kotak Flexicap
  [118275, 'equity-oriented', false, EQUITY_SCHEME], // Canara Robeco Flexicap
  [120599, 'equity-oriented', false, EQUITY_SCHEME], // ICICI Prudential Multicap
  [118650, 'equity-oriented', false, EQUITY_SCHEME], // Nippon India Multi Cap
  [118834, 'equity-oriented', false, EQUITY_SCHEME], // Mirae Asset Large & Midcap
  [118419, 'equity-oriented', false, EQUITY_SCHEME], // Bandhan Large & Mid Cap
  [118950, 'equity-oriented', false, EQUITY_SCHEME], // HDFC Focused
  [120323, 'equity-oriented', false, EQUITY_SCHEME], // ICICI Prudential Value
  [119835, 'equity-oriented', false, EQUITY_SCHEME], // SBI Contra
  [118527, 'equity-oriented', false, EQUITY_SCHEME], // Franklin India Dividend Yield
  [120594, 'equity-oriented', false, EQUITY_SCHEME], // ICICI Prudential Technology
  [118759, 'equity-oriented', false, EQUITY_SCHEME], // Nippon India Pharma
  [135793, 'equity-oriented', false, EQUITY_SCHEME], // Tata Banking And Financial Services
  [118979, 'equity-oriented', false, EQUITY_SCHEME], // HDFC Infrastructure
  [
    120716,
    'equity-oriented',
    false,
    'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
  ], // UTI Nifty 50 Index
  [
    119827,
    'equity-oriented',
    false,
    'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
  ], // SBI Nifty Index
  [
    120684,
    'equity-oriented',
    false,
    'Equity index fund: tracks the Nifty Next 50, so at least 65 % in domestic listed equity (s. 112A)',
  ], // ICICI Prudential Nifty Next 50 Index
  [
    147794,
    'equity-oriented',
    false,
    'Equity index fund: tracks the Nifty 50, so at least 65 % in domestic listed equity (s. 112A)',
  ], // Motilal Oswal Nifty 50 Index
  [119766, 'debt-oriented', true, DEBT_SCHEME], // Kotak Liquid
  [118859, 'debt-oriented', true, DEBT_SCHEME], // Mirae Asset Liquid
  [143269, 'debt-oriented', true, DEBT_SCHEME], // Parag Parikh Liquid
  [119568, 'debt-oriented', true, DEBT_SCHEME], // Aditya Birla Sun Life Liquid
  [145536, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential Overnight
  [146062, 'debt-oriented', true, DEBT_SCHEME], // DSP Overnight
  [146675, 'debt-oriented', true, DEBT_SCHEME], // Axis Overnight
  [120211, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential Money Market
  [119511, 'debt-oriented', true, DEBT_SCHEME], // Aditya Birla Sun Life Money Manager
  [120746, 'debt-oriented', true, DEBT_SCHEME], // UTI Ultra Short Duration
  [120398, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential Savings (low duration)
  [119016, 'debt-oriented', true, DEBT_SCHEME], // HDFC Short Term Debt
  [118796, 'debt-oriented', true, DEBT_SCHEME], // Nippon India Short Duration
  [118987, 'debt-oriented', true, DEBT_SCHEME], // HDFC Corporate Bond
  [119533, 'debt-oriented', true, DEBT_SCHEME], // Aditya Birla Sun Life Corporate Bond
  [120438, 'debt-oriented', true, DEBT_SCHEME], // Axis Banking & PSU Debt
  [119550, 'debt-oriented', true, DEBT_SCHEME], // Aditya Birla Sun Life Banking & PSU Debt
  [118672, 'debt-oriented', true, DEBT_SCHEME], // Nippon India Gilt
  [120792, 'debt-oriented', true, DEBT_SCHEME], // UTI Gilt
  [120603, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential All Seasons Bond
  [119741, 'debt-oriented', true, DEBT_SCHEME], // Kotak Credit Risk
  [120670, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential Medium Term Bond
  [118656, 'debt-oriented', true, DEBT_SCHEME], // Nippon India Floater
  [119771, 'equity-oriented', false, ARBITRAGE], // Kotak Arbitrage
  [120364, 'equity-oriented', false, ARBITRAGE], // ICICI Prudential Arbitrage
  [119118, 'debt-oriented', true, CONSERVATIVE_HYBRID], // HDFC Hybrid Debt (conservative hybrid)
  [148958, 'debt-oriented', true, CONSERVATIVE_HYBRID], // Parag Parikh Conservative Hybrid
  [131373, 'equity-oriented', false, EQUITY_SAVINGS], // Kotak Equity Savings
  [118968, 'equity-oriented', false, HDFC_BAF], // HDFC Balanced Advantage (Growth)
  [
    120377,
    'equity-oriented',
    false,
    'Balanced advantage fund whose scheme information document keeps gross equity, hedged positions included, at 65 % or more, so it is equity-oriented (s. 112A)',
  ], // ICICI Prudential Balanced Advantage
  [
    120334,
    'equity-oriented',
    false,
    'Multi asset fund whose scheme information document keeps 65–80 % in equity, hedged positions included, beside debt and commodities, so it is equity-oriented (s. 112A)',
  ], // ICICI Prudential Multi-Asset
  [
    148053,
    'equity-oriented',
    false,
    'Multi asset fund whose scheme information document keeps 65–80 % in equity, arbitrage included, beside debt and commodities, so it is equity-oriented (s. 112A)',
  ], // Tata Multi Asset Allocation
  [119062, 'equity-oriented', false, AGGRESSIVE_HYBRID], // HDFC Hybrid Equity (aggressive hybrid)
  [120251, 'equity-oriented', false, AGGRESSIVE_HYBRID], // ICICI Prudential Equity & Debt (aggressive hybrid)
  [134813, 'equity-oriented', false, AGGRESSIVE_HYBRID], // Mirae Asset Aggressive Hybrid
  [118551, 'other', true, INTERNATIONAL], // Franklin U.S. Opportunities FoF (overseas)
  [145552, 'other', true, INTERNATIONAL], // Motilal Oswal Nasdaq 100 FoF (filed as FoF Domestic)
  [
    119788,
    'other',
    true,
    'Gold or silver fund: holds precious metals, not domestic equity or debt, so neither equity- nor debt-oriented',
  ], // SBI Gold Fund (FoF Domestic)
  [
    118548,
    'other',
    false,
    'Retirement, children’s or life-cycle fund: SEBI sets no equity floor for the category, so between equity- and debt-oriented unless its scheme information document keeps 65 % in equity',
  ], // Franklin India Retirement
  [
    119312,
    'equity-oriented',
    false,
    'Children’s fund whose scheme information document keeps 65–100 % in equity, so at least 65 % in domestic listed equity (s. 112A)',
  ], // Tata Children's
  [122640, 'equity-oriented', false, EQUITY_SCHEME], // Parag Parikh Flexi Cap (Regular)
  [118969, 'equity-oriented', false, HDFC_BAF], // HDFC Balanced Advantage (IDCW)
  [120137, 'debt-oriented', true, DEBT_SCHEME], // SBI Constant Maturity 10 Year Gilt
  [120743, 'debt-oriented', true, DEBT_SCHEME], // ICICI Prudential Long Term Bond
  [119735, 'debt-oriented', true, DEBT_SCHEME], // Kotak Bond
  [
    150706,
    'debt-oriented',
    true,
    'Debt index fund: tracks a bond or money-market index, so more than 65 % in debt (s. 50AA)',
  ], // SBI CRISIL IBX Gilt Index April 2029
  [153094, 'equity-oriented', false, EQUITY_SCHEME], // Quantum Ethical (NFO)
  [
    153097,
    'equity-oriented',
    false,
    'Equity index fund: tracks the Nifty India Digital, so at least 65 % in domestic listed equity (s. 112A)',
  ], // HDFC Nifty India Digital Index (NFO)
  [153109, 'equity-oriented', false, EQUITY_SCHEME], // Union Active Momentum (NFO)
  [
    153047,
    'other',
    false,
    'Multi asset allocation fund: at least 10 % in each of three asset classes and no 65 % floor in equity, so between equity- and debt-oriented',
  ], // Invesco India Multi Asset Allocation (NFO)
];

describe('the demo catalogue’s tax classes', () => {
  const schemes = demoCatalogue('2026-11-23');

  it('lists every scheme of the demo catalogue once', () => {
    expect(DEMO_TAX_CLASSES.map((r) => r[0]).sort()).toEqual(schemes.map((s) => s.amfiCode).sort());
  });

  it.each(DEMO_TAX_CLASSES)(
    '%i: %s (at most 35 %% domestic equity: %s)',
    (amfiCode, taxClass, atMost35, basis) => {
      const scheme = schemes.find((s) => s.amfiCode === amfiCode)!;
      const reading = taxClassOfScheme(scheme);
      expect([reading.taxClass, reading.domesticEquityAtMost35Percent, reading.basis]).toEqual([
        taxClass,
        atMost35,
        basis,
      ]);
    },
  );

  it('the override list corrects five schemes (six plans) the default misreads: two balanced advantage, two multi asset, one children’s fund', () => {
    const overridden = schemes
      .filter((s) => taxClassOfScheme(s).source === 'override')
      .map((s) => s.amfiCode);
    expect(overridden.sort()).toEqual([118968, 118969, 119312, 120334, 120377, 148053]);
  });
});
