// Computes the calculators' golden values (packages/domain/src/calculators/__golden__/) with
// LibreOffice Calc, headless (docs/decisions/0132), and prints each beside the value stored there:
//
//   apt-get install -y --no-install-recommends libreoffice-calc   # once
//   npx tsx packages/domain/scripts/calculator-golden-values.ts
//
// It also prints each value in exact rational arithmetic (python3's fractions, rounded half-up to
// the paisa), which is what `exactPaisa` stores where Calc's doubles miss the paisa (large values).
// Nothing is written into the repository: copy a changed value into the golden file by hand.
import { execFileSync } from 'node:child_process';
import { CALCULATOR_GOLDENS } from '../src/calculators/__golden__/calculator-goldens';
import { libreOfficeValues } from './libreoffice-cells';

const formula = (g: (typeof CALCULATOR_GOLDENS)[number]) =>
  g.formula === 'FV' ? `FV(${g.rate}/1200;${g.months};-${g.amount};0;1)` : `PMT(${g.rate}/1200;${g.months};0;-${g.amount};1)`;

const exact = libreOfficeValues(CALCULATOR_GOLDENS.map(formula), '0.000000');
const paisa = libreOfficeValues(CALCULATOR_GOLDENS.map((g) => `ROUND(${formula(g)};2)`), '0.00');
const PYTHON = `
import json, sys
from fractions import Fraction as F
from decimal import Decimal, ROUND_HALF_UP
for g in json.load(sys.stdin):
    i, n, a = F(g['rate'], 1200), g['months'], F(g['amount'])
    v = a * ((1 + i) ** n - 1) / i * (1 + i) if g['formula'] == 'FV' else a * i / (((1 + i) ** n - 1) * (1 + i))
    print((Decimal(v.numerator) / Decimal(v.denominator)).quantize(Decimal('0.01'), ROUND_HALF_UP))
`;
const rational = execFileSync('python3', ['-c', PYTHON], { input: JSON.stringify(CALCULATOR_GOLDENS), encoding: 'utf8' }).trim().split('\n');
console.log(`# ${exact.version}`);
CALCULATOR_GOLDENS.forEach((g, k) => {
  const calc = exact.values[k]!;
  const rounded = paisa.values[k]!;
  const same = g.calc === calc && g.paisa === rounded;
  const exactNote = rational[k] === rounded ? '' : `, exactPaisa: '${rational[k]}'`;
  console.log(`${g.name}: calc: '${calc}', paisa: '${rounded}'${exactNote}${same ? '' : `   (stored: '${g.calc}', '${g.paisa}')`}`);
});
