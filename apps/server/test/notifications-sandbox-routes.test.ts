import { failureEnvelope, sandboxRoutes, successEnvelope } from '@sanchay/contract';
import type { Clock } from '@sanchay/domain';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { CatalogueIndex } from '../src/features/catalogue';
import { deliverDueNotifications, enqueueNotification, SandboxSender } from '../src/integrations/notifications';
import { forEachDatabase, testDatabases } from './test-database';

// GET /api/v1/sandbox/outbox: the sandbox inbox a tester reads OTPs from. Registered in sandbox
// mode only; otherwise the path is an unknown API path (404).

const route = sandboxRoutes.listOutbox;
const T0 = new Date('2026-08-21T04:30:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const clock: Clock = { now: () => at(10) };

async function appFor(database: Database, sandbox: boolean | undefined): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    clock,
    config: { webDistDir: '/nonexistent/dist', ...(sandbox === undefined ? {} : { sandbox }) },
    catalogueIndex: new CatalogueIndex({ now: () => 0 }),
  });
  await app.ready();
  return app;
}

forEachDatabase('sandbox outbox route', (open) => {
  let database: Database;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await open();
    await enqueueNotification(
      database.db,
      { channel: 'sms', recipient: '9876543210', kind: 'login-otp', body: 'Your Sanchay login OTP is 482913.' },
      { now: at(1) },
    );
    await enqueueNotification(
      database.db,
      {
        channel: 'email',
        recipient: 'Asha.Rao@example.com',
        kind: 'signup-otp',
        subject: 'Verify your e-mail',
        body: 'Your OTP is 112233.',
      },
      { now: at(2) },
    );
    await deliverDueNotifications(database, new SandboxSender(), clock);
    await enqueueNotification(
      database.db,
      { channel: 'sms', recipient: '9123456780', kind: 'login-otp', body: 'Your Sanchay login OTP is 777000.' },
      { now: at(3) },
    );
    app = await appFor(database, true);
  });
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  async function list(query: Record<string, string> = {}) {
    const res = await app.inject({ method: 'GET', url: route.path, query });
    expect(res.statusCode, res.body).toBe(200);
    return successEnvelope(route.response).parse(res.json()).responseData;
  }

  it('lists the latest messages, newest first, with their delivery status', async () => {
    const messages = await list();
    expect(messages.map((m) => m.recipient)).toEqual(['9123456780', 'asha.rao@example.com', '9876543210']);
    expect(messages[0]).toMatchObject({
      channel: 'sms',
      kind: 'login-otp',
      subject: null,
      body: 'Your Sanchay login OTP is 777000.',
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: at(3).toISOString(),
      deliveredAt: null,
    });
    expect(messages[1]).toMatchObject({
      channel: 'email',
      subject: 'Verify your e-mail',
      status: 'delivered',
      attempts: 1,
      createdAt: at(2).toISOString(),
      deliveredAt: at(10).toISOString(),
    });
    expect(messages[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by channel and by part of a mobile number or e-mail address', async () => {
    expect((await list({ channel: 'email' })).map((m) => m.kind)).toEqual(['signup-otp']);
    expect((await list({ recipient: '98765' })).map((m) => m.recipient)).toEqual(['9876543210']);
    expect((await list({ recipient: 'ASHA.RAO' })).map((m) => m.recipient)).toEqual(['asha.rao@example.com']);
    expect(await list({ recipient: '%' })).toEqual([]);
    expect((await list({ recipient: '' })).length).toBe(3);
    expect((await list({ limit: '2' })).map((m) => m.recipient)).toEqual(['9123456780', 'asha.rao@example.com']);
  });

  it('refuses a query it cannot use', async () => {
    const bad: Record<string, string>[] = [{ limit: '0' }, { limit: '201' }, { channel: 'fax' }];
    for (const query of bad) {
      const res = await app.inject({ method: 'GET', url: route.path, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(failureEnvelope.parse(res.json()).errorEnum).toBe('VALIDATION_FAILED');
    }
  });

  it('is in the OpenAPI document under the sandbox tag', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    expect(doc.paths[route.path]?.get?.tags).toEqual(['sandbox']);
  });
});

describe('sandbox outbox route outside sandbox mode', () => {
  for (const sandbox of [false, undefined]) {
    it(`is not there (404) when sandbox is ${String(sandbox)}`, async () => {
      const database = await testDatabases()[0]!.open();
      await enqueueNotification(database.db, {
        channel: 'sms',
        recipient: '9876543210',
        kind: 'login-otp',
        body: 'Your Sanchay login OTP is 482913.',
      });
      const app = await appFor(database, sandbox);
      try {
        const res = await app.inject({ method: 'GET', url: route.path });
        expect(res.statusCode).toBe(404);
        expect(failureEnvelope.parse(res.json()).errorEnum).toBe('NOT_FOUND');
        expect(res.body).not.toContain('482913');
      } finally {
        await app.close();
        await database.close();
      }
    });
  }
});

// GET /api/v1/sandbox/outside-calls: every call to an outside party, and an answer that could not
// be applied yet, visible to a tester (sandbox mode only).
forEachDatabase('sandbox outside-calls route', (open) => {
  const calls = sandboxRoutes.listOutsideCalls;
  let database: Database;
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database?.close();
  });

  it('lists a KRA lookup the party answered but whose apply failed, with its answer and error', async () => {
    app = await appFor(database, true);
    // A check recorded for an investor who does not exist: the KRA answers, the apply cannot record it.
    const userId = '00000000-0000-4000-8000-000000000000';
    const { id } = await app.outsideCalls.enqueue(database.db, {
      party: 'kyc',
      operation: 'lookup',
      idempotencyKey: 'sandbox-route-1',
      request: { pan: 'ABCPV1111V', name: 'Asha Verma' },
      context: { userId, pan: 'ABCPV1111V', use: 'record' },
      subject: userId,
    });
    expect(await app.outsideCalls.run(id)).toMatchObject({ status: 'answered', applyAttempts: 1 });
    const res = await app.inject({ method: 'GET', url: calls.path, query: { status: 'answered' } });
    expect(res.statusCode, res.body).toBe(200);
    const listed = successEnvelope(calls.response).parse(res.json()).responseData;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      id,
      party: 'kyc',
      operation: 'lookup',
      status: 'answered',
      attempts: 1,
      response: { status: 'KYC_VALIDATED_STATUS', rawStatus: 'KYC VALIDATED', kycName: 'ASHA VERMA' },
      completedAt: null,
    });
    expect(listed[0]!.error).toMatch(/^apply failed: /);
  });

  it('is not there outside sandbox mode', async () => {
    app = await appFor(database, false);
    expect((await app.inject({ method: 'GET', url: calls.path })).statusCode).toBe(404);
  });
});
