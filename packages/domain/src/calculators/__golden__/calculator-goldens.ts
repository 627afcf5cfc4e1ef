// Golden values of the calculators' formulas from LibreOffice Calc 7.4 (docs/decisions/0132),
// produced by `npx tsx packages/domain/scripts/calculator-golden-values.ts`, which prints each
// beside the value stored here. `calc` is the spreadsheet's value as =TEXT(…; "0.000000") (FV is
// the SIP's value, PMT the monthly SIP: both paid at the start of each month, type 1); `paisa` is
// =TEXT(ROUND(…; 2); "0.00"), the figure the product must show.

export interface CalculatorGolden {
  name: string;
  /** FV(rate/12; months; −amount; 0; 1) or PMT(rate/12; months; 0; −amount; 1). */
  formula: 'FV' | 'PMT';
  /** The monthly SIP (FV) or the goal (PMT), rupees. */
  amount: string;
  /** Percent a year. */
  rate: number;
  months: number;
  calc: string;
  paisa: string;
  /**
   * Where Calc's doubles miss the paisa (a value of ₹2,973 crore has 15 significant digits before
   * the paisa): the exact value rounded half-up, from rational arithmetic (the script prints it).
   */
  exactPaisa?: string;
}

export const CALCULATOR_GOLDENS: readonly CalculatorGolden[] = [
  { name: 'SIP defaults: ₹5,000, 8%, 10 years', formula: 'FV', amount: '5000', rate: 8, months: 120, calc: '920828.377081', paisa: '920828.38' },
  { name: 'SIP ₹5,000, 8%, 1 year (the first bar)', formula: 'FV', amount: '5000', rate: 8, months: 12, calc: '62664.627640', paisa: '62664.63' },
  { name: 'SIP smallest: ₹100, 1%, 1 year', formula: 'FV', amount: '100', rate: 1, months: 12, calc: '1206.519903', paisa: '1206.52' },
  { name: 'SIP largest: ₹1,00,000, 30%, 30 years', formula: 'FV', amount: '100000', rate: 30, months: 360, calc: '29738258065.954800', paisa: '29738258065.95', exactPaisa: '29738258065.96' },
  { name: 'SIP ₹1,234, 12%, 15 years', formula: 'FV', amount: '1234', rate: 12, months: 180, calc: '622646.783397', paisa: '622646.78' },
  { name: 'SIP ₹2,000, 15%, 20 years', formula: 'FV', amount: '2000', rate: 15, months: 240, calc: '3031909.949988', paisa: '3031909.95' },
  { name: 'SIP ₹10,000, 7%, 5 years', formula: 'FV', amount: '10000', rate: 7, months: 60, calc: '720105.269077', paisa: '720105.27' },
  { name: 'SIP ₹3,000, 25%, 25 years', formula: 'FV', amount: '3000', rate: 25, months: 300, calc: '71264824.767062', paisa: '71264824.77' },
  { name: 'SIP ₹99,999, 1%, 30 years', formula: 'FV', amount: '99999', rate: 1, months: 360, calc: '41997370.572873', paisa: '41997370.57' },
  { name: 'SIP ₹777, 11%, 3 years', formula: 'FV', amount: '777', rate: 11, months: 36, calc: '33264.925410', paisa: '33264.93' },
  { name: 'Goal defaults: ₹5,00,000, 8%, 10 years', formula: 'PMT', amount: '500000', rate: 8, months: 120, calc: '2714.946740', paisa: '2714.95' },
  { name: 'Goal smallest: ₹1,00,000, 1%, 1 year', formula: 'PMT', amount: '100000', rate: 1, months: 12, calc: '8288.300905', paisa: '8288.30' },
  { name: 'Goal largest: ₹10,00,00,000, 30%, 30 years', formula: 'PMT', amount: '100000000', rate: 30, months: 360, calc: '336.267174', paisa: '336.27' },
  { name: 'Goal ₹10,00,00,000, 1%, 30 years', formula: 'PMT', amount: '100000000', rate: 1, months: 360, calc: '238107.763976', paisa: '238107.76' },
  { name: 'Goal ₹10,00,00,000, 1%, 1 year', formula: 'PMT', amount: '100000000', rate: 1, months: 12, calc: '8288300.904826', paisa: '8288300.90' },
  { name: 'Goal ₹25,00,000, 12%, 15 years', formula: 'PMT', amount: '2500000', rate: 12, months: 180, calc: '4954.655002', paisa: '4954.66' },
  { name: 'Goal ₹1,00,000, 30%, 1 year', formula: 'PMT', amount: '100000', rate: 30, months: 12, calc: '7071.914828', paisa: '7071.91' },
  { name: 'Goal ₹75,00,000, 10%, 20 years', formula: 'PMT', amount: '7500000', rate: 10, months: 240, calc: '9794.998394', paisa: '9795.00' },
  { name: 'Goal ₹1,23,457, 9%, 7 years', formula: 'PMT', amount: '123457', rate: 9, months: 84, calc: '1052.488173', paisa: '1052.49' },
];
