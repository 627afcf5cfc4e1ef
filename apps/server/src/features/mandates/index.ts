// The mandates feature's public face (server): the investor's mandates, their setup (register,
// the physical form and its scan, the e-mandate's bank page) and statuses (spec 3 §2–§8, issue 11 §2).
import type { Clock, MandateLimits } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MandatePort } from '../../integrations/exchange';
import type { OutsideCalls } from '../../outside-calls';
import type { CustomerSharing } from '../advisor';
import type { IncomingFile, PartyErrorLog } from '../uploads';
import { mandateAuthUrlHandler, mandateDetailsHandler, mandateRegistrationHandler, mandateScanHandler } from './mandate.commands';
import { registerMandateRoutes } from './mandates.routes';
import { MandatesService } from './mandates.service';

export { MandatesService, MANDATE_LOOPBACK } from './mandates.service';
export { recordRegisteredMandate, type RegisteredMandate } from './registered-mandate';
export { seedDemoBanking, DEMO_BANKING, DEMO_IFSC, DEMO_MANDATE_LIMIT, type DemoBankingDeps } from './demo-mandates';

export interface MandatesFeatureOptions {
  database: Database;
  clock: Clock;
  exchange: MandatePort;
  outsideCalls: OutsideCalls;
  limits: MandateLimits;
  sipCartTotal: (userId: string) => Promise<string>;
  keepScan: (userId: string, file: IncomingFile, log: PartyErrorLog) => Promise<{ fileId: string; value: string }>;
  scanBytes: (userId: string, fileId: string) => Promise<Uint8Array | null>;
  /** The advisor's share of the setup link (e-mail or SMS through the outbox). */
  sharing: CustomerSharing;
}

export async function registerMandatesFeature(app: FastifyInstance, options: MandatesFeatureOptions): Promise<MandatesService> {
  const { clock, exchange, outsideCalls } = options;
  outsideCalls.register(mandateRegistrationHandler(exchange, clock));
  outsideCalls.register(mandateDetailsHandler(exchange, clock));
  outsideCalls.register(mandateAuthUrlHandler(exchange));
  outsideCalls.register(mandateScanHandler(exchange, clock, options.scanBytes));
  const service = new MandatesService(options);
  await registerMandateRoutes(app, service, options.sharing);
  return service;
}
