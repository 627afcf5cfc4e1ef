// npm run import:nav-history -- <history.csv | history.csv.gz> — bulk NAV history
// (scheme_code,date,nav) by COPY; rows already stored are kept. Safe to run again.
import { importNavHistory } from '../features/catalogue';
import { fileArgument, progressBar, runCommand } from './cli';

const file = fileArgument('npm run import:nav-history -- <file.csv | file.csv.gz>');
await runCommand('import:nav-history', async (database) => {
  const bar = progressBar();
  const r = await importNavHistory(database, file, { onProgress: bar.onProgress });
  bar.stop();
  console.log(
    `NAV history: ${r.rowsRead.toLocaleString('en-IN')} rows read, ${r.rowsInserted.toLocaleString('en-IN')} new, ` +
      `${r.rowsRejected} rejected; ${r.schemes} schemes (${r.strategy}); ${r.derivedUpdated} schemes' latest NAV/returns refreshed; ${r.ms} ms`,
  );
  for (const s of r.rejected.slice(0, 10)) console.error(`  line ${s.line}: ${s.reason}: ${s.text}`);
});
