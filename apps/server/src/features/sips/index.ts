// SIPs through the exchange (issue 10): the durable command that registers or cancels an XSIP.
// The checkout (features/checkout) writes it for the cart's SIPs and records the answers.
export {
  XSIP_REGISTRATION,
  enqueueXsipEntry,
  xsipRegistrationHandler,
  type XsipAnswerApply,
  type XsipRegistrationContext,
} from './xsip-registration.command';
