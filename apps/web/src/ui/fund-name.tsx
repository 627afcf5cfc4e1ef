import { fundDisplayName } from '@sanchay/domain';
import { useMemo } from 'react';
import './fund-name.css';

/**
 * A fund's display name ("SBI ELSS Tax Saver Fund") in place of AMFI's spelling ("SBI ELSS Tax
 * Saver FUND - DIRECT PLAN -GROWTH"). The official name stays one hover away (title); fund facts
 * and documents show it in full.
 */
export function FundName({ official, className }: { official: string; className?: string }) {
  const { name } = useMemo(() => fundDisplayName(official), [official]);
  return (
    <span className={className} title={name === official ? undefined : official}>
      {name}
    </span>
  );
}

/** The plan (Direct/Regular) and option (Growth, IDCW, …) of the official name, as chips. */
export function FundPlanChips({ official, className }: { official: string; className?: string }) {
  const { plan, option } = useMemo(() => fundDisplayName(official), [official]);
  if (!plan && !option) return null;
  return (
    <span className={['fund-chips', className].filter(Boolean).join(' ')}>
      {plan ? <span className="fund-chip">{plan}</span> : null}
      {plan && option ? ' ' : null}
      {option ? <span className="fund-chip">{option}</span> : null}
    </span>
  );
}
