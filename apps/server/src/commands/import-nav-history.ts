// npm run import:nav-history -- <history.csv | history.csv.gz> [--allow-partial] — bulk NAV
// history (scheme_code,date,nav) by COPY; rows already stored are kept. Safe to run again. A web
// page, or a file with far fewer rows than its last import, is refused (exit code 1, nothing
// stored); --allow-partial imports the last kind anyway.
import { importNavHistory } from '../features/catalogue';
import { fileArgument, hasFlag, progressBar, runCommand } from './cli';

const file = fileArgument('npm run import:nav-history -- <file.csv | file.csv.gz> [--allow-partial]');
await runCommand('import:nav-history', async (database) => {
  const bar = progressBar();
  const r = await importNavHistory(database, file, { onProgress: bar.onProgress, allowPartial: hasFlag('allow-partial') });
  bar.stop();
  console.log(
    `NAV history: ${r.rowsRead.toLocaleString('en-IN')} rows read, ${r.rowsInserted.toLocaleString('en-IN')} new, ` +
      `${r.rowsRejected} rejected (${r.refused.future} dated after today, ${r.refused.tooOld} decades before it); ${r.schemes} schemes (${r.strategy}); ${r.derivedUpdated} schemes' latest NAV/returns refreshed; ${r.ms} ms`,
  );
  for (const s of r.rejected.slice(0, 10)) console.error(`  line ${s.line}: ${s.reason}: ${s.text}`);
});
