import { onboardingMessages } from './onboarding-messages';

// Spec 2 §1 and §2 "Onboarding stepper": the five steps, in order, with the titles the stepper shows.

export const onboardingSteps = onboardingMessages.steps;
export type OnboardingStepTitle = (typeof onboardingSteps)[number];

/** "Step 2/5" for the second step (1-based, as the stepper shows it). */
export function onboardingStepLabel(step: number): string {
  return `Step ${step}/${onboardingSteps.length}`;
}
