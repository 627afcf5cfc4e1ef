import type { ReactNode } from 'react';
import './ui.css';

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

/**
 * A field's message under it, read out when it appears (role alert); nothing when there is none.
 * `id` is what the input's aria-describedby names.
 */
export function FieldError({ id, message }: { id?: string; message?: string | null | false }) {
  return message ? (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  ) : null;
}
