import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadedFile, type UploadPurpose } from '../../db/schema';

type Db = Database['db'];

export type UploadedFileRow = typeof uploadedFile.$inferSelect;

/** The rows the hourly upload limit counts (db/per-hour-limit). */
export const uploadsByInvestor = { table: uploadedFile, userId: uploadedFile.userId, createdAt: uploadedFile.createdAt };

export async function insertUploadedFile(
  db: Db,
  row: Omit<typeof uploadedFile.$inferInsert, 'id' | 'createdAt'> & { id: string; createdAt: Date },
): Promise<void> {
  await db.insert(uploadedFile).values(row);
}

/** The file, only when it belongs to this user (and, if given, was uploaded for this purpose). */
export async function findOwnFile(
  db: Db,
  userId: string,
  fileId: string,
  purpose?: UploadPurpose,
): Promise<UploadedFileRow | null> {
  const conditions = [eq(uploadedFile.id, fileId), eq(uploadedFile.userId, userId)];
  if (purpose) conditions.push(eq(uploadedFile.purpose, purpose));
  const [row] = await db.select().from(uploadedFile).where(and(...conditions)).limit(1);
  return row ?? null;
}

