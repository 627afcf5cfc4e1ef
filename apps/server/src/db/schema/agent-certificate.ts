// Drizzle's view of db/migrations/0084_agent_certificates.sql (the SQL file is the truth).
import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agent, userAccount } from './identity';
import { uploadedFile } from './uploaded-file';

export const agentCertificate = pgTable('agent_certificate', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agent.id, { onDelete: 'cascade' }),
  isNismCertified: boolean('is_nism_certified').notNull(),
  isArnHolder: boolean('is_arn_holder').notNull(),
  nismCode: text('nism_code'),
  nismValidStart: date('nism_valid_start'),
  nismValidEnd: date('nism_valid_end'),
  nismFileId: uuid('nism_file_id').references(() => uploadedFile.id),
  arnCode: text('arn_code').unique(),
  euin: text('euin'),
  arnValidStart: date('arn_valid_start'),
  arnValidEnd: date('arn_valid_end'),
  arnFileId: uuid('arn_file_id').references(() => uploadedFile.id),
  autoSaved: boolean('auto_saved').notNull().default(false),
  submittedBy: uuid('submitted_by')
    .notNull()
    .references(() => userAccount.id),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
});
