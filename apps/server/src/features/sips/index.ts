// SIPs through the exchange (issue 10): so far only the durable command that registers or cancels
// an XSIP (the checkout screens and the product's SIP records come in the next issue).
export {
  XSIP_REGISTRATION,
  enqueueXsipEntry,
  xsipRegistrationHandler,
  type XsipAnswerApply,
  type XsipRegistrationContext,
} from './xsip-registration.command';
