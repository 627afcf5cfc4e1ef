// Static pages: privacy policy, terms of use, contact, more, and the FAQ block used on home.
// The pages are default exports of their own files, each loaded on demand.
import { lazy } from 'react';

export { FaqBlock } from './faq-block';
export const MorePage = lazy(() => import('./more-page'));
export const ContactUsPage = lazy(() => import('./contact-us-page'));
export const PrivacyPolicyPage = lazy(() => import('./privacy-policy-page'));
export const TermsPage = lazy(() => import('./terms-page'));
