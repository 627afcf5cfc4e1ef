// The risk profile routes (spec 2 §3, §4, §5, §7) through app.inject: on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set. Resume, retake, the mandatory question, version changes, and that
// a user reaches only their own attempts.
import {
  RiskProfileErrorEnum,
  riskProfileRoutes,
  type RiskAnswerSaved,
  type RiskAttempt,
  type RiskProfileResult,
  type RiskQuestions,
} from '@sanchay/contract';
import { RISK_QUESTIONNAIRE_V1, type RiskQuestionnaire } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { riskProfileAnswer, riskProfileAttempt, riskProfileResult } from '../src/db/schema';
import { RiskProfileService } from '../src/features/risk-profile';
import { addUser, failed, ok, rows, startHarness, type Browser, type Harness } from './session-test-kit';
import { forEachDatabase } from './test-database';

const R = riskProfileRoutes;
const P = { current: '/api/v1/login/get-current-user' };

/** Option ids by question, version 1: a total of 21 (Moderately High) and of 36 (Very High). */
const MODERATELY_HIGH = [14, 24, 33, 43, 53, 63, 73, 83, 93];
const VERY_HIGH = [15, 25, 35, 45, 55, 65, 74, 85, 95];

const record = (userAttemptId: number, answerOptionId: number, extra: Record<string, unknown> = {}) => ({
  questionNo: Math.floor(answerOptionId / 10),
  answerOptionId,
  riskProfileVersion: 1,
  totalQuestionsCount: 9,
  userAttemptId,
  isCalculateRiskScore: false,
  ...extra,
});

forEachDatabase('risk profile routes', (open) => {
  let database: Database;
  let h: Harness;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    h = await startHarness(database);
  });
  afterEach(async () => {
    await h?.close();
  });

  const signedIn = (mobile: string): Promise<Browser> => h.signIn(mobile);
  const start = async (b: Browser) => ok<RiskAttempt>(await b.post(R.startRiskAttempt.path, { riskProfileVersion: 1 }));
  const answer = async (b: Browser, attempt: number, optionId: number, extra: Record<string, unknown> = {}) =>
    b.post(R.saveRiskAnswer.path, record(attempt, optionId, extra));
  /** Answers every option given; the last one with Submit. */
  const answerAll = async (b: Browser, attempt: number, optionIds: number[]) => {
    for (const id of optionIds.slice(0, -1)) ok(await answer(b, attempt, id));
    return ok<RiskAnswerSaved>(await answer(b, attempt, optionIds.at(-1)!, { isCalculateRiskScore: true }));
  };

  it('is for signed-in users only, and writes nothing for a guest', async () => {
    const guest = h.browser();
    ok(await guest.get(P.current));
    expect(failed(await guest.get(R.getRiskQuestions.path), 401).message).toBe('You are not authorized to view this page.');
    failed(await guest.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }), 401);
    failed(await guest.post(R.startRiskAttempt.path, { riskProfileVersion: 1 }), 401);
    failed(await answer(guest, 1, 11), 401);
    failed(await guest.get(R.getRiskProfileResult.path), 401);
    expect(await rows(database, sql`select * from risk_profile_attempt`)).toEqual([]);
  });

  it('needs the CSRF token to start or answer', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    failed(await b.post(R.startRiskAttempt.path, { riskProfileVersion: 1 }, { csrf: null }), 403);
  });

  it('serves the current questions with their options and no scores', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    const q = ok<RiskQuestions>(await b.get(R.getRiskQuestions.path));
    expect(q.riskProfileVersion).toBe(1);
    expect(q.totalQuestionsCount).toBe(9);
    expect(q.questions[1]).toMatchObject({
      questionNo: 2,
      riskProfileVersion: 1,
      description: 'How long do you plan to stay invested before you need most of this money?',
    });
    expect(q.questions[1]!.answerOptions[0]).toEqual({ answerOptionId: 21, answerDescription: 'Less than 1 year', questionNo: 2 });
    expect(JSON.stringify(q)).not.toContain('score');
  });

  it('resumes an unfinished attempt with its saved answers, the last answer per question counting', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    expect(ok(await b.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }))).toBeNull();

    const first = await start(b);
    expect(first).toEqual({ userAttemptId: 1, riskProfileVersion: 1, totalQuestionsCount: 9, answers: [], nextQuestionNo: 1, completed: false });
    // Let's Begin twice (double click, second tab): the same attempt.
    expect((await start(b)).userAttemptId).toBe(1);

    for (const id of [11, 22, 31]) ok(await answer(b, 1, id));
    // Previous, then a different answer to question 2.
    const saved = ok<RiskAnswerSaved>(await answer(b, 1, 24));
    expect(saved.riskProfileResult).toBeNull();
    expect(saved.attempt.answers).toEqual([
      { questionNo: 1, answerOptionId: 11 },
      { questionNo: 2, answerOptionId: 24 },
      { questionNo: 3, answerOptionId: 31 },
    ]);

    // Another sign-in (a reload, another device) finds the same place.
    const again = await signedIn('9876543210');
    const resumed = ok<RiskAttempt>(await again.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }));
    expect(resumed).toEqual({ ...saved.attempt, nextQuestionNo: 4 });
    expect(ok(await again.get(R.getRiskProfileResult.path))).toBeNull();
  });

  it('refuses a Submit with an unanswered question, keeping the answer just given', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    await start(b);
    for (const id of [11, 21, 31, 41]) ok(await answer(b, 1, id));
    const refused = failed(await answer(b, 1, 95, { isCalculateRiskScore: true }), 400);
    expect(refused.message).toBe('This is a mandatory question.');
    expect(refused.fieldErrors).toEqual({ 'questionNo.5': 'This is a mandatory question.' });

    const attempt = ok<RiskAttempt>(await b.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }));
    expect(attempt.answers.map((a) => a.answerOptionId)).toEqual([11, 21, 31, 41, 95]);
    expect(attempt).toMatchObject({ nextQuestionNo: 5, completed: false });
    expect(ok(await b.get(R.getRiskProfileResult.path))).toBeNull();
  });

  it('refuses a missing answer, or an option of another question, with the spec\'s message', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    await start(b);
    const { answerOptionId: _omitted, ...withoutAnswer } = record(1, 11);
    const missing = failed(await b.post(R.saveRiskAnswer.path, withoutAnswer), 400);
    expect(missing.message).toBe('This is a mandatory question.');
    expect(missing.fieldErrors).toEqual({ answerOptionId: 'This is a mandatory question.' });

    const wrong = failed(await b.post(R.saveRiskAnswer.path, { ...record(1, 41), questionNo: 1 }), 400);
    expect(wrong.message).toBe('This is a mandatory question.');
    expect(await rows(database, sql`select * from risk_profile_answer`)).toEqual([]);
  });

  it('scores a Submit, keeps the result, and answers a retried Submit with the same result', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    await start(b);
    const saved = await answerAll(b, 1, MODERATELY_HIGH);
    expect(saved.attempt).toMatchObject({ userAttemptId: 1, completed: true, nextQuestionNo: null });
    const expected: RiskProfileResult = {
      riskProfileClassId: 4,
      riskProfileName: 'Moderately High',
      riskProfileVersion: 1,
      description: expect.stringContaining('long term') as unknown as string,
      suggestedCategories: expect.arrayContaining([{ category: 'Equity', subCategory: 'Flexi Cap' }]) as unknown as RiskProfileResult['suggestedCategories'],
      userAttemptId: 1,
      calculatedAt: h.now().toISOString(),
    };
    expect(saved.riskProfileResult).toEqual(expected);
    expect(ok(await b.get(R.getRiskProfileResult.path))).toEqual(expected);
    expect(ok(await b.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }))).toBeNull();

    // The Submit's reply was lost and the browser sends it again: the same result, nothing new.
    h.advance(5);
    const retried = ok<RiskAnswerSaved>(await answer(b, 1, 93, { isCalculateRiskScore: true }));
    expect(retried.riskProfileResult).toEqual(expected);
    // Changing a submitted attempt is refused.
    const changed = failed(await answer(b, 1, 11), 409);
    expect(changed.errorEnum).toBe(RiskProfileErrorEnum.RISK_ATTEMPT_COMPLETED);
    expect(await rows(database, sql`select total_score, risk_profile_class_id from risk_profile_result`)).toEqual([
      { total_score: 21, risk_profile_class_id: 4 },
    ]);
  });

  it('starts a retake as a new attempt; the old result stands until the retake is submitted', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    await start(b);
    await answerAll(b, 1, MODERATELY_HIGH);

    h.advance(60);
    const retake = await start(b);
    expect(retake).toMatchObject({ userAttemptId: 2, answers: [], nextQuestionNo: 1, completed: false });
    ok(await answer(b, 2, 15));
    expect(ok<RiskProfileResult>(await b.get(R.getRiskProfileResult.path)).riskProfileClassId).toBe(4);

    const saved = await answerAll(b, 2, VERY_HIGH);
    expect(saved.riskProfileResult).toMatchObject({ riskProfileClassId: 6, riskProfileName: 'Very High', userAttemptId: 2 });
    expect(ok<RiskProfileResult>(await b.get(R.getRiskProfileResult.path))).toMatchObject({ riskProfileClassId: 6, userAttemptId: 2 });
    expect(await rows(database, sql`select user_attempt_id from risk_profile_attempt order by user_attempt_id`)).toEqual([
      { user_attempt_id: 1 },
      { user_attempt_id: 2 },
    ]);
  });

  it('refuses answers to another version of the questions', async () => {
    await addUser(database, { mobile: '9876543210' });
    const b = await signedIn('9876543210');
    await start(b);
    for (const bad of [{ riskProfileVersion: 2 }, { totalQuestionsCount: 8 }]) {
      const refused = failed(await answer(b, 1, 11, bad), 409);
      expect(refused).toMatchObject({
        errorEnum: RiskProfileErrorEnum.RISK_PROFILE_VERSION_CHANGED,
        message: 'The questionnaire has been updated. Please answer the new questions.',
      });
    }
    failed(await b.get(R.getRiskAttempt.path, { riskProfileVersion: '2' }), 409);
    failed(await b.post(R.startRiskAttempt.path, { riskProfileVersion: 2 }), 409);
    expect(await rows(database, sql`select * from risk_profile_answer`)).toEqual([]);
  });

  it('keeps each user to their own attempts and results', async () => {
    await addUser(database, { mobile: '9876543210', name: 'Asha Verma' });
    await addUser(database, { mobile: '9876543211', name: 'Ravi Kumar' });
    const asha = await signedIn('9876543210');
    await start(asha);
    ok(await answer(asha, 1, 11));
    await answerAll(asha, 1, VERY_HIGH);

    const ravi = await signedIn('9876543211');
    expect(ok(await ravi.get(R.getRiskProfileResult.path))).toBeNull();
    expect(ok(await ravi.get(R.getRiskAttempt.path, { riskProfileVersion: '1' }))).toBeNull();
    // Asha's attempt number means nothing to Ravi.
    expect(failed(await answer(ravi, 1, 12), 404).errorEnum).toBe(RiskProfileErrorEnum.RISK_ATTEMPT_NOT_FOUND);
    // Ravi's own first attempt is his number 1.
    expect((await start(ravi)).userAttemptId).toBe(1);
  });

  it('refuses an attempt number beyond any attempt (not a 500 from the database)', async () => {
    await addUser(database, { mobile: '9876543210', name: 'Asha Verma' });
    const asha = await signedIn('9876543210');
    await start(asha);
    expect(failed(await answer(asha, Number.MAX_SAFE_INTEGER, 11), 400).errorEnum).toBe('VALIDATION_FAILED');
  });

  it('moves to a new version: the old unfinished attempt is not resumed, past results stay', async () => {
    const userId = await addUser(database, { mobile: '9876543210' });
    const v1 = new RiskProfileService({ database, clock: { now: h.now } });
    await v1.startAttempt(userId, 1);
    for (const [i, id] of VERY_HIGH.entries()) {
      await v1.saveAnswer(userId, { ...record(1, id), isCalculateRiskScore: i === VERY_HIGH.length - 1 });
    }
    await v1.startAttempt(userId, 1);
    await v1.saveAnswer(userId, record(2, 11));

    const V2: RiskQuestionnaire = {
      ...RISK_QUESTIONNAIRE_V1,
      riskProfileVersion: 2,
      questions: RISK_QUESTIONNAIRE_V1.questions.map((q) => ({ ...q, riskProfileVersion: 2 })),
    };
    const v2 = new RiskProfileService({ database, clock: { now: h.now }, questionnaire: () => V2 });
    await expect(v2.saveAnswer(userId, record(2, 12))).rejects.toMatchObject({ statusCode: 409 });
    expect(await v2.openAttempt(userId, 2)).toBeNull();
    expect(await v2.startAttempt(userId, 2)).toMatchObject({ userAttemptId: 1, riskProfileVersion: 2, answers: [] });
    expect(await v2.latestResult(userId)).toMatchObject({ riskProfileVersion: 1, riskProfileClassId: 6 });
  });

  it('has a Drizzle schema that follows 0017_risk_profile.sql (columns, nullability)', async () => {
    for (const table of [riskProfileAttempt, riskProfileAnswer, riskProfileResult]) {
      const config = getTableConfig(table);
      const columns = await rows<{ column_name: string; is_nullable: string }>(
        database,
        sql`select column_name, is_nullable from information_schema.columns
            where table_name = ${config.name} and table_schema = current_schema()`,
      );
      const byName = (a: [string, boolean], b: [string, boolean]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
      expect(columns.map((c): [string, boolean] => [c.column_name, c.is_nullable === 'YES']).sort(byName), config.name).toEqual(
        config.columns.map((c): [string, boolean] => [c.name, !c.notNull]).sort(byName),
      );
    }
  });
});
