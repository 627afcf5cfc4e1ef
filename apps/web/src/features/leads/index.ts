// The leads feature's public face (web; issue 13 §2, decisions 0129, 0130): the premium services'
// catalogue and detail pages (mobile only), the lead-creation form and the advisor's leads. Same
// name as the server's features/leads.
import { lazyComponent } from '../../ui';

export const PremiumServicesPage = lazyComponent('leads/PremiumServicesPage', () => import('./premium-services-page'));
export const PremiumServiceDetailPage = lazyComponent('leads/PremiumServiceDetailPage', () => import('./premium-service-detail-page'));
export const CreateLeadPage = lazyComponent('leads/CreateLeadPage', () => import('./create-lead-page'));
export const MyLeadsPage = lazyComponent('leads/MyLeadsPage', () => import('./my-leads-page'));
export { PREMIUM_SERVICES_PATH, MY_LEADS_PATH, premiumServiceDetailPath, createLeadPath } from './leads-paths';
