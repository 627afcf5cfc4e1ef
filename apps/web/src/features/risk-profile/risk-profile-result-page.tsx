import { RISK_CLASSES, fundListPath, formatDisplayDate, istDate, messages } from '@sanchay/domain';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useSession } from '../session';
import { Card, LinkButton, Spinner } from '../../ui';
import { readRiskFlow, riskContinuePath, riskRetakePath, riskSurveyPath } from './risk-flow';
import { RiskProfileLayout } from './risk-profile-layout';
import { useRiskProfileResult } from './risk-profile-api';

const TITLE = 'Your Risk Profile';

/**
 * /profile/risk-profile-result (spec 2 §2): the class, what it means, the suggested fund categories
 * (each opens its fund list), "Retake the test", and Continue in the checkout flow (step 4, or cart
 * review for userType=old) or Retake in the profile flow. No result yet → the questionnaire.
 */
export default function RiskProfileResultPage() {
  const [search] = useSearchParams();
  const flow = readRiskFlow(search);
  return (
    <RiskProfileLayout flow={flow} title={TITLE}>
      <ResultBody flow={flow} />
    </RiskProfileLayout>
  );
}

function ResultBody({ flow }: { flow: ReturnType<typeof readRiskFlow> }) {
  const signedIn = useSession().status === 'signed-in';
  const result = useRiskProfileResult(signedIn);

  if (result.isError) {
    return (
      <>
        <h1>{TITLE}</h1>
        <p role="alert" className="risk-survey__failure">
          {messages.onboarding.riskProfile.failed}
        </p>
      </>
    );
  }
  if (result.isPending) return <Spinner label="Loading your risk profile" />;
  if (!result.data) return <Navigate to={riskSurveyPath(flow)} replace />;

  const r = result.data;
  const continuePath = riskContinuePath(flow);
  return (
    <>
      <h1>{TITLE}</h1>
      <Card as="section" className="risk-result" aria-labelledby="risk-class-name">
        <p className="risk-result__kicker">Your risk profile is</p>
        <h2 id="risk-class-name" className="risk-result__name">
          {r.riskProfileName}
        </h2>
        <ol className="risk-scale" aria-label="Risk classes, from lowest to highest">
          {RISK_CLASSES.map((c) => (
            <li
              key={c.riskProfileClassId}
              className={c.riskProfileClassId === r.riskProfileClassId ? 'risk-scale__step is-current' : 'risk-scale__step'}
              aria-current={c.riskProfileClassId === r.riskProfileClassId ? 'true' : undefined}
            >
              {c.riskProfileName}
            </li>
          ))}
        </ol>
        <p className="risk-result__description">{r.description}</p>
        <p className="risk-result__date">Assessed on {formatDisplayDate(istDate(new Date(r.calculatedAt)))}</p>
      </Card>

      <Card as="section" className="risk-categories" aria-labelledby="risk-categories-title">
        <h2 id="risk-categories-title">Suggested fund categories</h2>
        <ul className="risk-categories__list">
          {r.suggestedCategories.map((s) => (
            <li key={`${s.category}/${s.subCategory}`}>
              <Link to={fundListPath(s.category, s.subCategory)} className="risk-categories__link">
                {s.subCategory}
                <span className="risk-categories__parent">{s.category}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>

      <div className="risk-result__actions">
        {continuePath ? (
          <>
            <Link to={riskRetakePath(flow)} className="risk-result__retake">
              Retake the test
            </Link>
            <LinkButton to={continuePath} variant="primary">
              Continue
            </LinkButton>
          </>
        ) : (
          <LinkButton to={riskRetakePath(flow)} variant="primary">
            Retake the test
          </LinkButton>
        )}
      </div>
    </>
  );
}
