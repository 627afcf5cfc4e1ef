import type { ReactNode } from 'react';

/**
 * One labelled input of every form (onboarding, the bank form, the profile tabs): the label tied
 * to the input by `htmlFor`, the input, then its error (spec 2 §5 messages). The look is the
 * caller's stylesheet's: `className` is the onboarding forms' by default, the profile tabs pass
 * theirs.
 */
export function FormField({
  label,
  htmlFor,
  error,
  className = 'onboarding-field',
  children,
}: {
  label: string;
  htmlFor: string;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {error}
    </div>
  );
}
