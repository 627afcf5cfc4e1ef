import { z } from 'zod';
import { messages, productMessages } from '../messages';
import { Decimal, parseDecimal } from '../money';
import { emailAddress, mobileNumber, personName } from '../validation/contact-fields';
import { text } from '../validation/typeable-text';

// Leads (spec 1 §1, §3 "Lead payload", §5 "Lead form", §7 "ticket and lead creation"; spec 3 §3,
// §5 "Interested customer lead"): a record that a person may want an advisor's service, kept for
// the advisor with a tag saying which service. docs/decisions/0129-leads.md.

/** The tags a lead carries (spec 1 §1 table; spec 3 §5 'I'm Interested' on a shared calculator). */
export const LEAD_TAGS = ['mf_post_retirement', 'mf_custom_advisory', 'mf_corporate_treasury', 'mf_interested'] as const;
export type LeadTag = (typeof LEAD_TAGS)[number];

/** The premium services' tags: the lead-creation form's (spec 1 §1). */
export const PREMIUM_SERVICE_TAGS = ['mf_post_retirement', 'mf_custom_advisory', 'mf_corporate_treasury'] as const;
export type PremiumServiceTag = (typeof PREMIUM_SERVICE_TAGS)[number];

/**
 * Where a lead came from (our names; the spec only says leads are "listed with their source"):
 * the premium-service lead form, the advisor's calculator-share popup (spec 3 §5: the customer's
 * name and number before the share), and the shared page's I'm Interested.
 */
export const LEAD_SOURCES = ['premium_service', 'calculator_share', 'shared_link'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * A lead's progress. The product creates leads 'open'; the expert team moves them on outside the
 * product (spec 1 §2: "progress can be tracked in the partner app").
 */
export const LEAD_STATUSES = ['open', 'in_progress', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** One lakh rupees: the lead form's amount is in lakhs (spec 1 §3). */
export const RUPEES_PER_LAKH = 100_000;
/** Spec 1 §5: the amount (in lakhs) has a minimum of 1. */
export const LEAD_MIN_LAKHS = 1;
/** Our ceiling (the spec gives none): ₹1,000 crore, far above any single investor's lead. */
export const LEAD_MAX_LAKHS = 100_000;
/** The minimum and maximum of the payload's investmentAmount, in rupees. */
export const LEAD_MIN_RUPEES = LEAD_MIN_LAKHS * RUPEES_PER_LAKH;
export const LEAD_MAX_RUPEES = LEAD_MAX_LAKHS * RUPEES_PER_LAKH;

/** An amount in lakhs as typed: digits with an optional decimal part (no grouping, no sign). */
const LAKHS_TEXT = /^\d{1,9}(?:\.\d{1,9})?$/;

/**
 * The form's amount in lakhs → the payload's rupees: times 100000, rounded half-up to a whole
 * rupee (spec 1 §3). Exact decimals, never a float product (12.34567 lakhs is ₹12,34,567). Null
 * for anything that is not a plain positive decimal.
 */
export function lakhsToRupees(lakhs: string): number | null {
  const trimmed = lakhs.trim();
  if (!LAKHS_TEXT.test(trimmed)) return null;
  const value = parseDecimal(trimmed);
  if (value === null) return null;
  return value.times(RUPEES_PER_LAKH).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

const leadName = personName({ required: messages.lead.nameRequired, invalid: messages.lead.nameInvalid });
const leadMobile = mobileNumber({ required: messages.lead.mobileRequired, invalid: messages.lead.mobileInvalid });
// Spec 1 §5: the e-mail's "required" message really is 'Please enter name'.
const leadEmail = emailAddress({ required: messages.lead.emailRequired, invalid: messages.lead.emailInvalid });

/** The lead form's amount field (in lakhs, as typed): required, at least 1 (spec 1 §5). */
export const leadAmountLakhsSchema = text({ required: messages.lead.amountRequired })
  .trim()
  .min(1, { error: messages.lead.amountRequired, abort: true })
  .refine((v) => LAKHS_TEXT.test(v), { error: productMessages.lead.amountInvalid, abort: true })
  .refine((v) => new Decimal(v).gte(LEAD_MIN_LAKHS), { error: messages.lead.amountRequired, abort: true })
  .refine((v) => new Decimal(v).lte(LEAD_MAX_LAKHS), { error: productMessages.lead.amountTooLarge });

/** The lead-creation form as the advisor fills it in (validated on change, spec 1 §2). */
export const leadFormSchema = z.object({
  investorName: leadName,
  investorMobileNo: leadMobile,
  investorEmailId: leadEmail,
  investmentAmountLakhs: leadAmountLakhsSchema,
});
export type LeadForm = z.input<typeof leadFormSchema>;

/**
 * THE lead payload (spec 1 §3 "Lead payload"): what the browser sends and the server checks, with
 * the same schema. investmentAmount is whole rupees (the form's lakhs × 100000, rounded).
 */
export const leadPayloadSchema = z.object({
  investorName: leadName,
  investorMobileNo: leadMobile,
  investorEmailId: leadEmail,
  investmentAmount: z
    .number({ error: messages.lead.amountRequired })
    .int({ error: productMessages.lead.amountInvalid })
    .min(LEAD_MIN_RUPEES, { error: messages.lead.amountRequired })
    .max(LEAD_MAX_RUPEES, { error: productMessages.lead.amountTooLarge }),
});
export type LeadPayload = z.output<typeof leadPayloadSchema>;

/** The valid form → the payload it sends (the amount converted as {@link lakhsToRupees}). */
export function leadPayloadOf(form: z.output<typeof leadFormSchema>): LeadPayload {
  return {
    investorName: form.investorName,
    investorMobileNo: form.investorMobileNo,
    investorEmailId: form.investorEmailId,
    investmentAmount: lakhsToRupees(form.investmentAmountLakhs) ?? 0,
  };
}
