// The leads feature's own pages (under the /v1 basename).
export const PREMIUM_SERVICES_PATH = '/premium-services';
export const premiumServiceDetailPath = (route: string) => `/premium-service-details/${route}`;
export const createLeadPath = (route: string) => `/premium-service-details/${route}/create-lead`;
export const MY_LEADS_PATH = '/my-leads';
/**
 * Spec 1 §2 "Complete Account Verification (leading to an account verification page)": the
 * advisor's NISM/ARN registration, built by the agent-registration work (issue 13 §3).
 */
export const ACCOUNT_VERIFICATION_PATH = '/agent-registration';
