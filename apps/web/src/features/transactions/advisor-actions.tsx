import { formatDisplayDate, istDate, istTimeOfDay, productMessages } from '@sanchay/domain';
import { useId } from 'react';
import { useAdvisorActions } from './transactions-api';

const own = productMessages.acting;

/**
 * "Actions by your advisor" (issue 13 §1, decision 0138): every change the customer's advisor made
 * while acting for them, with the advisor's name and code, the time (IST) and whether it went
 * through. Nothing shows for a customer whose advisor never acted.
 */
export function AdvisorActions() {
  const id = useId();
  const { data } = useAdvisorActions();
  if (!data?.actions.length) return null;
  return (
    <section className="advisor-actions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{own.actionsHeading}</h2>
      <p className="advisor-actions__caption">{own.actionsCaption}</p>
      <ul className="advisor-actions__list">
        {data.actions.map((a, i) => {
          const at = new Date(a.at);
          return (
            <li key={`${a.at}-${i}`}>
              <strong>{a.action}</strong>
              <span>
                {' '}
                by {a.advisorName} ({a.agentCode}) on {formatDisplayDate(istDate(at))} at {istTimeOfDay(at).slice(0, 5)} IST
                {a.succeeded ? '' : ' (refused)'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
