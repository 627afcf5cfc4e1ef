import { productMessages } from '@sanchay/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Card, Spinner } from '../../ui';
import { useCompleteEkyc } from './onboarding-api';
import { OnboardingLayout } from './onboarding-layout';
import { failureOf } from '../../app/api-client';

const text = productMessages.kyc;

/**
 * /signzy-callback?requestId=… (spec 2 §2, §4 "Auto-populate callback"): where the e-KYC provider
 * sends the investor back. The profile is filled from the provider's answer, then step 1 opens.
 */
export default function SignzyCallbackPage() {
  return (
    <OnboardingLayout title="Completing Your KYC">
      <SignzyCallback />
    </OnboardingLayout>
  );
}

function SignzyCallback() {
  const [params] = useSearchParams();
  const requestId = params.get('requestId') ?? '';
  const navigate = useNavigate();
  const complete = useCompleteEkyc();
  const [failure, setFailure] = useState<string | null>(requestId ? null : text.ekycUnknown);
  // Once per request id, even when React runs the effect twice (development) or re-renders.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!requestId || started.current === requestId) return;
    started.current = requestId;
    complete.mutateAsync(requestId).then(
      () => navigate('/profile/personal-details', { replace: true }),
      (error: unknown) => setFailure(failureOf(error).message),
    );
  }, [requestId, complete, navigate]);

  return (
    <Card as="section" aria-label="KYC completion" aria-live="polite">
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <Link to="/profile/kyc-details">Back to KYC Details</Link>
        </>
      ) : (
        <p className="onboarding-page__progress">
          <Spinner /> {text.ekycCompleting}
        </p>
      )}
    </Card>
  );
}
