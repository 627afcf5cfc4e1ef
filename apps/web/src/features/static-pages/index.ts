// Static pages: privacy policy, terms of use, contact, more, and the FAQ block used on home.
// The pages are default exports of their own files so the router loads them lazily.
export { FaqBlock } from './faq-block';
