import { z } from 'zod';
import { businessDayOnOrAfter, isBusinessDay, type BusinessCalendar } from '../business-calendar';
import { daysBetween, formatDisplayDate, isIsoDate, isoDayOfWeek, istDate, istInstant, istTimeOfDay, shiftIsoDate } from '../ist-date';
import { exchangeCalendar } from '../market-holidays';
import { messages, productMessages } from '../messages';
import { Decimal, formatIndianNumber, parseDecimal, toDecimal } from '../money';

// STP bounds (spec 3 §3 "Scheme validation rows", §5 STP, §9; docs/decisions/0112): what an STP
// from one scheme into another may be, combined from the source's and the destination's
// validation rows, and the one rule set the create form and the server both run.

/** Spec 3 §9: frequency codes (the create form offers daily, weekly, monthly and quarterly only). */
export const STP_FREQUENCY_CODES = { MONTHLY: 1, QUARTERLY: 3, HALF_YEARLY: 6, YEARLY: 12, DAILY: 30, WEEKLY: 52 } as const;
export const STP_FORM_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY'] as const;
export type StpFrequency = (typeof STP_FORM_FREQUENCIES)[number];
export const STP_FREQUENCY_LABELS: Record<StpFrequency, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
};

/** The STP confirmation cut-off (spec 3 §9), IST. */
export const STP_CONFIRMATION_CUT_OFF_IST = '15:00';

/** One scheme validation row (spec 3 §3), for one frequency of one scheme. Amounts are decimal strings. */
export interface StpValidationRow {
  astpFrequency: StpFrequency;
  /** Y: the scheme may be an STP's source for this frequency. */
  astpRegOut: 'Y' | 'N';
  /** Y: the scheme may be an STP's destination for this frequency. */
  astpRegIn: 'Y' | 'N';
  astpOutMinInstAmt: string;
  astpInMinInstAmt: string;
  astpOutMaxInstAmt: string;
  astpInMaxInstAmt: string;
  astpMaxInstlNos: number;
  astpMinInstlNos: number;
  astpOutMultiplierAmt: string;
  /** Days from today to the start date, at least. */
  astpMinGap: number;
  /** Days from today to the start date, at most. */
  astpMaxGap: number;
  /** Allowed days of the month, comma-separated ('' when any day: daily and weekly). */
  astpDates: string;
}

/** What an STP from a source into a destination may be, for one frequency. */
export interface StpBounds {
  frequency: StpFrequency;
  minAmount: Decimal;
  maxAmount: Decimal;
  multiplier: Decimal;
  minInstallments: number;
  maxInstallments: number;
  minGap: number;
  maxGap: number;
  /** Days of the month a monthly or quarterly start may fall on (empty for daily and weekly: any). */
  allowedDates: number[];
}

const larger = (a: Decimal.Value, b: Decimal.Value) => Decimal.max(toDecimal(a), toDecimal(b));
const smaller = (a: Decimal.Value, b: Decimal.Value) => Decimal.min(toDecimal(a), toDecimal(b));

function datesOf(list: string): number[] {
  return list
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= 31);
}

/**
 * Spec 3 §5: the larger minimum amount, the smaller maximum amount, the smaller maximum
 * instalments, the larger minimum instalments, the larger minimum gap and the smaller maximum gap;
 * the source's multiplier (the out side is the only one that has one); the allowed dates both
 * sides allow. Null when the frequency is unavailable: the source does not allow it out or the
 * destination in, either row is missing, or the combined bounds leave nothing (min above max).
 */
export function combineStpBounds(
  source: StpValidationRow | undefined,
  destination: StpValidationRow | undefined,
): StpBounds | null {
  if (!source || !destination) return null;
  if (source.astpFrequency !== destination.astpFrequency) return null;
  if (source.astpRegOut !== 'Y' || destination.astpRegIn !== 'Y') return null;
  const frequency = source.astpFrequency;
  const minAmount = larger(source.astpOutMinInstAmt, destination.astpInMinInstAmt);
  const maxAmount = smaller(source.astpOutMaxInstAmt, destination.astpInMaxInstAmt);
  const minInstallments = Math.max(source.astpMinInstlNos, destination.astpMinInstlNos);
  const maxInstallments = Math.min(source.astpMaxInstlNos, destination.astpMaxInstlNos);
  const minGap = Math.max(source.astpMinGap, destination.astpMinGap);
  const maxGap = Math.min(source.astpMaxGap, destination.astpMaxGap);
  let allowedDates: number[] = [];
  if (frequency === 'MONTHLY' || frequency === 'QUARTERLY') {
    const inDates = new Set(datesOf(destination.astpDates));
    const outDates = datesOf(source.astpDates);
    // An empty list on one side allows any day: the other side's list decides.
    allowedDates = (outDates.length ? outDates : [...inDates]).filter((d) => !inDates.size || inDates.has(d));
    allowedDates = [...new Set(allowedDates)].sort((a, b) => a - b);
    if (!allowedDates.length && (outDates.length || inDates.size)) return null;
    if (!allowedDates.length) allowedDates = Array.from({ length: 28 }, (_, i) => i + 1);
  }
  const multiplier = toDecimal(source.astpOutMultiplierAmt);
  if (minAmount.gt(maxAmount) || minInstallments > maxInstallments || minGap > maxGap || !multiplier.gt(0)) return null;
  return { frequency, minAmount, maxAmount, multiplier, minInstallments, maxInstallments, minGap, maxGap, allowedDates };
}

/** The combined bounds for each form frequency the pair offers. */
export function stpBoundsByFrequency(
  sourceRows: readonly StpValidationRow[],
  destinationRows: readonly StpValidationRow[],
): Partial<Record<StpFrequency, StpBounds>> {
  const out: Partial<Record<StpFrequency, StpBounds>> = {};
  for (const f of STP_FORM_FREQUENCIES) {
    const b = combineStpBounds(
      sourceRows.find((r) => r.astpFrequency === f),
      destinationRows.find((r) => r.astpFrequency === f),
    );
    if (b) out[f] = b;
  }
  return out;
}

/**
 * The date of the `installmentNo`-th instalment (1 is the start date), moved to the next business
 * day when it is a weekend or an exchange holiday. Daily: the `installmentNo`-th business day from
 * the start; weekly: every 7 days; monthly and quarterly: counted in months from the start (the
 * month's last day when shorter), so a moved instalment does not drift the schedule.
 */
export function stpInstalmentDate(
  frequency: StpFrequency,
  startDate: string,
  installmentNo: number,
  calendar: BusinessCalendar = exchangeCalendar,
): string {
  if (!Number.isInteger(installmentNo) || installmentNo < 1) throw new RangeError(`Not an instalment number: ${installmentNo}`);
  if (frequency === 'DAILY') {
    let day = businessDayOnOrAfter(startDate, calendar);
    for (let i = 1; i < installmentNo; i += 1) day = businessDayOnOrAfter(shiftIsoDate(day, { days: 1 }), calendar);
    return day;
  }
  const scheduled =
    frequency === 'WEEKLY'
      ? shiftIsoDate(startDate, { days: 7 * (installmentNo - 1) })
      : shiftIsoDate(startDate, { months: (frequency === 'QUARTERLY' ? 3 : 1) * (installmentNo - 1) });
  return businessDayOnOrAfter(scheduled, calendar);
}

/** Daily STPs: the instalments from `startDate` to `endDate` (both included) are its business days. */
export function dailyInstallmentCount(startDate: string, endDate: string, calendar: BusinessCalendar = exchangeCalendar): number {
  if (endDate < startDate) return 0;
  let n = 0;
  for (let d = startDate; d <= endDate; d = shiftIsoDate(d, { days: 1 })) if (isBusinessDay(d, calendar)) n += 1;
  return n;
}

/** The last instalment's date: the end date of a plan with `installments` instalments. */
export function stpEndDate(frequency: StpFrequency, startDate: string, installments: number): string {
  return stpInstalmentDate(frequency, startDate, installments);
}

/** Start dates the bounds allow from `today`: after today, within the gap window, on allowed days (weekly: Monday to Friday). */
export function stpAllowedStartDates(bounds: StpBounds, today: string): string[] {
  const out: string[] = [];
  for (let gap = Math.max(1, bounds.minGap); gap <= bounds.maxGap; gap += 1) {
    const d = shiftIsoDate(today, { days: gap });
    if (startDateProblem(bounds, today, d) === null) out.push(d);
  }
  return out;
}

function startDateProblem(bounds: StpBounds, today: string, startDate: string): string | null {
  const m = productMessages.stp;
  if (!isIsoDate(startDate)) return m.startDateRequired;
  const gap = daysBetween(today, startDate);
  if (gap < 1) return m.startDateAfterToday;
  if (gap < bounds.minGap || gap > bounds.maxGap) {
    return m.startDateWindow(formatDisplayDate(shiftIsoDate(today, { days: Math.max(1, bounds.minGap) })), formatDisplayDate(shiftIsoDate(today, { days: bounds.maxGap })));
  }
  const weekday = isoDayOfWeek(startDate);
  if (bounds.frequency === 'WEEKLY' && (weekday === 0 || weekday === 6)) return m.startDateWeekend;
  if ((bounds.frequency === 'MONTHLY' || bounds.frequency === 'QUARTERLY') && !bounds.allowedDates.includes(Number(startDate.slice(8, 10)))) {
    return m.startDateNotAllowed(bounds.allowedDates.join(', '));
  }
  return null;
}

/** Amounts as typed: digits, optionally 2 decimals. */
const AMOUNT_TEXT = /^\d{1,10}(\.\d{1,2})?$/;

export interface StpFormContext {
  /** The combined bounds per frequency the chosen pair offers. */
  boundsByFrequency: Partial<Record<StpFrequency, StpBounds>>;
  /** IST today (YYYY-MM-DD). */
  today: string;
  /** What the source holding can give (rupees; spec 3 §5 available amount, locked units excluded). */
  availableAmount: Decimal.Value;
}

/** The create form's STP fields (spec 3 §3 STP create payload, as typed). */
export const stpFormFields = z.object({
  frequency: z.enum(STP_FORM_FREQUENCIES),
  installmentAmount: z.string().max(20),
  /** Weekly, monthly, quarterly (digits); ignored for daily. */
  noOfInstallments: z.string().max(10).default(''),
  /** YYYY-MM-DD. */
  startDate: z.string().max(10),
  /** YYYY-MM-DD, daily only. */
  endDate: z.string().max(10).default(''),
});
export type StpFormInput = z.input<typeof stpFormFields>;

export interface StpFormProblem {
  path: 'frequency' | 'installmentAmount' | 'noOfInstallments' | 'startDate' | 'endDate' | 'total';
  message: string;
}

/** The plan an accepted form describes. */
export interface StpPlan {
  frequency: StpFrequency;
  freqType: number;
  installmentAmount: Decimal;
  noOfInstallments: number;
  startDate: string;
  endDate: string;
  totalAmount: Decimal;
}

/**
 * Every rule of spec 3 §5 STP on the form's values; [] when none is broken. Browser and server
 * run this one function (the contract wraps it in the route's schema).
 */
export function stpFormProblems(input: z.output<typeof stpFormFields>, context: StpFormContext): StpFormProblem[] {
  const problems: StpFormProblem[] = [];
  const bounds = context.boundsByFrequency[input.frequency];
  if (!bounds) return [{ path: 'frequency', message: productMessages.stp.frequencyUnavailable(STP_FREQUENCY_LABELS[input.frequency]) }];
  const plan = stpPlanOf(input, context);
  // Amount: required, min, max, multiple (spec 3 §5: "messages state the bound").
  const amountText = input.installmentAmount.trim().replace(/,/g, '');
  const amount = AMOUNT_TEXT.test(amountText) ? parseDecimal(amountText) : null;
  if (!amountText) problems.push({ path: 'installmentAmount', message: productMessages.stp.installmentRequired });
  else if (!amount || !amount.gt(0)) problems.push({ path: 'installmentAmount', message: productMessages.stp.installmentInvalid });
  else if (amount.lt(bounds.minAmount)) problems.push({ path: 'installmentAmount', message: productMessages.stp.installmentMinimum(formatIndianNumber(bounds.minAmount, 0)) });
  else if (amount.gt(bounds.maxAmount)) problems.push({ path: 'installmentAmount', message: productMessages.stp.installmentMaximum(formatIndianNumber(bounds.maxAmount, 0)) });
  else if (!amount.mod(bounds.multiplier).isZero()) problems.push({ path: 'installmentAmount', message: messages.redeem.multipleOf(bounds.multiplier.toString()) });

  const startProblem = startDateProblem(bounds, context.today, input.startDate);
  if (startProblem) problems.push({ path: 'startDate', message: startProblem });

  const between = productMessages.stp.installmentsBetween(String(bounds.minInstallments), String(bounds.maxInstallments));
  if (input.frequency === 'DAILY') {
    if (!isIsoDate(input.endDate)) problems.push({ path: 'endDate', message: productMessages.stp.endDateRequired });
    else if (!startProblem && input.endDate < input.startDate) problems.push({ path: 'endDate', message: productMessages.stp.endDateAfterStart });
    else if (!startProblem && (plan!.noOfInstallments < bounds.minInstallments || plan!.noOfInstallments > bounds.maxInstallments)) {
      problems.push({ path: 'endDate', message: productMessages.stp.dailyDaysBetween(String(bounds.minInstallments), String(bounds.maxInstallments)) });
    }
  } else {
    const n = input.noOfInstallments.trim();
    if (!/^\d{1,4}$/.test(n)) problems.push({ path: 'noOfInstallments', message: messages.stp.installmentsInvalid });
    else if (Number(n) < bounds.minInstallments || Number(n) > bounds.maxInstallments) problems.push({ path: 'noOfInstallments', message: between });
  }
  if (!problems.length && plan && plan.totalAmount.gt(toDecimal(context.availableAmount))) {
    problems.push({ path: 'total', message: messages.stp.totalExceedsAvailable });
  }
  return problems;
}

/** The plan of a form (null while its amount, dates or count cannot be read). */
export function stpPlanOf(input: z.output<typeof stpFormFields>, context: Pick<StpFormContext, 'today'>): StpPlan | null {
  void context;
  const amountText = input.installmentAmount.trim().replace(/,/g, '');
  const amount = AMOUNT_TEXT.test(amountText) ? toDecimal(amountText) : null;
  if (!amount || !isIsoDate(input.startDate)) return null;
  let count: number;
  let endDate: string;
  if (input.frequency === 'DAILY') {
    if (!isIsoDate(input.endDate) || input.endDate < input.startDate) return null;
    count = dailyInstallmentCount(input.startDate, input.endDate);
    if (count < 1) return null;
    endDate = input.endDate;
  } else {
    if (!/^\d{1,4}$/.test(input.noOfInstallments.trim())) return null;
    count = Number(input.noOfInstallments.trim());
    if (count < 1) return null;
    endDate = stpEndDate(input.frequency, input.startDate, count);
  }
  return {
    frequency: input.frequency,
    freqType: STP_FREQUENCY_CODES[input.frequency],
    installmentAmount: amount,
    noOfInstallments: count,
    startDate: input.startDate,
    endDate,
    totalAmount: amount.mul(count),
  };
}

/** The form schema with its rules, for one source/destination pair, today and the available amount. */
export function stpFormSchema(context: StpFormContext) {
  return stpFormFields.superRefine((value, ctx) => {
    for (const p of stpFormProblems(value, context)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
}

export interface StpVerificationWindow {
  /** When the verification link is sent: at once for an STP starting today, else the start date's first moment (IST). */
  linkAt: Date;
  /** The link must be confirmed before this instant (3 PM IST), or the STP is auto-cancelled. */
  deadline: Date;
}

/**
 * Spec 3 §4: an STP starting today (its first order today) must be verified before 3 PM today, or
 * before 3 PM the next day when registered at or after 3 PM; a future-dated STP gets the link on
 * its start date and must be confirmed before 3 PM that day.
 */
export function stpVerificationWindow(registeredAt: Date, startDate: string, firstOrderToday: boolean): StpVerificationWindow {
  const today = istDate(registeredAt);
  if (firstOrderToday || startDate <= today) {
    const beforeCutOff = istTimeOfDay(registeredAt) < `${STP_CONFIRMATION_CUT_OFF_IST}:00`;
    const day = beforeCutOff ? today : shiftIsoDate(today, { days: 1 });
    return { linkAt: registeredAt, deadline: istInstant(day, STP_CONFIRMATION_CUT_OFF_IST) };
  }
  return { linkAt: istInstant(startDate, '00:00'), deadline: istInstant(startDate, STP_CONFIRMATION_CUT_OFF_IST) };
}
