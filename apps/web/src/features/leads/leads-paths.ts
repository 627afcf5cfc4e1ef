// The leads feature's own pages (under the /v1 basename).
export const PREMIUM_SERVICES_PATH = '/premium-services';
export const premiumServiceDetailPath = (route: string) => `/premium-service-details/${route}`;
export const createLeadPath = (route: string) => `/premium-service-details/${route}/create-lead`;
export const MY_LEADS_PATH = '/my-leads';
/**
 * Spec 1 §2 "Complete Account Verification (leading to an account verification page)": the
 * advisor's NISM/ARN registration (issue 13 §3) is a Register popup opened from the header's
 * advisor row on home, not a page of its own; until this button opens that popup directly
 * (decision 0130), it leads home, where the control is.
 */
export const ACCOUNT_VERIFICATION_PATH = '/home';
