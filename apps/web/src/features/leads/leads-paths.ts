// The leads feature's own pages (under the /v1 basename).
export const PREMIUM_SERVICES_PATH = '/premium-services';
export const premiumServiceDetailPath = (route: string) => `/premium-service-details/${route}`;
export const createLeadPath = (route: string) => `/premium-service-details/${route}/create-lead`;
export const MY_LEADS_PATH = '/my-leads';
