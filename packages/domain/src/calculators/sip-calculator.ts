import { Decimal, formatRupees, roundAmount } from '../money';
import { calculatorOwnMessages } from './calculator-messages';

// The SIP and goal calculators' money math (spec 3 §2 "Calculators", §9; issue 13 §4;
// docs/decisions/0132). A SIP is paid at the start of each month; the monthly rate is the yearly
// rate over 12 (the spreadsheets' FV(rate/12; months; -sip; 0; 1) and PMT(rate/12; months; 0;
// -goal; 1)). Everything is exact decimals; amounts are rounded half-up to the paisa at the end.

/** Spec 3 §5, §9: the calculators' bounds and defaults. */
export const CALCULATOR_LIMITS = {
  rate: { min: 1, max: 30, default: 8 },
  years: { min: 1, max: 30, default: 10 },
  sipAmount: { min: 100, max: 100_000, default: 5_000 },
  goalAmount: { min: 100_000, max: 100_000_000, default: 500_000 },
  /** Spec 3 §9 "quick amounts 10,000, 5,000, 3,000, 2,000" (the SIP amount's chips). */
  quickAmounts: [10_000, 5_000, 3_000, 2_000],
} as const;

export const calculatorKinds = ['sip', 'goal'] as const;
export type CalculatorKind = (typeof calculatorKinds)[number];

/** Spec 3 §3 "Calculator inputs: investmentAmt, rateOfReturn, timePeriod" (rupees, % a year, years). */
export interface CalculatorInputs {
  investmentAmt: Decimal.Value;
  rateOfReturn: Decimal.Value;
  timePeriod: number;
}

/** One year's bar: what was paid in by the end of that year and what it had gained. */
export interface CalculatorYear {
  year: number;
  invested: Decimal;
  gains: Decimal;
}

export interface CalculatorResult {
  /** The monthly SIP: the input (SIP calculator) or the SIP needed (goal calculator), to the paisa. */
  monthlySip: Decimal;
  /** What the SIP grows to at the end of the period (the goal's own amount for the goal calculator). */
  futureValue: Decimal;
  /** "You Invest": the monthly SIP times the months. */
  invested: Decimal;
  /** "You Gain": the future value less what was invested. */
  gains: Decimal;
  /** Spec 3 §3 "Graph: xAxisData, invested, gains": one entry per year. */
  years: CalculatorYear[];
}

const monthlyRate = (ratePercent: Decimal.Value) => new Decimal(ratePercent).div(1200);

/** (1 + i)^n, exact for an integer n. */
const growth = (i: Decimal, months: number) => i.plus(1).pow(months);

/**
 * The value after `months` of a SIP of `sip` paid at the start of each month at `ratePercent` a
 * year: sip × ((1 + i)^n − 1) / i × (1 + i), i = rate / 1200; sip × n at 0%. Not rounded.
 */
function sipFutureValueExact(sip: Decimal.Value, ratePercent: Decimal.Value, months: number): Decimal {
  const amount = new Decimal(sip);
  const i = monthlyRate(ratePercent);
  if (i.isZero()) return amount.times(months);
  return amount.times(growth(i, months).minus(1)).div(i).times(i.plus(1));
}

/** Spreadsheet FV(rate/12; months; −sip; 0; 1), to the paisa (half-up). */
export function sipFutureValue(sip: Decimal.Value, ratePercent: Decimal.Value, months: number): Decimal {
  return roundAmount(sipFutureValueExact(sip, ratePercent, months));
}

/** Spreadsheet PMT(rate/12; months; 0; −goal; 1): the monthly SIP (start of month) that reaches `goal`, to the paisa. */
export function sipForGoal(goal: Decimal.Value, ratePercent: Decimal.Value, months: number): Decimal {
  if (months < 1) throw new RangeError('A SIP runs for at least one month');
  const target = new Decimal(goal);
  const i = monthlyRate(ratePercent);
  if (i.isZero()) return roundAmount(target.div(months));
  return roundAmount(target.times(i).div(growth(i, months).minus(1).times(i.plus(1))));
}

function yearsOf(sip: Decimal, ratePercent: Decimal.Value, years: number): CalculatorYear[] {
  return Array.from({ length: years }, (_, k) => {
    const months = (k + 1) * 12;
    const invested = sip.times(months);
    return { year: k + 1, invested, gains: sipFutureValue(sip, ratePercent, months).minus(invested) };
  });
}

/** The SIP calculator: a monthly SIP of investmentAmt for timePeriod years. */
export function sipCalculator(inputs: CalculatorInputs): CalculatorResult {
  const sip = roundAmount(inputs.investmentAmt);
  const months = inputs.timePeriod * 12;
  const futureValue = sipFutureValue(sip, inputs.rateOfReturn, months);
  const invested = sip.times(months);
  return { monthlySip: sip, futureValue, invested, gains: futureValue.minus(invested), years: yearsOf(sip, inputs.rateOfReturn, inputs.timePeriod) };
}

/**
 * The goal calculator: the monthly SIP that grows to investmentAmt in timePeriod years. You
 * Invest is that SIP times the months; You Gain is the goal less that (the goal is what the
 * investor asked for; the rounded SIP reaches it within half a paisa a month).
 */
export function goalCalculator(inputs: CalculatorInputs): CalculatorResult {
  const goal = roundAmount(inputs.investmentAmt);
  const months = inputs.timePeriod * 12;
  const sip = sipForGoal(goal, inputs.rateOfReturn, months);
  const invested = sip.times(months);
  const gains = goal.minus(invested);
  // The bars are what the rounded SIP grows to year by year; the last is the goal itself, as the
  // headline figures are (they differ by the SIP's rounding, at most half a paisa a month grown).
  const years = yearsOf(sip, inputs.rateOfReturn, inputs.timePeriod);
  years[years.length - 1] = { year: inputs.timePeriod, invested, gains };
  return { monthlySip: sip, futureValue: goal, invested, gains, years };
}

export function calculate(kind: CalculatorKind, inputs: CalculatorInputs): CalculatorResult {
  return kind === 'sip' ? sipCalculator(inputs) : goalCalculator(inputs);
}

/** A result in one sentence: "₹5,000.00 a month for 10 years at 8% a year could grow to ₹9,20,828.38". */
export function calculatorSummary(kind: CalculatorKind, inputs: CalculatorInputs): string {
  const result = calculate(kind, inputs);
  const rate = Number(inputs.rateOfReturn);
  return kind === 'sip'
    ? calculatorOwnMessages.sipSummary(formatRupees(result.monthlySip), inputs.timePeriod, rate, formatRupees(result.futureValue))
    : calculatorOwnMessages.goalSummary(formatRupees(result.futureValue), inputs.timePeriod, rate, formatRupees(result.monthlySip));
}
