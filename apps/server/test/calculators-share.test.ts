import { calculatorShareAnswer, interestedPath, leadList, leadsPath, sharedCalculator, sharedCalculatorPath, type ShareCalculatorBody } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { agent, calculatorShare, shortLink } from '../src/db/schema';
import { addAgent, addUser, failed, ok, rows, startHarness, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';
import { INTERESTED_LEADS_PER_LINK_PER_HOUR } from '../src/features/calculators';

// Calculator sharing (issue 13 §4; spec 3 §4 "Calculator sharing", §5, §6, §7; decisions 0132,
// 0133): the advisor's share saves the popup's customer as a lead, makes a short link that the
// product redirects and a real PNG; the shared landing's I'm Interested is a lead for the advisor
// who shared.

const SIP: ShareCalculatorBody['inputs'] = { calculator: 'sip', investmentAmt: 5000, rateOfReturn: 8, timePeriod: 10 };

forEachDatabase('calculator sharing', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
    h = await startHarness(database);
    const sanchay = await addAgent(database, 'SANCHAY01', 'Rohan Mehta');
    const other = await addAgent(database, 'OTHER02', 'Kiran Joshi');
    for (const [mobile, name, id] of [
      ['9000000002', 'Rohan Mehta', sanchay],
      ['9100000002', 'Kiran Joshi', other],
    ] as const) {
      const userId = await addUser(database, { mobile, name });
      await database.db.update(agent).set({ userId }).where(eq(agent.id, id));
    }
    await addUser(database, { mobile: '9000000003', name: 'Priya Nair', agentCode: 'SANCHAY01' });
  });
  afterEach(async () => {
    await h?.close();
    await database?.close();
  });

  const share = (b: Awaited<ReturnType<Harness['signIn']>>, customer: Record<string, string>, requestKey = 'share-key-0001') =>
    b.post('/api/v1/calculators/share', { inputs: SIP, customer, requestKey });

  it("saves the popup's customer as a lead, answers a short link the product redirects, a PNG and a WhatsApp link", async () => {
    const rohan = await h.signIn('9000000002');
    const answer = calculatorShareAnswer.parse(ok(await share(rohan, { customerName: '  ravi   kumar ', customerMobile: '9876543210' })));
    expect(answer.leadSaved).toBe(true);
    expect(answer.shortenUrl).toMatch(/^http:\/\/localhost:\d+\/s\/[A-Za-z0-9]{8}$/);
    expect(answer.whatsappUrl.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(decodeURIComponent(answer.whatsappUrl.split('?text=')[1]!)).toContain(answer.shortenUrl);
    expect(decodeURIComponent(answer.whatsappUrl)).toContain('₹9,20,828.38');

    const leads = leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads;
    expect(leads.map((l) => [l.tag, l.source, l.investorName, l.investorMobileNo])).toEqual([['mf_interested', 'calculator_share', 'Ravi Kumar', '9876543210']]);

    // The short link: a redirect to the landing inside the web app.
    const code = answer.fileId;
    const redirect = await h.app.inject({ method: 'GET', url: `/s/${code}` });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(`/v1/sip-calculator?share=${code}`);
    const unknown = await h.app.inject({ method: 'GET', url: '/s/ZZZZZZZZ' });
    expect([unknown.statusCode, unknown.headers.location]).toEqual([302, '/v1/home?error=404']);

    // The landing's data and the image, for anyone with the link.
    const guest = h.browser();
    expect(sharedCalculator.parse(ok(await guest.get(sharedCalculatorPath(code))))).toEqual({
      ...SIP,
      advisorName: 'Rohan Mehta',
      imagePath: `/api/v1/calculators/shared/${code}/image`,
    });
    const image = await h.app.inject({ method: 'GET', url: `/api/v1/calculators/shared/${code}/image` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    failed(await guest.get(sharedCalculatorPath('ZZZZZZZZ')), 404);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/calculators/shared/ZZZZZZZZ/image' })).statusCode).toBe(404);
  });

  it('shares without a lead when the popup is left empty, and refuses one of the two alone', async () => {
    const rohan = await h.signIn('9000000002');
    const answer = calculatorShareAnswer.parse(ok(await share(rohan, {})));
    expect(answer.leadSaved).toBe(false);
    expect(answer.whatsappUrl.startsWith('https://wa.me/?text=')).toBe(true);
    expect(failed(await share(rohan, { customerMobile: '9876543210' }, 'share-key-0002'), 400).fieldErrors).toMatchObject({
      'customer.customerName': messages.calculator.customerNameMandatory,
    });
    expect(leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads).toEqual([]);
  });

  it('refuses inputs outside the bounds, and anyone but an advisor signed in with their own account', async () => {
    const rohan = await h.signIn('9000000002');
    failed(await rohan.post('/api/v1/calculators/share', { inputs: { ...SIP, investmentAmt: 100001 }, customer: {}, requestKey: 'share-key-0003' }), 400);
    failed(await rohan.post('/api/v1/calculators/share', { inputs: { ...SIP, rateOfReturn: 31 }, customer: {}, requestKey: 'share-key-0004' }), 400);
    const priya = await h.signIn('9000000003');
    expect(failed(await share(priya, {}), 403).message).toBe(productMessages.calculator.advisorOnly);
    const guest = h.browser();
    ok(await guest.get('/api/v1/login/get-current-user'));
    failed(await share(guest, {}), 401);
    expect(await rows(database, sql`select code from short_link`)).toEqual([]);
  });

  it('has a Drizzle schema that follows 0088 (columns, nullability)', async () => {
    for (const table of [shortLink, calculatorShare]) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        database,
        sql`select column_name, is_nullable from information_schema.columns
            where table_name = ${config.name} and table_schema = current_schema()`,
      );
      const pairs = columns.map((c): [string, boolean] => [c.column_name, c.is_nullable === 'YES']).sort();
      expect(pairs, config.name).toEqual(config.columns.map((c): [string, boolean] => [c.name, !c.notNull]).sort());
    }
  });

  it("I'm Interested makes an mf_interested lead for the advisor who shared, once per request key", async () => {
    const rohan = await h.signIn('9000000002');
    const code = calculatorShareAnswer.parse(ok(await share(rohan, {}))).fileId;
    const visitor = h.browser();
    ok(await visitor.get('/api/v1/login/get-current-user'));
    const body = { userName: 'Anita Desai', mobile: '9812345678', emailId: 'anita@example.com', requestKey: 'interest-0001' };
    const answers = await Promise.all([1, 2].map(() => visitor.post(interestedPath(code), body)));
    for (const a of answers) expect(ok<{ message: string }>(a).message).toBe(productMessages.calculator.interestedThanks);
    const leads = leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads;
    expect(leads.map((l) => [l.tag, l.source, l.investorName, l.investorMobileNo, l.investorEmailId])).toEqual([
      ['mf_interested', 'shared_link', 'Anita Desai', '9812345678', 'anita@example.com'],
    ]);
    // The other advisor gets nothing; the form's rules are the spec's.
    const kiran = await h.signIn('9100000002');
    expect(leadList.parse(ok(await kiran.get(leadsPath('OTHER02')))).leads).toEqual([]);
    expect(failed(await visitor.post(interestedPath(code), { ...body, userName: '', emailId: '' }), 400).fieldErrors).toMatchObject({
      userName: messages.calculator.fullNameRequired,
      emailId: messages.calculator.emailRequired,
    });
    failed(await visitor.post(interestedPath('ZZZZZZZZ'), body), 404);
  });
  it("I'm Interested on one link makes at most 20 leads an hour (a retried click still answers); then 429, and an hour later again", async () => {
    const rohan = await h.signIn('9000000002');
    const code = calculatorShareAnswer.parse(ok(await share(rohan, {}))).fileId;
    const visitor = h.browser();
    ok(await visitor.get('/api/v1/login/get-current-user'));
    // The share itself made the popup's lead (source calculator_share); these are the link's own.
    const interested = (n: number) => ({ userName: 'Anita Desai', mobile: '9812345678', emailId: 'anita@example.com', requestKey: `interest-${String(n).padStart(4, '0')}` });
    for (let n = 1; n <= INTERESTED_LEADS_PER_LINK_PER_HOUR; n++) ok(await visitor.post(interestedPath(code), interested(n)));
    const refused = await visitor.post(interestedPath(code), interested(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(failed(refused, 429).message).toBe(productMessages.calculator.interestedTooMany);
    // A retry of a click already taken is the same lead, answered, not limited.
    ok(await visitor.post(interestedPath(code), interested(1)));
    const linkLeads = async () => leadList.parse(ok(await rohan.get(leadsPath('SANCHAY01')))).leads.filter((l) => l.source === 'shared_link').length;
    expect(await linkLeads()).toBe(INTERESTED_LEADS_PER_LINK_PER_HOUR);
    h.advance(3601);
    // An hour on, both sessions have idled out: a new visit, and the advisor signs in again.
    const later = h.browser();
    ok(await later.get('/api/v1/login/get-current-user'));
    ok(await later.post(interestedPath(code), interested(99)));
    const rohanLater = await h.signIn('9000000002');
    expect(leadList.parse(ok(await rohanLater.get(leadsPath('SANCHAY01')))).leads.filter((l) => l.source === 'shared_link')).toHaveLength(INTERESTED_LEADS_PER_LINK_PER_HOUR + 1);
  });
});

describe('the share image', () => {
  it('draws the figures of the result', async () => {
    const { shareImageSvg } = await import('../src/features/calculators');
    const svg = shareImageSvg({ calculator: 'goal', investmentAmt: 500000, rateOfReturn: 8, timePeriod: 10, advisorName: 'R & D <Advisors>' });
    expect(svg).toContain('₹2,714.95');
    expect(svg).toContain('R &amp; D &lt;Advisors&gt;');
  });
});
