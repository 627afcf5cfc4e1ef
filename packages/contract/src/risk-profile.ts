import { riskAnswerRecordSchema } from '@sanchay/domain';
import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The risk profile (spec 2 §3 "Risk question and answer", §4 "Risk profile", §7 the risk calls):
 * the signed-in user's own attempts, answers and results only (401 signed out). The questions
 * come from the domain's current version; scores never leave the server. Decision 0015.
 */
export const RiskProfileErrorEnum = {
  /** The browser answered an older (or unknown) version of the questions: reload them. */
  RISK_PROFILE_VERSION_CHANGED: 'RISK_PROFILE_VERSION_CHANGED',
  /** No attempt with that userAttemptId for this user and version. */
  RISK_ATTEMPT_NOT_FOUND: 'RISK_ATTEMPT_NOT_FOUND',
  /** The attempt was submitted: a retake starts a new one. */
  RISK_ATTEMPT_COMPLETED: 'RISK_ATTEMPT_COMPLETED',
} as const;
export type RiskProfileErrorEnum = (typeof RiskProfileErrorEnum)[keyof typeof RiskProfileErrorEnum];

const version = z.coerce.number().int().positive();

export const riskAnswerOption = z.object({
  answerOptionId: z.number().int(),
  answerDescription: z.string(),
  questionNo: z.number().int(),
});

export const riskQuestionView = z.object({
  questionNo: z.number().int(),
  description: z.string(),
  riskProfileVersion: z.number().int(),
  answerOptions: z.array(riskAnswerOption),
});
export type RiskQuestionView = z.infer<typeof riskQuestionView>;

export const riskQuestions = z.object({
  riskProfileVersion: z.number().int(),
  totalQuestionsCount: z.number().int(),
  questions: z.array(riskQuestionView),
});
export type RiskQuestions = z.infer<typeof riskQuestions>;

/** An attempt of the signed-in user and the answers saved in it so far (the last per question). */
export const riskAttempt = z.object({
  userAttemptId: z.number().int(),
  riskProfileVersion: z.number().int(),
  totalQuestionsCount: z.number().int(),
  answers: z.array(z.object({ questionNo: z.number().int(), answerOptionId: z.number().int() })),
  /** The first question without an answer; null when all are answered. The survey resumes there. */
  nextQuestionNo: z.number().int().nullable(),
  completed: z.boolean(),
});
export type RiskAttempt = z.infer<typeof riskAttempt>;

export const riskSuggestedCategory = z.object({ category: z.string(), subCategory: z.string() });

/** Spec 2 §3 "Result", with what the result page shows. */
export const riskProfileResult = z.object({
  riskProfileClassId: z.number().int().min(1).max(6),
  riskProfileName: z.string(),
  riskProfileVersion: z.number().int(),
  description: z.string(),
  suggestedCategories: z.array(riskSuggestedCategory),
  userAttemptId: z.number().int(),
  /** ISO instant of the Submit. */
  calculatedAt: z.iso.datetime({ offset: true }),
});
export type RiskProfileResult = z.infer<typeof riskProfileResult>;

export const riskAnswerSaved = z.object({
  attempt: riskAttempt,
  /** The new result when the answer was saved with isCalculateRiskScore, else null. */
  riskProfileResult: riskProfileResult.nullable(),
});
export type RiskAnswerSaved = z.infer<typeof riskAnswerSaved>;

export const riskProfileRoutes = {
  getRiskQuestions: defineRoute({
    method: 'GET',
    path: '/api/v1/risk-profile/questions',
    summary: 'The current version of the risk questions with their answer options (no scores); 401 when signed out',
    tags: ['risk-profile'],
    access: 'signedIn',
    response: riskQuestions,
  }),
  getRiskAttempt: defineRoute({
    method: 'GET',
    path: '/api/v1/risk-profile/attempt',
    summary:
      "The signed-in user's unfinished attempt of that version with its saved answers, or null; 409 RISK_PROFILE_VERSION_CHANGED for an old version",
    tags: ['risk-profile'],
    access: 'signedIn',
    query: z.object({ riskProfileVersion: version }),
    response: riskAttempt.nullable(),
  }),
  startRiskAttempt: defineRoute({
    method: 'POST',
    path: '/api/v1/risk-profile/attempt',
    summary:
      "Let's Begin / Retake: the unfinished attempt if there is one (a double click starts nothing twice), else a new attempt with the next userAttemptId",
    tags: ['risk-profile'],
    access: 'signedIn',
    body: z.object({ riskProfileVersion: version }),
    response: riskAttempt,
  }),
  saveRiskAnswer: defineRoute({
    method: 'POST',
    path: '/api/v1/risk-profile/answer',
    summary:
      "Saves one answer of the user's attempt (the last per question counts); with isCalculateRiskScore the attempt is scored and its result kept (400 'This is a mandatory question.' naming an unanswered question)",
    tags: ['risk-profile'],
    access: { customerScoped: { caller: 'signedIn', identifiers: [{ in: 'body', field: 'userAttemptId', names: 'riskAttempt' }] } },
    body: riskAnswerRecordSchema,
    response: riskAnswerSaved,
  }),
  getRiskProfileResult: defineRoute({
    method: 'GET',
    path: '/api/v1/risk-profile/result',
    summary: "The signed-in user's latest risk profile result, or null when none",
    tags: ['risk-profile'],
    access: 'signedIn',
    response: riskProfileResult.nullable(),
  }),
};
