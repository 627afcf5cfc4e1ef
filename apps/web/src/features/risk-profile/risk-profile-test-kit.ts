// A stand-in server for the risk profile component tests: get-current-user (signed in) and the
// risk routes over an in-memory attempt, answered through the contract's schemas.
import {
  currentUser,
  riskAnswerSaved,
  riskAttempt,
  riskProfileResult,
  riskProfileRoutes,
  riskQuestions,
  sessionRoutes,
  type RiskAttempt,
  type RiskProfileResult,
  type RiskQuestions,
} from '@sanchay/contract';
import { RISK_QUESTIONNAIRE_V1, riskClassOf } from '@sanchay/domain';
import { vi } from 'vitest';
import { fail, ok, signedInSession } from '../session/testing/session-fixtures';

export const QUESTIONS: RiskQuestions = {
  riskProfileVersion: 1,
  totalQuestionsCount: RISK_QUESTIONNAIRE_V1.questions.length,
  questions: RISK_QUESTIONNAIRE_V1.questions.map((q) => ({
    questionNo: q.questionNo,
    description: q.description,
    riskProfileVersion: 1,
    answerOptions: q.answerOptions.map(({ answerOptionId, answerDescription, questionNo }) => ({ answerOptionId, answerDescription, questionNo })),
  })),
};

export function resultOf(classId: number, userAttemptId = 1): RiskProfileResult {
  const c = riskClassOf(classId)!;
  return {
    riskProfileClassId: c.riskProfileClassId,
    riskProfileName: c.riskProfileName,
    riskProfileVersion: 1,
    description: c.description,
    suggestedCategories: c.suggestedCategories.map(({ category, subCategory }) => ({ category, subCategory })),
    userAttemptId,
    calculatedAt: '2026-08-21T09:00:00.000Z',
  };
}

export interface FakeRiskServer {
  result: RiskProfileResult | null;
  answers: { questionNo: number; answerOptionId: number }[];
  /** Every POST body sent to save-answer, in order. */
  saved: Record<string, unknown>[];
  /** Answers the next matching call with this response instead. */
  override?: (path: string, method: string) => Response | undefined;
}

export function fakeRiskServer(initial: Partial<FakeRiskServer> = {}): FakeRiskServer {
  const server: FakeRiskServer = { result: null, answers: [], saved: [], ...initial };
  const attempt = (): RiskAttempt => {
    const answered = new Set(server.answers.map((a) => a.questionNo));
    return {
      userAttemptId: 1,
      riskProfileVersion: 1,
      totalQuestionsCount: QUESTIONS.totalQuestionsCount,
      answers: [...server.answers].sort((a, b) => a.questionNo - b.questionNo),
      nextQuestionNo: QUESTIONS.questions.find((q) => !answered.has(q.questionNo))?.questionNo ?? null,
      completed: false,
    };
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    const method = init?.method ?? 'GET';
    const replaced = server.override?.(path, method);
    if (replaced) return replaced;
    if (path === sessionRoutes.getCurrentUser.path) return ok(currentUser, signedInSession());
    if (path === riskProfileRoutes.getRiskQuestions.path) return ok(riskQuestions, QUESTIONS);
    if (path === riskProfileRoutes.getRiskProfileResult.path) return ok(riskProfileResult.nullable(), server.result);
    if (path === riskProfileRoutes.startRiskAttempt.path && method === 'POST') return ok(riskAttempt, attempt());
    if (path === riskProfileRoutes.saveRiskAnswer.path) {
      const body = JSON.parse(String(init?.body)) as { questionNo: number; answerOptionId: number; isCalculateRiskScore: boolean };
      server.saved.push(body);
      server.answers = [...server.answers.filter((a) => a.questionNo !== body.questionNo), { questionNo: body.questionNo, answerOptionId: body.answerOptionId }];
      if (body.isCalculateRiskScore) server.result = resultOf(4);
      return ok(riskAnswerSaved, { attempt: attempt(), riskProfileResult: body.isCalculateRiskScore ? server.result : null });
    }
    return fail(503, 'INTERNAL', 'Service unavailable in tests');
  });
  return server;
}
