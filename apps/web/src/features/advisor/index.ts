// The advisor feature's public face (issue 3: the advisor host). The header's advisor row is a
// lazy module: direct investors' pages never load it.
import { lazyComponent } from '../../ui';

export { captureEntryParams, readEntryParams, type EntryParams } from './entry-params';
export { useAdvisorDesk, useAdvisorHost, useLoanAgainstMf, useMayShowAdvisorStrip, type AdvisorParts } from './use-advisor-host';
export { LoanAgainstMfBanner } from './loan-against-mf-banner';
export { advisorKeys } from './advisor-queries';

export const AdvisorStrip = lazyComponent('advisor/AdvisorStrip', () => import('./advisor-strip'));
/** The advisor's desktop home's right column (decision 0145): loaded only for the advisor's own session. */
export const AdvisorHomePanel = lazyComponent('advisor/AdvisorHomePanel', () => import('./home/advisor-home-panel'));
export { useSaleGuard, type SaleGuard } from './registration/use-sale-guard';
// /my-customers (issue 13 §1): its own chunk, loaded by the route.
export const MyCustomersPage = lazyComponent('advisor/MyCustomersPage', () => import('./my-customers-page'));
/** The Register popup (NISM and ARN) on its own: Complete Account Verification opens it (decision 0147). */
export const RegisterPopup = lazyComponent('advisor/RegisterPopup', () => import('./registration/sale-guard-dialogs'));

// Acting for a customer (decision 0138): the consent page (/my-customers/open) and the header's
// "Acting for <name>" row, both lazy (only advisors on the advisor host ever load them).
export const ActingHeader = lazyComponent('advisor/ActingHeader', () => import('./acting/acting-header'));
export const OpenCustomerPage = lazyComponent('advisor/OpenCustomerPage', () => import('./acting/open-customer-page'));
