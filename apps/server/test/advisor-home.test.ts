import { advisorHomePaths, contentItem, signUpInterest } from '@sanchay/contract';
import { advisorHomeMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client';
import { advisorSignUpInterest, agent, contentItem as contentTable, contentSubscription, userAccount } from '../src/db/schema';
import { addAgent, addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { pdfText } from './pdf-text-kit';

// The advisor's desktop home (issue 13 §1; spec 1 §2, §7; spec 3 §3, §4, §6, §7; decisions
// 0145–0147): I am Interested, the reports URL, the content popup's routes and the festive PDF,
// each the advisor's own (401 signed out, 403 a customer, another advisor or a guest).

const t = advisorHomeMessages;
const interestPath = advisorHomePaths.signUpInterest('SANCHAY01');
const CONTENT = '/api/v1/content/active-content-details';
const SUBSCRIBE = '/api/v1/content/subscription';
const REPORTS = '/api/v1/get-reports-url';
const FESTIVE = '/api/v1/festive-branding';
const festiveQuery = { agentCode: 'SANCHAY01', templateType: 'PDF', brandingType: 'DIWALI', lang: 'en' };


forEachDatabase('advisor home', (open) => {
  let database: Database;
  let h: Harness;
  let sanchayId: string;
  let rohanUserId: string;
  const reportsUrl = 'https://reports.example.in/customer-investment?src=sanchay';

  beforeEach(async () => {
    database = await open();
    h = await startHarness(database, ['123456'], { config: { reportsUrl } });
    sanchayId = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    // Rohan has no ARN yet and is not an investor: the banner's I am Interested is his.
    await database.db.update(agent).set({ arn: null }).where(eq(agent.id, sanchayId));
    const otherId = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    rohanUserId = await addUser(database, { mobile: '9000000002', name: 'Rohan Mehta' });
    await database.db.update(agent).set({ userId: rohanUserId }).where(eq(agent.id, sanchayId));
    const kiranId = await addUser(database, { mobile: '9100000002', name: 'Kiran Joshi' });
    await database.db.update(agent).set({ userId: kiranId }).where(eq(agent.id, otherId));
    await addUser(database, { mobile: '9000000003', name: 'Priya Nair', agentCode: 'SANCHAY01' });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  /** Each of these is refused, with the advisor's data unchanged. */
  async function refusals(): Promise<[string, Browser | null, number][]> {
    const guest = h.browser();
    ok(await guest.get('/api/v1/login/get-current-user'));
    return [
      ['no session', null, 401],
      ['a guest', guest, 401],
      ['his customer', await h.signIn('9000000003'), 403],
      ['another advisor', await h.signIn('9100000002'), 403],
    ];
  }
  const send = (b: Browser | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, query?: Record<string, string>) =>
    b ? (method === 'GET' ? b.get(url, query) : b.post(url, payload)) : h.app.inject({ method, url, ...(query ? { query } : {}), ...(payload ? { payload } : {}) });

  it('has Drizzle tables that follow 0094_advisor_home_content.sql', async () => {
    for (const table of [advisorSignUpInterest, contentTable, contentSubscription]) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        database,
        sql`select column_name, is_nullable from information_schema.columns where table_name = ${config.name} and table_schema = current_schema()`,
      );
      const sorted = (list: [string, boolean][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
      expect(sorted(columns.map((c) => [c.column_name, c.is_nullable === 'YES']))).toEqual(sorted(config.columns.map((c) => [c.name, !c.notNull])));
    }
  });

  describe('I am Interested (the sign-up banner)', () => {
    it('shows to an advisor who is neither an ARN holder nor an investor, is kept once, and stays after a reload', async () => {
      const rohan = await h.signIn('9000000002');
      const before = signUpInterest.parse(ok(await rohan.get(interestPath)));
      expect(before).toEqual({ isARNHolder: false, isInvestor: false, showInterested: true, interestedAt: null });
      const saved = await Promise.all([rohan.post(interestPath), rohan.post(interestPath), rohan.post(interestPath)]);
      const answers = saved.map((r) => signUpInterest.parse(ok(r)));
      expect(new Set(answers.map((a) => a.interestedAt)).size).toBe(1);
      expect(answers[0]!.interestedAt).toBe(h.now().toISOString());
      h.advance(60);
      expect(signUpInterest.parse(ok(await rohan.post(interestPath))).interestedAt).toBe(answers[0]!.interestedAt);
      expect(signUpInterest.parse(ok(await (await h.signIn('9000000002')).get(interestPath))).interestedAt).toBe(answers[0]!.interestedAt);
      expect(await rows(database, sql`select * from advisor_sign_up_interest`)).toHaveLength(1);
    });

    it('is hidden and refused for an ARN holder and for an advisor whose own account is an onboarded investor', async () => {
      const rohan = await h.signIn('9000000002');
      await database.db.update(agent).set({ arn: 'ARN-123456' }).where(eq(agent.id, sanchayId));
      expect(signUpInterest.parse(ok(await rohan.get(interestPath)))).toMatchObject({ isARNHolder: true, showInterested: false });
      expect(failed(await rohan.post(interestPath), 403).message).toBe(t.interestNotForYou);
      await database.db.update(agent).set({ arn: null }).where(eq(agent.id, sanchayId));
      await database.db.update(userAccount).set({ registeredWithBse: 3 }).where(eq(userAccount.id, rohanUserId));
      expect(signUpInterest.parse(ok(await rohan.get(interestPath)))).toMatchObject({ isInvestor: true, showInterested: false });
      expect(failed(await rohan.post(interestPath), 403).message).toBe(t.interestNotForYou);
      expect(await rows(database, sql`select * from advisor_sign_up_interest`)).toHaveLength(0);
    });

    it('refuses everyone but the advisor', async () => {
      for (const [who, b, status] of await refusals()) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await send(b, method, interestPath);
          expect(res.statusCode, `${who} ${method}`).toBe(status);
        }
      }
      expect(failed(await (await h.signIn('9000000003')).get(interestPath), 403).message).toBe(t.notYours);
      expect(await rows(database, sql`select * from advisor_sign_up_interest`)).toHaveLength(0);
    });
  });

  describe('the reports URL', () => {
    it('is REPORTS_URL with the agent code, for the advisor only', async () => {
      const rohan = await h.signIn('9000000002');
      const url = z.string().parse(ok(await rohan.get(REPORTS, { agentCode: 'sanchay01' })));
      expect(new URL(url).searchParams.get('agentCode')).toBe('SANCHAY01');
      expect(new URL(url).searchParams.get('src')).toBe('sanchay');
      for (const [who, b, status] of await refusals()) {
        expect((await send(b, 'GET', REPORTS, undefined, { agentCode: 'SANCHAY01' })).statusCode, who).toBe(status);
      }
      failed(await rohan.get(REPORTS, { agentCode: 'not a code!' }), 400);
    });

    it('is null when no report is configured (the browser falls back to /transaction-error)', async () => {
      const bare = await startHarness(database, ['123456'], { config: { reportsUrl: undefined } });
      try {
        expect(ok(await (await bare.signIn('9000000002')).get(REPORTS, { agentCode: 'SANCHAY01' }))).toBeNull();
      } finally {
        await bare.close();
      }
    });
  });

  describe('the content popup', () => {
    it('lists the active items with thumbnails the product serves, and subscribes once (category 0: all)', async () => {
      const rohan = await h.signIn('9000000002');
      const items = z.array(contentItem).parse(ok(await rohan.get(CONTENT, { agentCode: 'SANCHAY01' })));
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items.map((i) => i.heading)).not.toContain('Debt funds after the rate cycle turns'); // inactive
      expect(items.every((i) => !i.subscribe)).toBe(true);
      for (const item of items) {
        const png = await h.app.inject({ method: 'GET', url: advisorHomePaths.thumbnail(item.thumbNail) });
        expect(png.statusCode).toBe(200);
        expect(png.headers['content-type']).toBe('image/png');
        const meta = await sharp(png.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 225]);
      }

      const body = { categoryId: 0, subscribe: true, agentCode: 'SANCHAY01' };
      const answers = await Promise.all([rohan.post(SUBSCRIBE, body), rohan.post(SUBSCRIBE, body)]);
      const first = ok<{ subscribedAt: string }>(answers[0]!);
      expect(ok<{ subscribedAt: string }>(answers[1]!).subscribedAt).toBe(first.subscribedAt);
      h.advance(30);
      expect(ok<{ subscribedAt: string }>(await rohan.post(SUBSCRIBE, body)).subscribedAt).toBe(first.subscribedAt);
      const after = z.array(contentItem).parse(ok(await rohan.get(CONTENT, { agentCode: 'SANCHAY01' })));
      expect(after.every((i) => i.subscribe)).toBe(true);
      expect(await rows(database, sql`select * from content_subscription`)).toHaveLength(1);
      // Another advisor's popup is not subscribed by Rohan's click.
      const kiran = await h.signIn('9100000002');
      expect(z.array(contentItem).parse(ok(await kiran.get(CONTENT, { agentCode: 'OTHER02' }))).some((i) => i.subscribe)).toBe(false);
    });

    it('refuses bad subscriptions and everyone but the advisor', async () => {
      const rohan = await h.signIn('9000000002');
      failed(await rohan.post(SUBSCRIBE, { categoryId: 0, subscribe: false, agentCode: 'SANCHAY01' }), 400);
      failed(await rohan.post(SUBSCRIBE, { categoryId: -1, subscribe: true, agentCode: 'SANCHAY01' }), 400);
      expect(failed(await rohan.post(SUBSCRIBE, { categoryId: 999, subscribe: true, agentCode: 'SANCHAY01' }), 400).message).toBe(t.categoryNotFound);
      for (const [who, b, status] of await refusals()) {
        expect((await send(b, 'GET', CONTENT, undefined, { agentCode: 'SANCHAY01' })).statusCode, who).toBe(status);
        const post = await send(b, 'POST', SUBSCRIBE, { categoryId: 0, subscribe: true, agentCode: 'SANCHAY01' });
        // Without a session the CSRF check refuses first (403); either way nothing is kept.
        expect(post.statusCode, who).toBeGreaterThanOrEqual(400);
        expect(post.statusCode, who).toBeLessThan(500);
      }
      expect(await rows(database, sql`select * from content_subscription`)).toHaveLength(0);
    });

    it('serves a thumbnail only for a well-formed, known file name', async () => {
      const get = (fileName: string) => h.app.inject({ method: 'GET', url: '/api/v1/content/thumbnail', query: { fileName } });
      expect((await get('../../etc/passwd')).statusCode).toBe(400);
      expect((await get('sip-basics.PNG')).statusCode).toBe(400);
      expect((await h.app.inject({ method: 'GET', url: '/api/v1/content/thumbnail' })).statusCode).toBe(400);
      expect((await get('no-such-picture.png')).statusCode).toBe(404);
      expect((await get('sip-basics.png')).statusCode).toBe(200);
    });
  });

  describe('the festive-branding PDF', () => {
    it("answers the address of a real PDF with the advisor's name and ARN", async () => {
      const rohan = await h.signIn('9000000002');
      await database.db.update(agent).set({ arn: 'ARN-271828', euin: 'E123456' }).where(eq(agent.id, sanchayId));
      const url = z.string().parse(ok(await rohan.get(FESTIVE, festiveQuery)));
      const res = await rohan.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      const text = await pdfText(res.rawPayload, '');
      expect(text).toContain('Happy Diwali');
      expect(text).toContain('Rohan Mehta');
      expect(text).toContain('ARN-271828');
    });

    it('refuses other templates, festivals and languages (400) and everyone but the advisor', async () => {
      const rohan = await h.signIn('9000000002');
      for (const bad of [{ templateType: 'PNG' }, { brandingType: 'HOLI' }, { lang: 'xx' }, { lang: '' }]) {
        failed(await rohan.get(FESTIVE, { ...festiveQuery, ...bad }), 400);
      }
      failed(await rohan.get('/api/v1/agent/SANCHAY01/festive-branding.pdf', { brandingType: 'HOLI', lang: 'en' }), 400);
      for (const [who, b, status] of await refusals()) {
        expect((await send(b, 'GET', FESTIVE, undefined, festiveQuery)).statusCode, who).toBe(status);
        expect((await send(b, 'GET', advisorHomePaths.festiveBrandingPdf('SANCHAY01', 'DIWALI', 'en'))).statusCode, who).toBe(status);
      }
    });
  });
});
