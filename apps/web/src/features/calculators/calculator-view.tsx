import type { CalculatorShareAnswer, ShareCalculatorBody } from '@sanchay/contract';
import { amountLimits, calculate, CALCULATOR_LIMITS, formatIndianNumber, formatRupees, messages, productMessages, type CalculatorKind } from '@sanchay/domain';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui';
import { GrowthChart } from './growth-chart';
import { NumberField } from './number-field';
import { ShareDialog } from './share-dialog';

const own = productMessages.calculator;

export interface CalculatorValues {
  investmentAmt: number;
  rateOfReturn: number;
  timePeriod: number;
}

/** Spec 3 §9's defaults: 8%, 10 years, ₹5,000 a month or a ₹5,00,000 goal. */
export const defaultsOf = (kind: CalculatorKind): CalculatorValues => ({
  investmentAmt: (kind === 'sip' ? CALCULATOR_LIMITS.sipAmount : CALCULATOR_LIMITS.goalAmount).default,
  rateOfReturn: CALCULATOR_LIMITS.rate.default,
  timePeriod: CALCULATOR_LIMITS.years.default,
});

const percent = (v: number) => `${v}%`;
const yearsText = (v: number) => `${v} ${v === 1 ? 'year' : 'years'}`;

/**
 * A calculator (spec 3 §2 "Calculators"): the inputs inside their bounds, the result panel with
 * the bar chart, You Invest, You Gain and, for the advisor, Share. The figures are the domain's
 * (exact decimals, decision 0132), computed in the browser as the inputs move.
 */
export function CalculatorView({
  kind,
  initial,
  onShare,
}: {
  kind: CalculatorKind;
  initial?: CalculatorValues;
  /** The advisor's share; without it there is no Share button (spec 3 §6). */
  onShare?: (inputs: ShareCalculatorBody['inputs'], customer: ShareCalculatorBody['customer']) => Promise<CalculatorShareAnswer>;
}) {
  const resultId = useId();
  const [values, setValues] = useState<CalculatorValues>(initial ?? defaultsOf(kind));
  const [sharing, setSharing] = useState(false);
  const result = useMemo(() => calculate(kind, values), [kind, values]);
  const limits = amountLimits(kind);
  const set = (key: keyof CalculatorValues) => (v: number) => setValues((current) => ({ ...current, [key]: v }));

  return (
    <div className="calc">
      <section className="calc-inputs" aria-label={kind === 'sip' ? own.sipTitle : own.goalTitle}>
        <NumberField
          label={kind === 'sip' ? own.monthlyInvestment : own.goalAmount}
          value={values.investmentAmt}
          min={limits.min}
          max={limits.max}
          step={kind === 'sip' ? 100 : 100_000}
          rupees
          valueText={(v) => `₹${formatIndianNumber(v, 0)}`}
          outOfRange={own.amountOutOfRange}
          onChange={set('investmentAmt')}
        />
        {kind === 'sip' ? (
          <div className="calc-quick" role="group" aria-label={own.quickAmounts}>
            {CALCULATOR_LIMITS.quickAmounts.map((amount) => (
              <button
                key={amount}
                type="button"
                className="calc-quick__chip"
                aria-pressed={values.investmentAmt === amount}
                onClick={() => set('investmentAmt')(amount)}
              >
                ₹{formatIndianNumber(amount, 0)}
              </button>
            ))}
          </div>
        ) : null}
        <NumberField
          label={own.expectedReturn}
          value={values.rateOfReturn}
          min={CALCULATOR_LIMITS.rate.min}
          max={CALCULATOR_LIMITS.rate.max}
          valueText={percent}
          outOfRange={own.rateOutOfRange}
          onChange={set('rateOfReturn')}
        />
        <NumberField
          label={own.timePeriod}
          value={values.timePeriod}
          min={CALCULATOR_LIMITS.years.min}
          max={CALCULATOR_LIMITS.years.max}
          valueText={yearsText}
          outOfRange={own.yearsOutOfRange}
          onChange={set('timePeriod')}
        />
      </section>

      <section className="calc-result" aria-labelledby={resultId}>
        <h2 id={resultId} className="visually-hidden">
          {own.resultHeading}
        </h2>
        <dl className="calc-figures" aria-live="polite">
          {kind === 'goal' ? (
            <div className="calc-figures__main">
              <dt>{own.monthlySipNeeded}</dt>
              <dd>{formatRupees(result.monthlySip)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{messages.calculator.youInvest}</dt>
            <dd>{formatRupees(result.invested)}</dd>
          </div>
          <div>
            <dt>{messages.calculator.youGain}</dt>
            <dd>{formatRupees(result.gains)}</dd>
          </div>
          {kind === 'sip' ? (
            <div className="calc-figures__main">
              <dt>{own.futureValue}</dt>
              <dd>{formatRupees(result.futureValue)}</dd>
            </div>
          ) : null}
        </dl>
        <GrowthChart years={result.years} />
        <p className="calc-disclaimer">{own.disclaimer}</p>
        {onShare ? (
          <>
            <Button block onClick={() => setSharing(true)}>
              {messages.calculator.share}
            </Button>
            <ShareDialog open={sharing} onOpenChange={setSharing} onShare={(customer) => onShare({ calculator: kind, ...values }, customer)} />
          </>
        ) : null}
      </section>
    </div>
  );
}
