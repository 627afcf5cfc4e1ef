import { nfoShareRoutes, portfolioRoutes, sharePremiumServicePath } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agent, shareRelay } from '../src/db/schema';
import { SHARES_PER_RECIPIENT_PER_HOUR, SHARES_PER_SENDER_PER_HOUR } from '../src/features/sharing';
import { addAgent, addUser, advisorAskingToActFor, failed, ok, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

// The share limits (issue 23 §5, decision 0167), on PGlite and PostgreSQL, with the shares sent in
// parallel: one advisor sends at most SHARES_PER_SENDER_PER_HOUR an hour over every share route,
// one address receives at most SHARES_PER_RECIPIENT_PER_HOUR from everyone; past either, 429 with
// Retry-After and the catalogue's words, and nothing queued.

const NFO = 990041;
const premium = (value: string, type: 'email' | 'sms' = 'email') => ({ route: 'custom-portfolio-review', type, value });

forEachDatabase('share limits per advisor and per address', (open) => {
  let database: Database;
  let h: Harness;

  beforeEach(async () => {
    database = await open();
    await database.db.execute(sql`INSERT INTO amc (id, name) VALUES (990, 'SBI Mutual Fund')`);
    await database.db.execute(sql`INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, nfo_open_date, nfo_close_date, min_lumpsum_amount, min_sip_amount)
      VALUES (${NFO}, 990, 'SBI Quant Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic', '2026-09-01', '2026-09-15', 5000, 500)`);
    h = await startHarness(database);
    for (const [code, mobile, name] of [
      ['SANCHAY01', '9000000002', 'Rohan Mehta'],
      ['OTHER02', '9100000002', 'Kiran Joshi'],
    ] as const) {
      const id = await addAgent(database, code, name);
      const userId = await addUser(database, { mobile, name });
      await database.db.update(agent).set({ userId }).where(eq(agent.id, id));
    }
    const priya = await addUser(database, { mobile: '9000000003', name: 'Priya Nair', agentCode: 'SANCHAY01' });
    await database.db.execute(sql`INSERT INTO investor_profile (user_id, pan, pan_status, kyc_checked_at, created_at, updated_at)
      VALUES (${priya}, 'ABCDE0003F', 'KYC_VALIDATED_STATUS', now(), now(), now())`);
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  const queued = async (recipient?: string) =>
    (
      await rows<{ n: number }>(
        database,
        recipient === undefined
          ? sql`SELECT count(*)::int AS n FROM notification_outbox WHERE kind IN ('premium-service', 'nfo-link')`
          : sql`SELECT count(*)::int AS n FROM notification_outbox WHERE lower(recipient) = ${recipient}`,
      )
    )[0]!.n;
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

  it('has a Drizzle schema that follows 0105_share_relay.sql (columns, nullability)', async () => {
    const config = getTableConfig(shareRelay);
    const columns = await rows<{ column_name: string; is_nullable: string }>(
      database,
      sql`SELECT column_name, is_nullable FROM information_schema.columns WHERE table_name = ${config.name} AND table_schema = current_schema()`,
    );
    expect(columns.map((c) => [c.column_name, c.is_nullable === 'YES']).sort()).toEqual(config.columns.map((c) => [c.name, !c.notNull]).sort());
  });

  it('one address receives exactly its limit of parallel shares, from every advisor and route together; then 429 and nothing queued', async () => {
    const rohan = await h.signIn('9000000002');
    const kiran = await h.signIn('9100000002');
    const extra = 5;
    // Parallel, from two advisors, the address's case varying (one address whatever its case).
    const answers = await Promise.all(
      Array.from({ length: SHARES_PER_RECIPIENT_PER_HOUR + extra }, (_, i) =>
        i % 2 ? kiran.post(sharePremiumServicePath('OTHER02'), premium(i % 4 === 1 ? 'Priya@Example.com' : 'priya@example.com')) : rohan.post(sharePremiumServicePath('SANCHAY01'), premium('priya@example.com')),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(SHARES_PER_RECIPIENT_PER_HOUR).fill(200), ...Array(extra).fill(429)]);
    expect(await queued('priya@example.com')).toBe(SHARES_PER_RECIPIENT_PER_HOUR);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(failed(refused, 429).message).toBe(productMessages.share.tooManySharesToRecipient(60));

    // The NFO link (another route, the advisor acting for Priya) to that address is refused too; another address goes.
    const { b: acting } = await advisorAskingToActFor(h, database, '9000000003', 'SANCHAY01');
    failed(await acting.post(nfoShareRoutes.shareNfoLink.path, { type: 'email', value: 'priya@example.com', schemeId: NFO }), 429);
    // The statement too, refused before its PDF is made.
    const [{ ucc }] = (await rows<{ ucc: string }>(database, sql`SELECT ucc FROM investor_profile`)) as [{ ucc: string }];
    failed(await rohan.post(portfolioRoutes.shareStatement.path, { type: 'email', value: 'PRIYA@example.com', ucc }), 429);
    ok(await acting.post(nfoShareRoutes.shareNfoLink.path, { type: 'email', value: 'priya.nair@example.com', schemeId: NFO }));
    // An hour later the address may receive again.
    h.advance(3601);
    ok(await (await h.signIn('9000000002')).post(sharePremiumServicePath('SANCHAY01'), premium('priya@example.com')));
  });

  it('one advisor sends exactly his limit of parallel shares an hour, to any addresses; another advisor is not held by it', async () => {
    const rohan = await h.signIn('9000000002');
    const extra = 5;
    const answers = await Promise.all(
      Array.from({ length: SHARES_PER_SENDER_PER_HOUR + extra }, (_, i) =>
        rohan.post(sharePremiumServicePath('SANCHAY01'), i % 2 ? premium(`customer${i}@example.com`) : premium(`98765${String(i).padStart(5, '0')}`, 'sms')),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(SHARES_PER_SENDER_PER_HOUR).fill(200), ...Array(extra).fill(429)]);
    expect(await queued()).toBe(SHARES_PER_SENDER_PER_HOUR);
    expect(failed(answers.find((a) => a.statusCode === 429)!, 429).message).toBe(productMessages.share.tooManyShares(60));
    ok(await (await h.signIn('9100000002')).post(sharePremiumServicePath('OTHER02'), premium('someone@example.com')));
  });
});
