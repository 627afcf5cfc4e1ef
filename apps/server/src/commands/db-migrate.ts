// npm run db:migrate — applies the committed SQL migrations (db/migrations) forward-only.
import { migrate } from '../db/migrate';
import { openConfiguredDatabase } from './cli';

const { database, where } = await openConfiguredDatabase();
try {
  const applied = await migrate(database);
  console.log(applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date`);
} catch (err) {
  console.error('db:migrate failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
