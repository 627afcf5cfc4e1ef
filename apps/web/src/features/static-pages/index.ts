// Static pages: privacy policy, terms of use, contact, more, and the FAQ block used on home.
// The pages are default exports of their own files, each loaded on demand.
import { lazyComponent } from '../../ui';

export { FaqBlock } from './faq-block';
export const MorePage = lazyComponent('static-pages/MorePage', () => import('./more-page'));
export const ContactUsPage = lazyComponent('static-pages/ContactUsPage', () => import('./contact-us-page'));
export const PrivacyPolicyPage = lazyComponent('static-pages/PrivacyPolicyPage', () => import('./privacy-policy-page'));
export const TermsPage = lazyComponent('static-pages/TermsPage', () => import('./terms-page'));
