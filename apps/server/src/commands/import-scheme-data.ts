// npm run import:scheme-data -- <SchemeData.csv> — AMFI's scheme master: minimum amounts, launch
// and closure dates, NFO windows; creates the schemes NAVAll lacks. Safe to run again.
import { applySchemeMasterDefaults, importSchemeData } from '../features/catalogue';
import { fileArgument, progressBar, runCommand } from './cli';

const file = fileArgument('npm run import:scheme-data -- <SchemeData.csv>');
await runCommand('import:scheme-data', async (database) => {
  const bar = progressBar();
  const r = await importSchemeData(database, file, { onProgress: bar.onProgress });
  bar.stop();
  const defaults = await applySchemeMasterDefaults(database);
  console.log(
    `Scheme data: ${r.records.toLocaleString('en-IN')} schemes; ${r.schemesInserted} new, ${r.schemesUpdated} changed; ` +
      `${r.amcsInserted} AMCs added; ${defaults} given sandbox scheme-master defaults; ${r.skipped.length} lines skipped; ${r.ms} ms`,
  );
  for (const s of r.skipped.slice(0, 10)) console.error(`  line ${s.line}: ${s.reason}: ${s.text}`);
});
