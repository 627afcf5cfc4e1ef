// Drizzle's view of db/migrations/0018_uploaded_file.sql (the SQL file is the truth).
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userAccount } from './identity';

export const uploadPurposes = ['cancelled_cheque', 'signature', 'mandate_scan', 'nism_certificate', 'arn_certificate'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

export const uploadedFile = pgTable('uploaded_file', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => userAccount.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: uploadPurposes }).notNull(),
  contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'application/pdf'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
