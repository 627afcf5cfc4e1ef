import type { ReactNode } from 'react';

/**
 * One labelled input of the onboarding forms (and the bank form they share with the profile):
 * the label tied to the input by `htmlFor`, the input, then its error (spec 2 §5 messages).
 */
export function OnboardingField({
  label,
  htmlFor,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="onboarding-field">
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error}
    </div>
  );
}
