// npm run import:navall -- <NAVAll.txt> [--allow-partial] — AMFI's daily NAV file (6- or 8-column
// layout) into the catalogue: AMCs, schemes, the day's NAVs, latest NAV and returns. Safe to run
// again. A web page, a binary file or one with far fewer rows than the last NAVAll file is refused
// (exit code 1, nothing stored); --allow-partial imports the last kind anyway.
import { importNavAll } from '../features/catalogue';
import { fileArgument, hasFlag, progressBar, runCommand } from './cli';

const file = fileArgument('npm run import:navall -- <NAVAll.txt> [--allow-partial]');
await runCommand('import:navall', async (database) => {
  const bar = progressBar();
  const r = await importNavAll(database, file, { onProgress: bar.onProgress, allowPartial: hasFlag('allow-partial') });
  bar.stop();
  console.log(
    `${r.layout} NAVAll of ${r.fileDate ?? 'no date'} (${r.encoding}): ${r.records.toLocaleString('en-IN')} NAV rows; schemes ${r.schemesInserted} new, ` +
      `${r.schemesUpdated} changed; ${r.navsWritten} NAVs written, ${r.navsMissing} rows without a NAV; ` +
      `${r.derivedUpdated} schemes' latest NAV/returns refreshed; ${r.skipped.length} lines skipped; ${r.ms} ms`,
  );
  const { future, tooOld, badNav } = r.refused;
  if (future + tooOld + badNav) {
    console.error(
      `  refused: ${future} rows dated after the file's date, ${tooOld} dated decades before it, ${badNav} with a NAV that is not a plain decimal`,
    );
  }
  console.error(`  timings (ms): ${Object.entries(r.timings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const s of r.skipped.slice(0, 10)) console.error(`  line ${s.line}: ${s.reason}: ${s.text}`);
});
