import type { RiskAnswerSaved, RiskAttempt, RiskProfileResult, RiskQuestions } from '@sanchay/contract';
import {
  currentRiskQuestionnaire,
  findRiskAnswerOption,
  messages,
  riskClassOf,
  scoreRiskAnswers,
  unansweredQuestions,
  type RiskAnswerRecord,
  type RiskQuestionnaire,
  type Clock,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/app-errors';
import { attemptCompleted, attemptNotFound, versionChanged } from './risk-profile-errors';
import {
  completeAttempt,
  findAttemptForUpdate,
  findLatestResult,
  findOpenAttempt,
  findResultOfAttempt,
  insertAttempt,
  listAnswers,
  lockUser,
  maxUserAttemptId,
  upsertAnswer,
  type AttemptRow,
  type DbOrTx,
  type ResultRow,
} from './risk-profile.queries';

const mandatory = messages.onboarding.riskProfile.mandatory;

export interface RiskProfileServiceOptions {
  database: Database;
  clock: Clock;
  /** The questionnaire asked now; the domain's current version unless a test gives another. */
  questionnaire?: () => RiskQuestionnaire;
}

/**
 * The risk profile of spec 2 §4: attempts, answers, scoring and results of one signed-in user.
 * The caller (the route) passes the session's user id: a user reaches only their own attempts.
 */
export class RiskProfileService {
  private readonly questionnaire: () => RiskQuestionnaire;

  constructor(private readonly options: RiskProfileServiceOptions) {
    this.questionnaire = options.questionnaire ?? currentRiskQuestionnaire;
  }

  /** The current questions and options, without their scores. */
  questions(): RiskQuestions {
    const q = this.questionnaire();
    return {
      riskProfileVersion: q.riskProfileVersion,
      totalQuestionsCount: q.questions.length,
      questions: q.questions.map((question) => ({
        questionNo: question.questionNo,
        description: question.description,
        riskProfileVersion: question.riskProfileVersion,
        answerOptions: question.answerOptions.map(({ answerOptionId, answerDescription, questionNo }) => ({
          answerOptionId,
          answerDescription,
          questionNo,
        })),
      })),
    };
  }

  /** The unfinished attempt to resume, or null. An old version is refused: its questions are gone. */
  async openAttempt(userId: string, version: number): Promise<RiskAttempt | null> {
    const q = this.current(version);
    const db = this.options.database.db;
    const attempt = await findOpenAttempt(db, userId, q.riskProfileVersion);
    return attempt ? this.describeAttempt(db, q, attempt) : null;
  }

  /** Let's Begin / Retake: the unfinished attempt when there is one, else the next new one. */
  async startAttempt(userId: string, version: number): Promise<RiskAttempt> {
    const q = this.current(version);
    return this.options.database.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const open = await findOpenAttempt(tx, userId, q.riskProfileVersion);
      if (open) return this.describeAttempt(tx, q, open);
      const attempt = await insertAttempt(tx, {
        userId,
        riskProfileVersion: q.riskProfileVersion,
        userAttemptId: (await maxUserAttemptId(tx, userId, q.riskProfileVersion)) + 1,
        startedAt: this.options.clock.now(),
      });
      return this.describeAttempt(tx, q, attempt);
    });
  }

  /**
   * Saves one answer (replacing an earlier answer to the question). With isCalculateRiskScore the
   * attempt is scored and closed; if a question is still unanswered the answer stays saved and the
   * call fails with 'This is a mandatory question.' naming that question.
   */
  async saveAnswer(userId: string, record: RiskAnswerRecord): Promise<RiskAnswerSaved> {
    const q = this.current(record.riskProfileVersion);
    if (record.totalQuestionsCount !== q.questions.length) throw versionChanged();
    if (!findRiskAnswerOption(q, record.questionNo, record.answerOptionId)) {
      throw new ValidationError(mandatory, { answerOptionId: mandatory });
    }
    const now = this.options.clock.now();

    const outcome = await this.options.database.db.transaction(async (tx) => {
      const attempt = await findAttemptForUpdate(tx, userId, q.riskProfileVersion, record.userAttemptId);
      if (!attempt) throw attemptNotFound();
      if (attempt.completedAt) return this.repeatedSubmit(tx, q, attempt, record);

      await upsertAnswer(tx, { attemptId: attempt.id, questionNo: record.questionNo, answerOptionId: record.answerOptionId, answeredAt: now });
      if (!record.isCalculateRiskScore) {
        return { saved: { attempt: await this.describeAttempt(tx, q, attempt), riskProfileResult: null } };
      }
      const scored = scoreRiskAnswers(q, await listAnswers(tx, attempt.id));
      if (!scored.ok) return { missingQuestionNo: scored.questionNo };
      await completeAttempt(tx, attempt, {
        riskProfileClassId: scored.score.riskClass.riskProfileClassId,
        totalScore: scored.score.totalScore,
        at: now,
      });
      const closed = { ...attempt, completedAt: now };
      const result = await findResultOfAttempt(tx, attempt.id);
      return { saved: { attempt: await this.describeAttempt(tx, q, closed), riskProfileResult: describeResult(result!) } };
    });
    if ('missingQuestionNo' in outcome) {
      // After the commit: the answer just given is kept for when the user comes back to it.
      throw new ValidationError(mandatory, { [`questionNo.${outcome.missingQuestionNo}`]: mandatory });
    }
    return outcome.saved;
  }

  /** The newest result of the user, or null. */
  async latestResult(userId: string): Promise<RiskProfileResult | null> {
    const row = await findLatestResult(this.options.database.db, userId);
    return row ? describeResult(row) : null;
  }

  private current(version: number): RiskQuestionnaire {
    const q = this.questionnaire();
    if (version !== q.riskProfileVersion) throw versionChanged();
    return q;
  }

  /**
   * A Submit that reaches a submitted attempt: a retry of the same Submit (its reply was lost)
   * gets the same result; anything else is refused, since a submitted attempt never changes.
   */
  private async repeatedSubmit(
    tx: DbOrTx,
    q: RiskQuestionnaire,
    attempt: AttemptRow,
    record: RiskAnswerRecord,
  ): Promise<{ saved: RiskAnswerSaved }> {
    const stored = (await listAnswers(tx, attempt.id)).find((a) => a.questionNo === record.questionNo);
    const result = await findResultOfAttempt(tx, attempt.id);
    if (!record.isCalculateRiskScore || stored?.answerOptionId !== record.answerOptionId || !result) throw attemptCompleted();
    return { saved: { attempt: await this.describeAttempt(tx, q, attempt), riskProfileResult: describeResult(result) } };
  }

  private async describeAttempt(db: DbOrTx, q: RiskQuestionnaire, attempt: AttemptRow): Promise<RiskAttempt> {
    const answers = await listAnswers(db, attempt.id);
    return {
      userAttemptId: attempt.userAttemptId,
      riskProfileVersion: attempt.riskProfileVersion,
      totalQuestionsCount: q.questions.length,
      answers,
      nextQuestionNo: unansweredQuestions(q, answers)[0] ?? null,
      completed: attempt.completedAt !== null,
    };
  }
}

function describeResult(row: ResultRow): RiskProfileResult {
  const riskClass = riskClassOf(row.riskProfileClassId);
  if (!riskClass) throw new Error(`Unknown risk class ${row.riskProfileClassId}`);
  return {
    riskProfileClassId: riskClass.riskProfileClassId,
    riskProfileName: riskClass.riskProfileName,
    riskProfileVersion: row.riskProfileVersion,
    description: riskClass.description,
    suggestedCategories: riskClass.suggestedCategories.map(({ category, subCategory }) => ({ category, subCategory })),
    userAttemptId: row.userAttemptId,
    calculatedAt: row.calculatedAt.toISOString(),
  };
}
