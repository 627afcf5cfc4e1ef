// SIPs (server; decisions 0063, 0109, 0110): the durable command that registers or cancels an XSIP
// (checkout writes it for the cart's SIPs and records the answers), and My SIPs: the investor's
// SIPs with the exchange's report of each, pause and cancel (each a durable exchange command).
import type { FastifyInstance } from 'fastify';
import { MySipsService, type MySipsDeps } from './my-sips.service';
import { registerSipRoutes } from './sips.routes';
import { xsipPauseHandler } from './xsip-pause.command';

export {
  XSIP_REGISTRATION,
  enqueueXsipEntry,
  xsipRegistrationHandler,
  type XsipAnswerApply,
  type XsipRegistrationContext,
} from './xsip-registration.command';
export { XSIP_PAUSE } from './xsip-pause.command';
export { MySipsService } from './my-sips.service';

/**
 * Registers My SIPs' routes and the pause command's handler; returns the service, whose
 * `applyCancelAnswer` app.ts gives the XSIP command for cancellations (context.sipRequestId).
 */
export function registerSipsFeature(app: FastifyInstance, deps: MySipsDeps): MySipsService {
  const service = new MySipsService(deps);
  deps.outsideCalls.register(xsipPauseHandler(deps.exchange, service.applyPauseAnswer, service.applyFailure));
  registerSipRoutes(app, service);
  return service;
}
