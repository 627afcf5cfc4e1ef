import { onboardingMessages } from '../onboarding/onboarding-messages';
import { findRiskAnswerOption, type RiskQuestionnaire } from './questionnaire';
import { riskClassOf, type RiskClass } from './risk-classes';

/** One saved answer: which option of which question. */
export interface RiskAnswer {
  questionNo: number;
  answerOptionId: number;
}

export interface RiskScore {
  totalScore: number;
  /** The class the score alone gives. */
  scoredClassId: number;
  /** The class after the horizon cap: the result. */
  riskClass: RiskClass;
}

export type RiskScoreOutcome =
  | { ok: true; score: RiskScore }
  /** Spec 2 §5: every question is mandatory; the first unanswered (or wrongly answered) question. */
  | { ok: false; questionNo: number; message: string };

/** The class of a total score by the version's boundaries (class 1 below the second boundary). */
export function riskClassIdForScore(questionnaire: RiskQuestionnaire, totalScore: number): number {
  let classId = 1;
  questionnaire.classMinScores.forEach((min, i) => {
    if (totalScore >= min) classId = i + 1;
  });
  return classId;
}

/**
 * Scores a complete set of answers of one version. Later answers to the same question win (the
 * spec's "last answer used"). An answer whose option belongs to another question counts as none.
 */
export function scoreRiskAnswers(questionnaire: RiskQuestionnaire, answers: readonly RiskAnswer[]): RiskScoreOutcome {
  const chosen = new Map<number, number>();
  for (const a of answers) chosen.set(a.questionNo, a.answerOptionId);

  let totalScore = 0;
  let maxClassId = 6;
  for (const q of questionnaire.questions) {
    const optionId = chosen.get(q.questionNo);
    const option = optionId === undefined ? undefined : findRiskAnswerOption(questionnaire, q.questionNo, optionId);
    if (!option) return { ok: false, questionNo: q.questionNo, message: onboardingMessages.riskProfile.mandatory };
    totalScore += option.score;
    const cap = questionnaire.caps.find((c) => c.answerOptionId === option.answerOptionId);
    if (cap) maxClassId = Math.min(maxClassId, cap.maxClassId);
  }
  const scoredClassId = riskClassIdForScore(questionnaire, totalScore);
  const riskClass = riskClassOf(Math.min(scoredClassId, maxClassId));
  if (!riskClass) throw new Error(`No risk class for score ${totalScore}`);
  return { ok: true, score: { totalScore, scoredClassId, riskClass } };
}

/** The questions still unanswered, in order (the survey resumes at the first of them). */
export function unansweredQuestions(questionnaire: RiskQuestionnaire, answers: readonly RiskAnswer[]): number[] {
  const answered = new Set(
    answers
      .filter((a) => findRiskAnswerOption(questionnaire, a.questionNo, a.answerOptionId))
      .map((a) => a.questionNo),
  );
  return questionnaire.questions.map((q) => q.questionNo).filter((n) => !answered.has(n));
}
