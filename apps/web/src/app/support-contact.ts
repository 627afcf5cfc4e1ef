import { messages } from '@sanchay/domain';

// Contact and registration details shown in the help menu, footer, contact page and policies.
//
// DEMO PLACEHOLDERS: every value below is a stand-in for the sandbox build, not a real address,
// number or registration. Replace them with the company's registered details (ARN certificate,
// toll-free number, grievance officer) before the product goes live. `SHOW_DEMO_MARKERS` labels
// them as demo values on screen while they are placeholders.

export const SHOW_DEMO_MARKERS = true;

/** Help e-mail (spec 1 §1 {email}). Placeholder. */
export const SUPPORT_EMAIL = 'support@sanchay.example';
/** Toll-free helpline (spec 1 §1 {phone}). Placeholder. */
export const SUPPORT_PHONE = '1800-000-0000';
/** Spec 1 §9: phone help line hours 9am to 9pm. */
export const SUPPORT_HOURS = messages.shell.helplineHours;

/** AMFI registration of the distributor (spec 3 §9: shown in the footer and FAQs). Placeholder. */
export const DISTRIBUTOR_REGISTRATION = {
  arn: 'ARN-000000',
  /** YYYY-MM-DD; shown as DD/MM/YYYY. */
  validTill: '2027-03-31',
} as const;

export const COMPANY_NAME = 'Sanchay Investment Services Private Limited';

/** Registered office. Placeholder. */
export const REGISTERED_OFFICE = [
  COMPANY_NAME,
  'Registered office address to be published',
  'Mumbai, Maharashtra 400001',
] as const;

/** Grievance officer (privacy policy and contact page). Placeholder. */
export const GRIEVANCE_OFFICER = {
  name: 'Grievance Officer (name to be published)',
  email: 'grievance@sanchay.example',
  phone: SUPPORT_PHONE,
} as const;

/** Regulators' and industry pages that the policies point to (real public addresses). */
export const EXTERNAL_LINKS = {
  scores: 'https://scores.sebi.gov.in/',
  smartOdr: 'https://smartodr.in/',
  amfiInvestorCorner: 'https://www.amfiindia.com/investor-corner',
  // Where the investor charter is published; point this at the charter document itself once
  // the compliance team confirms its address.
  investorCharter: 'https://www.amfiindia.com/investor-corner',
} as const;

/** `tel:` target of the helpline. */
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/[^0-9+]/g, '')}`;
