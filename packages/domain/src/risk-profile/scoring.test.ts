import { describe, expect, it } from 'vitest';
import { RISK_QUESTIONNAIRE_V1 } from './questionnaire';
import { scoreRiskAnswers, unansweredQuestions, type RiskAnswer } from './scoring';

// Golden answer sets at each class boundary of version 1 (README.md). Option ids are
// questionNo × 10 + position; an option scores position − 1, except question 7 (0, 1, 3, 4).
const answers = (...optionIds: number[]): RiskAnswer[] =>
  optionIds.map((answerOptionId) => ({ questionNo: Math.floor(answerOptionId / 10), answerOptionId }));

const outcome = (...optionIds: number[]) => {
  const result = scoreRiskAnswers(RISK_QUESTIONNAIRE_V1, answers(...optionIds));
  if (!result.ok) throw new Error(`not scored: ${result.message}`);
  return { total: result.score.totalScore, classId: result.score.riskClass.riskProfileClassId, name: result.score.riskClass.riskProfileName };
};

describe('scoreRiskAnswers, version 1 boundaries', () => {
  it.each([
    ['the most cautious answers', [11, 21, 31, 41, 51, 61, 71, 81, 91], 0, 1, 'Conservative'],
    ['8, the top of Conservative', [13, 23, 32, 42, 52, 61, 72, 81, 91], 8, 1, 'Conservative'],
    ['9, the start of Moderately Conservative', [13, 23, 32, 42, 52, 61, 72, 81, 92], 9, 2, 'Moderately Conservative'],
    ['14, the top of Moderately Conservative', [13, 23, 33, 43, 53, 62, 72, 82, 92], 14, 2, 'Moderately Conservative'],
    ['15, the start of Moderate', [13, 23, 33, 43, 53, 62, 72, 82, 93], 15, 3, 'Moderate'],
    ['20, the top of Moderate', [14, 24, 33, 43, 53, 63, 73, 82, 93], 20, 3, 'Moderate'],
    ['21, the start of Moderately High', [14, 24, 33, 43, 53, 63, 73, 83, 93], 21, 4, 'Moderately High'],
    ['26, the top of Moderately High', [14, 24, 34, 44, 54, 64, 73, 84, 93], 26, 4, 'Moderately High'],
    ['27, the start of High', [14, 24, 34, 44, 54, 64, 73, 84, 94], 27, 5, 'High'],
    ['31, the top of High', [15, 25, 35, 44, 54, 64, 74, 84, 94], 31, 5, 'High'],
    ['32, the start of Very High', [15, 25, 35, 45, 54, 64, 74, 84, 94], 32, 6, 'Very High'],
    ['the boldest answers', [15, 25, 35, 45, 55, 65, 74, 85, 95], 36, 6, 'Very High'],
  ])('%s', (_label, optionIds, total, classId, name) => {
    expect(outcome(...optionIds)).toEqual({ total, classId, name });
  });

  it('caps money needed within a year at Moderately Conservative, whatever the score', () => {
    const result = scoreRiskAnswers(RISK_QUESTIONNAIRE_V1, answers(15, 21, 35, 45, 55, 65, 74, 85, 95));
    expect(result).toMatchObject({ ok: true, score: { totalScore: 32, scoredClassId: 6, riskClass: { riskProfileClassId: 2 } } });
  });

  it('caps money needed in 1 to 3 years at Moderate', () => {
    expect(outcome(15, 22, 35, 45, 55, 65, 74, 85, 95)).toEqual({ total: 33, classId: 3, name: 'Moderate' });
  });

  it('leaves a low score under the cap alone', () => {
    expect(outcome(11, 21, 31, 41, 51, 61, 71, 81, 91).classId).toBe(1);
  });
});

describe('every question is mandatory (spec 2 §5)', () => {
  it('names the first unanswered question', () => {
    expect(scoreRiskAnswers(RISK_QUESTIONNAIRE_V1, answers(11, 21, 31, 51, 61, 71, 81, 91))).toEqual({
      ok: false,
      questionNo: 4,
      message: 'This is a mandatory question.',
    });
  });

  it('treats an option of another question as no answer', () => {
    const wrong = [...answers(11, 21), { questionNo: 3, answerOptionId: 41 }, ...answers(41, 51, 61, 71, 81, 91)];
    expect(scoreRiskAnswers(RISK_QUESTIONNAIRE_V1, wrong)).toMatchObject({ ok: false, questionNo: 3 });
    expect(unansweredQuestions(RISK_QUESTIONNAIRE_V1, wrong)).toEqual([3]);
  });

  it('uses the last answer to a question', () => {
    expect(outcome(11, 21, 31, 41, 51, 61, 71, 81, 91, 95).total).toBe(4);
  });

  it('lists the unanswered questions in order', () => {
    expect(unansweredQuestions(RISK_QUESTIONNAIRE_V1, answers(21, 51))).toEqual([1, 3, 4, 6, 7, 8, 9]);
  });
});
