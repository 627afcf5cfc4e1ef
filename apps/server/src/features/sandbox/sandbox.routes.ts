import { productMessages } from '@sanchay/domain';
import { outboxAttachmentParams, outboxAttachmentPath, sandboxRawRoutes, sandboxRoutes, type OutboxMessageView, type OutsideCallViewModel } from '@sanchay/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../http/app-errors';
import { listOutbox, outboxAttachment, type OutboxEntry } from '../../integrations/notifications';
import { registerContractRoutes } from '../../http/contract-routes';
import { findOutsideCall, listOutsideCalls, type OutsideCallRow, type OutsideCalls } from '../../outside-calls';
import type { SandboxConsoleService } from './sandbox-console.service';

export interface SandboxDeps {
  database: Database;
  /** The console's clock, state and actions (docs/decisions/0065). */
  console: SandboxConsoleService;
  /** The durable commands: the console applies an answered one again. */
  outsideCalls: OutsideCalls;
}

/** Every console answer is live state: never from a cache. */
const live = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'no-store');

/**
 * The sandbox console's routes. Call only in sandbox mode (app.ts does): nothing here checks
 * again, and the outbox shows live OTPs.
 */
export function registerSandboxRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  // An outbox e-mail's attachment as sent (decision 0125): public as the outbox is, sandbox only.
  app.get<{ Params: Record<string, string> }>(sandboxRawRoutes.outboxAttachment.path, async (request, reply) => {
    const params = outboxAttachmentParams.safeParse(request.params);
    const file = params.success ? await outboxAttachment(deps.database.db, params.data.id, params.data.index) : undefined;
    if (!file) throw new NotFoundError('No such attachment');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
  registerContractRoutes(app, sandboxRoutes, {
    listOutbox: async ({ query, reply }) => {
      // Public (the session is not loaded), but live: a new OTP must never come from a cache.
      reply.header('cache-control', 'no-store');
      return (await listOutbox(deps.database.db, query)).map(toView);
    },
    // Every call to an outside party; an 'answered' one with an error is an answer not applied yet.
    listOutsideCalls: async ({ query, reply }) => {
      reply.header('cache-control', 'no-store');
      return (await listOutsideCalls(deps.database.db, query)).map(toCallView);
    },
    getConsole: async ({ reply }) => {
      live(reply);
      return deps.console.view();
    },
    moveClock: async ({ body, reply }) => {
      live(reply);
      return deps.console.moveClock(body.amount, body.unit);
    },
    publishNavs: async ({ reply }) => {
      live(reply);
      return deps.console.publishNextNavs();
    },
    decideMandate: async ({ body, reply }) => {
      live(reply);
      return deps.console.decideMandate(body.mandateId, body.outcome);
    },
    failPayment: async ({ body, reply }) => {
      live(reply);
      return deps.console.failPayment(body.paymentId);
    },
    // Only an answer whose apply failed: a call still to make is the job's (with its backoff).
    retryOutsideCall: async ({ body, reply }) => {
      live(reply);
      const row = await findOutsideCall(deps.database.db, body.id);
      if (row?.status !== 'answered') throw new ValidationError(productMessages.sandbox.console.callNotAnswered);
      await deps.outsideCalls.run(body.id);
      return toCallView((await findOutsideCall(deps.database.db, body.id))!);
    },
    reconciliation: async ({ reply }) => {
      live(reply);
      return deps.console.reconciliation();
    },
    reconciliationBreaks: async ({ reply }) => {
      live(reply);
      return deps.console.reconciliationBreaks();
    },
    applyAllotmentStatement: async ({ reply }) => {
      live(reply);
      return deps.console.applyStatement();
    },
    testPurchase: async ({ body, reply }) => {
      live(reply);
      return deps.console.testPurchase(body.clientCode, body.amount, body.amfiCode);
    },
    testMandate: async ({ body, reply }) => {
      live(reply);
      return deps.console.testMandate(body.clientCode, body.mandateType);
    },
  });
}

function toView(entry: OutboxEntry): OutboxMessageView {
  return {
    ...entry,
    createdAt: entry.createdAt.toISOString(),
    deliveredAt: entry.deliveredAt?.toISOString() ?? null,
    attachments: entry.attachments.map((a, i) => ({ ...a, path: outboxAttachmentPath(entry.id, i) })),
  };
}

function toCallView(row: OutsideCallRow): OutsideCallViewModel {
  return {
    id: row.id,
    party: row.party,
    operation: row.operation,
    idempotencyKey: row.idempotencyKey,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    applyAttempts: row.applyAttempts,
    request: row.request,
    response: row.response,
    error: row.error,
    requestId: row.requestId,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
