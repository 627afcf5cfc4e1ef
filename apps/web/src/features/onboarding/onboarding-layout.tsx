import { onboardingStepLabel, onboardingSteps } from '@sanchay/domain';
import type { ReactNode } from 'react';
import { RequireSignIn } from '../session';
import { Stepper } from '../../ui';
import './onboarding.css';

/**
 * An onboarding screen (spec 2 §2): signed-in only, the page title, and the stepper when the
 * screen is one of the five steps.
 */
export function OnboardingLayout({ title, step, children }: { title: string; step?: number; children: ReactNode }) {
  return (
    <RequireSignIn title={title}>
      <div className="onboarding-page">
        {step ? <Stepper steps={onboardingSteps} current={step} label={onboardingStepLabel(step)} /> : null}
        <h1 className="onboarding-page__title">{title}</h1>
        {children}
      </div>
    </RequireSignIn>
  );
}

/** Keeps flowType=checkout (and the rest of the query) from one onboarding page to the next. */
export function withQuery(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}
