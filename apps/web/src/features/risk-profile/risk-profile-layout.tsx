import { onboardingStepLabel, onboardingSteps } from '@sanchay/domain';
import type { ReactNode } from 'react';
import { AccountSidebar } from '../../app/shell/account-sidebar';
import { RequireSignIn, useSession } from '../session';
import { Stepper, useIsMobile } from '../../ui';
import type { RiskFlow } from './risk-flow';
import './risk-profile.css';

const RISK_STEP = 3;

/**
 * The frame of both risk pages: signed in only (spec 2 §2 "not authorized"); in the checkout flow
 * the onboarding's "Step 3/5" (spec 2 §2 stepper), in the profile flow the account sidebar on desktop.
 */
export function RiskProfileLayout({ flow, title, children }: { flow: RiskFlow; title: string; children: ReactNode }) {
  return (
    <RequireSignIn title={title}>
      <Frame flow={flow}>{children}</Frame>
    </RequireSignIn>
  );
}

function Frame({ flow, children }: { flow: RiskFlow; children: ReactNode }) {
  const isMobile = useIsMobile();
  const session = useSession();
  if (flow.flowType === 'checkout') {
    return (
      <div className="risk-page">
        <Stepper steps={onboardingSteps} current={RISK_STEP} label={onboardingStepLabel(RISK_STEP)} />
        {children}
      </div>
    );
  }
  if (isMobile) return <div className="risk-page">{children}</div>;
  const disabled = session.status === 'signed-in' && Boolean(session.majorStatus);
  return (
    <div className="account-layout">
      <AccountSidebar disabled={disabled} />
      <div className="risk-page">{children}</div>
    </div>
  );
}
