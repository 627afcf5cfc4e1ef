import { onboardingStepLabel, onboardingSteps } from '@sanchay/domain';
import type { ReactNode } from 'react';
import { AccountFrame } from '../session';
import { Stepper } from '../../ui';
import type { RiskFlow } from './risk-flow';
import './risk-profile.css';

const RISK_STEP = 3;

/**
 * The frame of both risk pages (session/account-frame.tsx): signed in only (spec 2 §2 "not
 * authorized"); in the checkout flow the onboarding's "Step 3/5" (spec 2 §2 stepper) and no
 * sidebar, in the profile flow the account sidebar on desktop.
 */
export function RiskProfileLayout({ flow, title, children }: { flow: RiskFlow; title: string; children: ReactNode }) {
  const checkout = flow.flowType === 'checkout';
  return (
    <AccountFrame title={title} className="risk-page" sidebar={!checkout}>
      {checkout ? <Stepper steps={onboardingSteps} current={RISK_STEP} label={onboardingStepLabel(RISK_STEP)} /> : null}
      {children}
    </AccountFrame>
  );
}
