import './stepper.css';

export interface StepperProps {
  /** Step titles, in order. */
  steps: readonly string[];
  /** The current step, 1-based. */
  current: number;
  /** "Step 2/5" (spec 2 §2); the caller's wording. */
  label: string;
}

/**
 * A progress stepper (onboarding, spec 2 §2): "Step n/total" and the step titles, with every step
 * up to the current one highlighted. An ordered list, the current step marked with
 * aria-current="step" so a screen reader says where the investor is.
 */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <nav className="stepper" aria-label="Onboarding progress">
      <p className="stepper__count">
        <span>{label}</span>
        <span className="stepper__count-title" aria-hidden="true">
          {steps[current - 1]}
        </span>
      </p>
      <ol className="stepper__steps">
        {steps.map((title, i) => {
          const n = i + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={title} className={`stepper__step stepper__step--${state}`} aria-current={n === current ? 'step' : undefined}>
              <span className="stepper__dot" aria-hidden="true">
                {n}
              </span>
              <span className="stepper__title">{title}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
