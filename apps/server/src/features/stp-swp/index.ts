// The STP/SWP feature's public face (server; issue 12 §4, spec 3 §2–§9, docs/decisions/0112, 0113):
// the investor's plans, their e-mail verification, registration and stop at the exchange (durable
// commands), and the job that sends links, expires unverified plans and reads the statement.
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StpSwpPort } from '../../integrations/exchange';
import type { OutsideCalls } from '../../outside-calls';
import type { ExchangeMember } from '../orders';
import { stpCancellationHandler, stpRegistrationHandler } from './stp-swp.commands';
import { registerStpSwpRoutes } from './stp-swp.routes';
import { StpSwpService } from './stp-swp.service';

export { StpSwpService } from './stp-swp.service';
export type { PlanStatus } from './stp-plan-view';
export { STP_REGISTRATION, STP_CANCELLATION } from './stp-swp.commands';
export { recordRegisteredStp, type ExchangeRegisteredStp } from './registered-stp';

export interface StpSwpFeatureOptions {
  database: Database;
  clock: Clock;
  outsideCalls: OutsideCalls;
  exchange: StpSwpPort;
  member: ExchangeMember;
  publicUrl: string;
  /** The server's logger, for a fault placing a verified plan. */
  log?: { error: (fields: Record<string, unknown>, message: string) => void };
}

export function registerStpSwpFeature(app: FastifyInstance, options: StpSwpFeatureOptions): StpSwpService {
  const service = new StpSwpService(options);
  options.outsideCalls.register(stpRegistrationHandler(options.exchange, service.applyRegistration, service.applyRegistrationFailure));
  options.outsideCalls.register(stpCancellationHandler(options.exchange, service.applyCancellation));
  registerStpSwpRoutes(app, service);
  return service;
}
