// Drizzle's view of db/migrations/0017_risk_profile.sql (the SQL file is the truth).
import { integer, pgTable, primaryKey, smallint, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { userAccount } from './identity';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const riskProfileAttempt = pgTable(
  'risk_profile_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => userAccount.id, { onDelete: 'cascade' }),
    riskProfileVersion: integer('risk_profile_version').notNull(),
    userAttemptId: integer('user_attempt_id').notNull(),
    startedAt: instant('started_at').notNull(),
    completedAt: instant('completed_at'),
  },
  (t) => [unique().on(t.userId, t.riskProfileVersion, t.userAttemptId)],
);

export const riskProfileAnswer = pgTable(
  'risk_profile_answer',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => riskProfileAttempt.id, { onDelete: 'cascade' }),
    questionNo: integer('question_no').notNull(),
    answerOptionId: integer('answer_option_id').notNull(),
    answeredAt: instant('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionNo] })],
);

export const riskProfileResult = pgTable('risk_profile_result', {
  attemptId: uuid('attempt_id')
    .primaryKey()
    .references(() => riskProfileAttempt.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  riskProfileVersion: integer('risk_profile_version').notNull(),
  riskProfileClassId: smallint('risk_profile_class_id').notNull(),
  totalScore: integer('total_score').notNull(),
  calculatedAt: instant('calculated_at').notNull(),
});
