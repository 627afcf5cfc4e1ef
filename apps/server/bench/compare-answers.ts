// Byte-for-byte comparison of two running servers' suggestion and search answers (status, body
// and headers but the per-request date and x-request-id) over a sample of texts: the realistic
// ones, prefixes of real scheme names, and texts the routes refuse.
//   npx tsx bench/compare-answers.ts http://127.0.0.1:8203 http://127.0.0.1:8213 [n]
import { NAVALL_8COL } from './bench-harness';
import { REALISTIC_QUERIES, searchPath, suggestPath, uncachedQueries } from './queries';

const [a, b, nArg] = process.argv.slice(2);
const n = Number(nArg ?? 2000);
const texts = [
  ...REALISTIC_QUERIES,
  ...uncachedQueries(NAVALL_8COL, n),
  '',
  'a',
  'ab',
  'abc',
  'abcd',
  '   hdfc   ',
  'HDFC',
  'hdfc-flexi',
  'ɦdfc',
  'hdfc\u0000',
  'x'.repeat(300),
  '&&&&',
  'nifty 50 50',
];
const paths = [
  ...texts.map(suggestPath),
  ...texts.slice(0, 300).map(searchPath),
  '/api/v1/mutual-funds/suggest-mutual-fund',
  '/api/v1/mutual-funds/suggest-mutual-fund?text=hdfc&text=sbi',
];

async function get(base: string, path: string) {
  const res = await fetch(base + path);
  const body = Buffer.from(await res.arrayBuffer()).toString('hex');
  const headers = [...res.headers].filter(([k]) => k !== 'date' && k !== 'x-request-id');
  return JSON.stringify({ status: res.status, headers, body });
}

let differ = 0;
// Twice: the second pass answers from the servers' caches (the kept answers).
for (let pass = 0; pass < 2; pass += 1) {
  for (const path of paths) {
    const [x, y] = await Promise.all([get(a!, path), get(b!, path)]);
    if (x !== y) {
      differ += 1;
      if (differ <= 5) console.log(`DIFFERENT ${path}\n  ${x.slice(0, 400)}\n  ${y.slice(0, 400)}`);
    }
  }
}
console.log(`${paths.length} paths × 2 passes compared, ${differ} different`);
process.exitCode = differ ? 1 : 0;
