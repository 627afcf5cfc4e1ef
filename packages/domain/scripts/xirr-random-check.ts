// Cross-checks the domain's XIRR against LibreOffice Calc on random SIP-like cash-flow sets
// (docs/decisions/0098): instalments every 1 to 40 days, now and then a redemption on an
// instalment's day, and a value of 0.3 to 2.8 times the money put in. Prints the largest
// difference (relative above 100%), the sets Calc cannot answer with what the domain says, and
// how many needed the bisection fallback.
//
//   npx tsx packages/domain/scripts/xirr-random-check.ts [count, default 300] [seed, default 12345]
import { shiftIsoDate } from '../src/ist-date';
import { xirr, type CashFlow } from '../src/portfolio/xirr';
import { libreOfficeXirr } from './libreoffice-xirr';

const count = Number(process.argv[2] ?? 300);
let seed = Number(process.argv[3] ?? 12345);
/** A small linear congruential generator: the same sets for the same seed. */
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

const sets = Array.from({ length: count }, (_, k) => {
  const flows: CashFlow[] = [];
  const instalments = 1 + Math.floor(random() * 150);
  const step = 1 + Math.floor(random() * 40);
  let date = shiftIsoDate('2010-01-01', { days: Math.floor(random() * 3000) });
  for (let i = 0; i < instalments; i += 1) {
    flows.push({ date, amount: (-(100 + Math.floor(random() * 100_000))).toFixed(2) });
    if (i > 0 && random() < 0.05)
      flows.push({ date, amount: Math.floor(random() * 50_000).toFixed(2) });
    date = shiftIsoDate(date, { days: step });
  }
  const paidIn = flows.reduce((sum, f) => sum - Number(f.amount), 0);
  const value = Math.max(1, paidIn * (0.3 + random() * 2.5));
  flows.push({
    date: shiftIsoDate(date, { days: Math.floor(random() * 30) }),
    amount: value.toFixed(2),
  });
  return { name: `random-${k}`, flows };
});

const { version, values } = libreOfficeXirr(sets);
let worst = 0;
let bisection = 0;
sets.forEach((set, k) => {
  const ours = xirr(set.flows);
  const calc = values[k];
  if (ours.ok && ours.method === 'bisection') bisection += 1;
  if (typeof calc !== 'number') {
    console.log(`${set.name}: Calc ${String(calc)}, domain ${JSON.stringify(ours)}`);
    return;
  }
  if (!ours.ok) {
    console.log(`${set.name}: Calc ${calc}, domain no answer (${ours.reason})`);
    return;
  }
  worst = Math.max(worst, Math.abs(ours.rate - calc) / Math.max(1, Math.abs(calc)));
});
console.log(`# ${version}: ${count} sets, largest difference ${worst}, ${bisection} by bisection`);
