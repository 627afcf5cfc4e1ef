import { z } from 'zod';
import { onboardingMessages } from '../onboarding/onboarding-messages';

// Spec 2 §3 "Answer record" and §5 "Risk answer": the browser's form and the server's body schema.

const mandatory = onboardingMessages.riskProfile.mandatory;
/** Kept within the database's integer columns: a larger attempt number was a 500 (issue 8 fuzz). */
const positiveInt = z.number().int().positive().max(2_147_483_647);

/** An answer must be chosen before Next or Submit: 'This is a mandatory question.' */
export const riskAnswerChoiceSchema = z.number({ error: mandatory }).int({ error: mandatory }).positive({ error: mandatory });

export const riskAnswerRecordSchema = z.object({
  questionNo: positiveInt,
  answerOptionId: riskAnswerChoiceSchema,
  /** The version of the questions the browser showed; a stale one is refused. */
  riskProfileVersion: positiveInt,
  /** The number of questions the browser showed; it must match the version's. */
  totalQuestionsCount: positiveInt,
  userAttemptId: positiveInt,
  /** Set on the last question's Submit: score the attempt and keep the result. */
  isCalculateRiskScore: z.boolean().default(false),
});
export type RiskAnswerRecord = z.infer<typeof riskAnswerRecordSchema>;
export type RiskAnswerRecordInput = z.input<typeof riskAnswerRecordSchema>;
