import { REGISTERED_WITH_BSE_ONBOARDED, type ProfileView } from '@sanchay/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { failureOf } from '../../app/api-client';
import { useProfile } from '../../investor-profile';
import { useRiskProfileResult } from '../risk-profile';
import { Skeleton } from '../../ui';
import { withQuery } from './onboarding-layout';

// Spec 2 §4 "Onboarding flow": KYC, then personal details, bank details, risk profile, occupation
// and nominee. A step opened by its address before the earlier ones are done sends the investor
// to the first one not done (an investor registered with the exchange has done them all).

/** The onboarding stops in order; the number is the stepper's (0: the KYC page before step 1). */
export const onboardingStops = [
  { step: 0, path: '/profile/kyc-details' },
  { step: 1, path: '/profile/personal-details' },
  { step: 2, path: '/profile/bank-details' },
  { step: 3, path: '/profile/risk-profile' },
  { step: 4, path: '/profile/occupation-nominee-details' },
] as const;

export interface OnboardingProgress {
  profile: ProfileView;
  /** Whether the investor has a risk profile result. */
  riskProfiled: boolean;
}

/** The first step not done, or null when every step before the mandate is. */
export function firstStepNotDone({
  profile,
  riskProfiled,
}: OnboardingProgress): (typeof onboardingStops)[number] | null {
  const registered = profile.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  const done = [
    profile.pan !== null,
    profile.personalDetailsSaved || registered,
    profile.userBankDetailsList.length > 0 || registered,
    riskProfiled || registered,
  ];
  const index = done.indexOf(false);
  return index === -1 ? null : (onboardingStops[index] ?? null);
}

/**
 * Renders step `step`'s page when the steps before it are done, otherwise sends the investor to the
 * first one that is not (the query, flowType=checkout, goes along).
 */
export function OnboardingStepGate({
  step,
  profile,
  children,
}: {
  step: number;
  profile: ProfileView;
  children: ReactNode;
}) {
  const { search } = useLocation();
  // Only step 4 comes after the risk profile; the earlier ones need not ask for it.
  const needsRisk = step > 3 && profile.registeredWithBse !== REGISTERED_WITH_BSE_ONBOARDED;
  const risk = useRiskProfileResult(needsRisk);
  if (needsRisk && risk.isPending) return <Skeleton />;
  // A result that could not be read does not hold the investor back: the step's own save decides.
  const first = firstStepNotDone({
    profile,
    riskProfiled: !needsRisk || risk.isError || risk.data != null,
  });
  if (first && first.step < step) return <Navigate to={withQuery(first.path, search)} replace />;
  return <>{children}</>;
}

/**
 * Step `step`'s page of the profile (steps 1, 2 and 4): a skeleton while the profile is read, the
 * failure's message if it cannot be, then the page through {@link OnboardingStepGate} (no account
 * yet, no PAN checked: the KYC page comes first).
 */
export function OnboardingStep({ step, children }: { step: number; children: (profile: ProfileView) => ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;
  return (
    <OnboardingStepGate step={step} profile={profile.data}>
      {children(profile.data)}
    </OnboardingStepGate>
  );
}
