// The sharing feature's public face (web, DESIGN.md "sharing"): the advisor's share-with-customer
// control (e-mail or SMS) that the order summary and the mandate setup show to advisors.
export { ShareLinkForm, type ShareLinkFormProps } from './share-link-form';
