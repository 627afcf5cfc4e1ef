// npm run import:navall -- <NAVAll.txt> — AMFI's daily NAV file (6- or 8-column layout) into the
// catalogue: AMCs, schemes, the day's NAVs, latest NAV and returns. Safe to run again.
import { importNavAll } from '../features/catalogue';
import { fileArgument, progressBar, runCommand } from './cli';

const file = fileArgument('npm run import:navall -- <NAVAll.txt>');
await runCommand('import:navall', async (database) => {
  const bar = progressBar();
  const r = await importNavAll(database, file, { onProgress: bar.onProgress });
  bar.stop();
  console.log(
    `${r.layout} NAVAll: ${r.records.toLocaleString('en-IN')} NAV rows; schemes ${r.schemesInserted} new, ` +
      `${r.schemesUpdated} changed; ${r.navsWritten} NAVs written, ${r.navsMissing} rows without a NAV; ` +
      `${r.derivedUpdated} schemes' latest NAV/returns refreshed; ${r.skipped.length} lines skipped; ${r.ms} ms`,
  );
  console.error(`  timings (ms): ${Object.entries(r.timings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const s of r.skipped.slice(0, 10)) console.error(`  line ${s.line}: ${s.reason}: ${s.text}`);
});
