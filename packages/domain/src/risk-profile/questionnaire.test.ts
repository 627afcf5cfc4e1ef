import { describe, expect, it } from 'vitest';
import { isBrowseClass } from '../catalogue/taxonomy';
import { CURRENT_RISK_PROFILE_VERSION, RISK_QUESTIONNAIRES, currentRiskQuestionnaire, findRiskAnswerOption } from './questionnaire';
import { RISK_CLASSES, riskClassOf } from './risk-classes';
import { riskAnswerRecordSchema } from './risk-answer';

describe.each(Object.values(RISK_QUESTIONNAIRES))('questionnaire version $riskProfileVersion', (q) => {
  it('asks 8 to 10 questions numbered 1…n, each of its own version', () => {
    expect(q.questions.length).toBeGreaterThanOrEqual(8);
    expect(q.questions.length).toBeLessThanOrEqual(10);
    expect(q.questions.map((x) => x.questionNo)).toEqual(q.questions.map((_, i) => i + 1));
    expect(new Set(q.questions.map((x) => x.riskProfileVersion))).toEqual(new Set([q.riskProfileVersion]));
  });

  it('gives every option a unique id, its question number and a score of 0 to 4, with a 0 and a 4 per question', () => {
    const ids = q.questions.flatMap((x) => x.answerOptions.map((o) => o.answerOptionId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const question of q.questions) {
      const scores = question.answerOptions.map((o) => o.score);
      expect(question.answerOptions.every((o) => o.questionNo === question.questionNo)).toBe(true);
      expect(Math.min(...scores)).toBe(0);
      expect(Math.max(...scores)).toBe(4);
    }
  });

  it('has increasing class boundaries inside the reachable score range', () => {
    const max = q.questions.reduce((sum, x) => sum + Math.max(...x.answerOptions.map((o) => o.score)), 0);
    expect(q.classMinScores[0]).toBe(0);
    for (let i = 1; i < q.classMinScores.length; i += 1) expect(q.classMinScores[i]!).toBeGreaterThan(q.classMinScores[i - 1]!);
    expect(q.classMinScores[5]).toBeLessThanOrEqual(max);
  });

  it('caps by real options only', () => {
    for (const cap of q.caps) {
      expect(findRiskAnswerOption(q, Math.floor(cap.answerOptionId / 10), cap.answerOptionId)).toBeDefined();
    }
  });
});

describe('risk classes (spec 2 §3)', () => {
  it('are the spec\'s six, in order', () => {
    expect(RISK_CLASSES.map((c) => `${c.riskProfileClassId} ${c.riskProfileName}`)).toEqual([
      '1 Conservative',
      '2 Moderately Conservative',
      '3 Moderate',
      '4 Moderately High',
      '5 High',
      '6 Very High',
    ]);
    expect(riskClassOf(7)).toBeUndefined();
  });

  it('suggest only categories of the catalogue, without repeats', () => {
    for (const c of RISK_CLASSES) {
      expect(c.suggestedCategories.length).toBeGreaterThan(0);
      expect(c.suggestedCategories.every(isBrowseClass)).toBe(true);
      const keys = c.suggestedCategories.map((s) => `${s.category}/${s.subCategory}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('riskAnswerRecordSchema', () => {
  const record = {
    questionNo: 1,
    answerOptionId: 12,
    riskProfileVersion: CURRENT_RISK_PROFILE_VERSION,
    totalQuestionsCount: currentRiskQuestionnaire().questions.length,
    userAttemptId: 1,
  };

  it('accepts an answer and defaults the calculate flag to false', () => {
    expect(riskAnswerRecordSchema.parse(record)).toEqual({ ...record, isCalculateRiskScore: false });
  });

  it.each([undefined, null, 0, 1.5])('refuses answerOptionId %s with the spec\'s message', (answerOptionId) => {
    const result = riskAnswerRecordSchema.safeParse({ ...record, answerOptionId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This is a mandatory question.');
  });
});
