import { messages, productMessages } from '@sanchay/domain';
import { nfoShareRoutes, sessionRoutes } from '@sanchay/contract';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { addAgent, addUser, failed as fail, ok, rows, startHarness, type Browser, type Harness, advisorAskingToActFor } from './session-test-kit';
import { forEachDatabase } from './test-database';

// Issue 13 §5: an advisor shares an NFO's link with a customer by e-mail or SMS (queued in the
// outbox with the site's public address and the NFO's closing date), only on the advisor's session
// for a customer mapped to that advisor (decision 0137). PGlite, and PostgreSQL with TEST_DATABASE_URL.

const PATH = nfoShareRoutes.shareNfoLink.path;
const AGENT = 'SANCHAY07';
const PUBLIC_URL = 'https://sanchay.example';
const NFO = 990041;

forEachDatabase('sharing an NFO link', (open) => {
  let database: Database;
  let h: Harness;

  beforeEach(async () => {
    database = await open();
    await database.db.execute(sql`INSERT INTO amc (id, name) VALUES (990, 'SBI Mutual Fund')`);
    await database.db.execute(sql`INSERT INTO scheme (amfi_code, amc_id, name, plan, option, category, sub_category, nfo_open_date, nfo_close_date, min_lumpsum_amount, min_sip_amount)
      VALUES (${NFO}, 990, 'SBI Quant Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Sectoral & Thematic', '2026-09-01', '2026-09-15', 5000, 500),
             (990042, 990, 'SBI Bluechip Fund - Direct Plan - Growth', 'Direct', 'Growth', 'Equity', 'Large Cap', NULL, NULL, 5000, 500)`);
    await addAgent(database, AGENT, 'Rohan Mehta');
    h = await startHarness(database, ['123456'], { config: { publicUrl: PUBLIC_URL } });
  });
  afterEach(async () => {
    await h.close();
    await database.close();
  });

  /** The advisor asking to act for the customer of `mobile` (session-test-kit's advisorAskingToActFor). */
  const advisorFor = (mobile: string, agentCode = AGENT) => advisorAskingToActFor(h, database, mobile, agentCode);

  /** The advisor acting for the customer of `mobile`. */
  async function onAdvisorHost(mobile: string, agentCode = AGENT): Promise<Browser> {
    const { b, consent } = await advisorFor(mobile, agentCode);
    expect(ok<{ otpMatched: boolean }>(consent).otpMatched).toBe(true);
    return b;
  }

  const outbox = () =>
    rows<{ channel: string; recipient: string; subject: string | null; body: string }>(
      database,
      sql`SELECT channel, recipient, subject, body FROM notification_outbox WHERE kind = 'nfo-link' ORDER BY created_at, id`,
    );

  describe('share NFO link', () => {
    it("queues the NFO's fund page by SMS or e-mail on the advisor's session, with its closing date", async () => {
      await addUser(database, { mobile: '9876500011', name: 'Meera Iyer', agentCode: AGENT });
      const advisor = await onAdvisorHost('9876500011');

      expect(ok<{ message: string }>(await advisor.post(PATH, { type: 'sms', value: '9876543210', schemeId: NFO })).message).toBe(messages.nfo.shareSuccess);
      expect(ok<{ message: string }>(await advisor.post(PATH, { type: 'email', value: ' Meera@Example.com ', schemeId: NFO })).message).toBe(
        'NFO link shared successfully!!!',
      );
      const sent = await outbox();
      expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
        ['sms', '9876543210'],
        ['email', 'meera@example.com'],
      ]);
      // The display name (decision 0033), not AMFI's record.
      expect(sent[1]!.subject).toBe('New fund offer: SBI Quant Fund');
      for (const m of sent) {
        expect(m.body).toContain('Rohan Mehta');
        expect(m.body).toContain('closes on 15/09/2026');
        const link = new URL(/https:\/\/\S+/.exec(m.body)![0]);
        expect(link.origin + link.pathname.split('/').slice(0, 3).join('/')).toBe(`${PUBLIC_URL}/v1/mutual-fund-detail`);
        expect(Object.fromEntries(link.searchParams)).toEqual({ schemeId: String(NFO), nfoType: 'upcoming' });
      }
    });

    it('refuses anyone but the advisor of the customer, a fund that is not an NFO, and bad addresses; nothing queued', async () => {
      await addUser(database, { mobile: '9876500021', name: 'Meera Iyer', agentCode: AGENT });
      await addUser(database, { mobile: '9876500023', name: 'Asha Rao' });
      const body = { type: 'sms', value: '9876543210', schemeId: NFO };

      // The customer herself, not on the advisor host.
      expect(fail(await (await h.signIn('9876500021')).post(PATH, body), 403).message).toBe(productMessages.share.advisorOnly);
      // The customer herself on her advisor's host is no advisor either (decision 0138).
      const herself = h.browser({ host: 'pro.sanchay.example' });
      ok(await herself.get(sessionRoutes.getCurrentUser.path, { agentCode: AGENT }));
      ok(await herself.post(sessionRoutes.userLogin.path, { mobile: '9876500021', password: 'Sanchay@123' }));
      expect(fail(await herself.post(PATH, body), 403).message).toBe(productMessages.share.advisorOnly);
      // The advisor cannot open a customer of no advisor, and shares nothing in his own account.
      const { b: notActing, consent } = await advisorFor('9876500023');
      expect(fail(consent, 403).message).toBe(productMessages.acting.notYourCustomer);
      expect(fail(await notActing.post(PATH, body), 403).message).toBe(productMessages.share.advisorOnly);
      // Signed out.
      fail(await h.browser().post(PATH, body), 401);

      const advisor = await onAdvisorHost('9876500021');
      // A fund that is not an NFO, and one that does not exist.
      fail(await advisor.post(PATH, { ...body, schemeId: 990042 }), 404);
      fail(await advisor.post(PATH, { ...body, schemeId: 990099 }), 404);
      // Bad addresses: the field's message.
      const sms = fail(await advisor.post(PATH, { ...body, value: '98765' }), 400);
      expect(sms.fieldErrors).toEqual({ value: messages.share.smsTenDigits });
      expect(fail(await advisor.post(PATH, { ...body, type: 'email', value: 'meera@' }), 400).fieldErrors?.value).toBe(messages.validation.emailInvalid);
      expect(await outbox()).toEqual([]);
    });
  });
});
