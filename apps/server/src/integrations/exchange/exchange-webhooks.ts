import { exchangeWebhookRoutes } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import type { ExchangeWebhookConfig } from '../../config';
import type { Database } from '../../db/client';
import { registerWebhookRoute } from '../../webhooks';
import { BSE_WEBHOOK_WINDOW, BseWebhookVerifier } from './bse-webhook-verifier';

export interface ExchangeWebhookOptions {
  database: Pick<Database, 'db'>;
  clock: Clock;
  config: ExchangeWebhookConfig | undefined;
}

/** No keys, no plain JSON: every delivery is refused (tests and servers without BSE's keys). */
export const NO_EXCHANGE_WEBHOOKS: ExchangeWebhookConfig = {
  bseSigningKeys: [],
  memberDecryptionKey: undefined,
  plainJson: false,
  plainJsonFrom: [],
  maxAgeSeconds: BSE_WEBHOOK_WINDOW.maxAgeMs / 1000,
};

/**
 * POST /api/v1/webhooks/exchange (decision 0174): BSE's events, verified with its keys (parsed
 * here, once), kept in the inbox, acknowledged in BSE's own shape with our inbox id.
 */
export async function registerExchangeWebhooks(app: FastifyInstance, options: ExchangeWebhookOptions): Promise<void> {
  const config = options.config ?? NO_EXCHANGE_WEBHOOKS;
  const hasKeys = config.bseSigningKeys.length > 0 && config.memberDecryptionKey !== undefined;
  const verifier = await BseWebhookVerifier.create(
    {
      keys: hasKeys ? { bseSigningKeys: config.bseSigningKeys, memberDecryptionKey: config.memberDecryptionKey! } : null,
      plainJson: { allowed: config.plainJson, from: config.plainJsonFrom },
      window: { ...BSE_WEBHOOK_WINDOW, maxAgeMs: config.maxAgeSeconds * 1000 },
    },
    options.clock,
  );
  await registerWebhookRoute(app, {
    route: exchangeWebhookRoutes.exchangeWebhook,
    operationId: 'exchangeWebhook',
    verifier,
    database: options.database,
    clock: options.clock,
    ack: (received) => ({ status: 'success' as const, data: { id: received.ackId }, messages: [] }),
  });
}
