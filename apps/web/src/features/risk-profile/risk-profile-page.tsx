import { messages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../session';
import { Button, Card, Spinner } from '../../ui';
import { readRiskFlow, riskResultPath } from './risk-flow';
import { RiskProfileLayout } from './risk-profile-layout';
import { riskProfileKeys, useRiskProfileResult, useRiskQuestions } from './risk-profile-api';
import { RiskSurvey } from './risk-survey';

const TITLE = 'Risk Profile';

/**
 * /profile/risk-profile (spec 2 §2 step 3; spec 1 §2 the account menu's Risk Profile): with a result
 * already and no `completed`/`previous` in the query, the result page; else the intro (Let's
 * Begin), then the survey, which resumes an unfinished attempt.
 */
export default function RiskProfilePage() {
  const [search] = useSearchParams();
  const flow = readRiskFlow(search);
  return (
    <RiskProfileLayout flow={flow} title={TITLE}>
      <RiskProfileBody flow={flow} />
    </RiskProfileLayout>
  );
}

function RiskProfileBody({ flow }: { flow: ReturnType<typeof readRiskFlow> }) {
  const signedIn = useSession().status === 'signed-in';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [begun, setBegun] = useState(flow.straightToSurvey);
  const [surveyKey, setSurveyKey] = useState(0);
  const result = useRiskProfileResult(signedIn && !flow.straightToSurvey);
  const questions = useRiskQuestions(signedIn);

  if (!begun && result.data) return <Navigate to={riskResultPath(flow)} replace />;
  if (questions.isError || (!begun && result.isError)) {
    return (
      <>
        <h1>{TITLE}</h1>
        <p role="alert" className="risk-survey__failure">
          {messages.onboarding.riskProfile.failed}
        </p>
      </>
    );
  }
  if (!questions.data || (!begun && result.isPending)) return <Spinner label="Loading the questionnaire" />;

  if (!begun) {
    return (
      <>
        <h1>{TITLE}</h1>
        <Card as="section" className="risk-intro" aria-labelledby="risk-intro-title">
          <h2 id="risk-intro-title">How much risk suits you?</h2>
          <p>
            Answer {questions.data.totalQuestionsCount} short questions about your age, income, savings and how you feel
            about ups and downs. We place you in one of six risk classes, from Conservative to Very High, and suggest
            the fund categories that fit it.
          </p>
          <p className="risk-intro__note">It takes about two minutes. Your answers are saved as you go.</p>
          <Button variant="primary" onClick={() => setBegun(true)}>
            Let&apos;s Begin
          </Button>
        </Card>
      </>
    );
  }

  return (
    <>
      <h1>{TITLE}</h1>
      <RiskSurvey
        key={`${questions.data.riskProfileVersion}-${surveyKey}`}
        questions={questions.data}
        onSubmitted={() => navigate(riskResultPath(flow))}
        onVersionChanged={() => {
          void queryClient.invalidateQueries({ queryKey: riskProfileKeys.questions }).then(() => setSurveyKey((k) => k + 1));
        }}
      />
    </>
  );
}
