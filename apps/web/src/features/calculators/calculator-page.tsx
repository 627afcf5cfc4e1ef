import { calculatorSummary, productMessages, type CalculatorKind } from '@sanchay/domain';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../ui';
import { useAdvisorHost } from '../advisor';
import { saveInterest, shareCalculator, useSharedCalculator } from './calculators-api';
import { CalculatorView } from './calculator-view';
import { InterestDialog } from './interest-dialog';
import './calculators.css';

const own = productMessages.calculator;
const titleOf = (kind: CalculatorKind) => (kind === 'sip' ? own.sipTitle : own.goalTitle);

/**
 * /sip-calculator and /goal-amount-calculator (spec 3 §2). With `?share={code}` (where a short
 * link lands) it is the shared-calculator landing: the advisor's image and inputs, and I'm
 * Interested. The Share button is for the advisor signed in with their own account on the advisor
 * host (spec 3 §6; the server checks again).
 */
function CalculatorPage({ kind }: { kind: CalculatorKind }) {
  const [params] = useSearchParams();
  const share = params.get('share');
  return (
    <div className="calc-page">
      <h1>{titleOf(kind)}</h1>
      {share ? <SharedLanding code={share} /> : <OwnCalculator kind={kind} />}
    </div>
  );
}

function OwnCalculator({ kind }: { kind: CalculatorKind }) {
  const host = useAdvisorHost();
  const isAdvisor = host.advisorHost && host.agent?.isOwnAdvisorSession === true;
  // A new calculator per kind: the goal's defaults are not the SIP's.
  return <CalculatorView key={kind} kind={kind} {...(isAdvisor ? { onShare: shareCalculator } : {})} />;
}

function SharedLanding({ code }: { code: string }) {
  const shared = useSharedCalculator(code);
  if (shared.isPending) return <Skeleton height="20rem" />;
  if (shared.isError) {
    return (
      <p className="field-error" role="alert">
        {own.sharedNotFound}
      </p>
    );
  }
  const { calculator, advisorName, imagePath, ...inputs } = shared.data;
  return (
    <>
      <section className="calc-shared" aria-labelledby="calc-shared-title">
        <h2 id="calc-shared-title" className="calc-shared__title">
          {own.sharedHeading}
        </h2>
        <p>{own.sharedBy(advisorName)}</p>
        <img className="calc-shared__image" src={imagePath} alt={own.sharedImageAlt(calculatorSummary(calculator, inputs))} width={1200} height={630} />
        <InterestDialog onSubmit={(body) => saveInterest(code, body)} />
      </section>
      <CalculatorView kind={calculator} initial={inputs} />
    </>
  );
}

export function SipCalculatorPage() {
  return <CalculatorPage kind="sip" />;
}

export function GoalCalculatorPage() {
  return <CalculatorPage kind="goal" />;
}
