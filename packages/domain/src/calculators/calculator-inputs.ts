import { z } from 'zod';
import { messages, productMessages } from '../messages';
import { MOBILE_NUMBER, NAME_MAX_LENGTH, PERSON_NAME } from '../validation/contact-fields';
import { text } from '../validation/typeable-text';
import { CALCULATOR_LIMITS, calculatorKinds, type CalculatorKind } from './sip-calculator';

// The calculators' input rules (spec 3 §5 "Calculators"), one schema for the browser and the
// server (the share route checks the same bounds the sliders and inputs keep).

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

/** The amount's bounds for a calculator: the SIP's monthly amount or the goal. */
export const amountLimits = (kind: CalculatorKind) => (kind === 'sip' ? CALCULATOR_LIMITS.sipAmount : CALCULATOR_LIMITS.goalAmount);

/** Spec 3 §3 "Calculator inputs: investmentAmt, rateOfReturn, timePeriod", inside spec 3 §5's bounds. */
export const calculatorInputsSchema = z
  .object({
    calculator: z.enum(calculatorKinds),
    investmentAmt: z.number({ error: productMessages.calculator.amountOutOfRange }).int({ error: productMessages.calculator.amountOutOfRange }),
    rateOfReturn: whole(CALCULATOR_LIMITS.rate.min, CALCULATOR_LIMITS.rate.max, productMessages.calculator.rateOutOfRange),
    timePeriod: whole(CALCULATOR_LIMITS.years.min, CALCULATOR_LIMITS.years.max, productMessages.calculator.yearsOutOfRange),
  })
  .superRefine((inputs, ctx) => {
    const { min, max } = amountLimits(inputs.calculator);
    if (inputs.investmentAmt < min || inputs.investmentAmt > max) {
      ctx.addIssue({ code: 'custom', path: ['investmentAmt'], message: productMessages.calculator.amountOutOfRange });
    }
  });
export type CalculatorInputValues = z.output<typeof calculatorInputsSchema>;

/** "The name is trimmed and each word capitalised" (spec 3 §5): "  ravi kumar " → "Ravi Kumar". */
export function capitaliseName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The advisor's share form (spec 3 §5): the customer's name and mobile, both or neither. The name
 * comes out trimmed and capitalised; a name must be a person's name and a mobile an Indian one
 * (spec 1 §5's rules, with its messages), so that the lead they make can be called.
 */
export const advisorShareCustomerSchema = z
  .object({
    customerName: text().max(NAME_MAX_LENGTH, { error: messages.lead.nameInvalid }).optional().default(''),
    customerMobile: text().max(20, { error: messages.validation.mobileInvalid }).optional().default(''),
  })
  .superRefine((form, ctx) => {
    const name = form.customerName.trim();
    const mobile = form.customerMobile.trim();
    if (mobile !== '' && name === '') ctx.addIssue({ code: 'custom', path: ['customerName'], message: messages.calculator.customerNameMandatory });
    if (name !== '' && mobile === '') ctx.addIssue({ code: 'custom', path: ['customerMobile'], message: messages.calculator.customerMobileMandatory });
    if (name !== '' && !PERSON_NAME.test(capitaliseName(name))) ctx.addIssue({ code: 'custom', path: ['customerName'], message: messages.lead.nameInvalid });
    if (mobile !== '' && !MOBILE_NUMBER.test(mobile)) ctx.addIssue({ code: 'custom', path: ['customerMobile'], message: messages.validation.mobileInvalid });
  })
  .transform((form) => {
    const name = capitaliseName(form.customerName);
    const mobile = form.customerMobile.trim();
    return name !== '' && mobile !== '' ? { customer: { name, mobile } } : { customer: null };
  });
export type AdvisorShareCustomer = z.output<typeof advisorShareCustomerSchema>;
