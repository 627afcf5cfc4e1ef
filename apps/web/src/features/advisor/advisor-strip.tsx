import { productMessages } from '@sanchay/domain';
import { Suspense, useState } from 'react';
import { ArrowLeftIcon, lazyComponent } from '../../ui';
import { useSession } from '../session';
import { actingViewer, useActing } from './acting/acting-api';
import { advisorMessages as t } from './advisor-messages';
import { CustomerCountBar } from './customer-count-bar';
import { showsCustomerCount, showsReturnToPartner, useAdvisorHost, type AdvisorParts } from './use-advisor-host';
import './advisor.css';

const SaleGuardDialogs = lazyComponent('advisor/RegisterFromStrip', () => import('./registration/sale-guard-dialogs'));

/**
 * The header's advisor row (spec 1 §2): back to the advisor app (returnToPartner), the advisor's
 * name (advisorSection) and the customer count and AUM bar (customerCount), each when the route's
 * preset has the part and the visitor's standing allows it.
 */
export default function AdvisorStrip({ parts }: { parts: AdvisorParts }) {
  const host = useAdvisorHost();
  const session = useSession();
  const [registering, setRegistering] = useState(false);
  // While the advisor acts for a customer the bar (the advisor's own book) is hidden (0011 §6, 0138).
  const acting = useActing(actingViewer(session), host.advisorHost && session.status === 'signed-in').data?.acting ?? null;
  const { agent, agentCode } = host;
  if (!agent || !agentCode) return null;
  const back = parts.returnToPartner && showsReturnToPartner(host);
  const name = parts.advisorSection && host.advisorHost;
  const bar = parts.customerCount && showsCustomerCount(host) && !acting;
  if (!back && !name && !bar) return null;
  return (
    <div className="advisor-strip">
      <div className="advisor-strip__inner">
        {back ? (
          <a className="advisor-strip__back" href={agent.advisorAppUrl}>
            <ArrowLeftIcon size={18} />
            <span>{t.backToAdvisorApp}</span>
          </a>
        ) : null}
        {name ? (
          <p className="advisor-strip__name" data-testid="advisor-name">
            <span className="advisor-strip__label">{t.advisorLabel}</span> <strong>{agent.advisorName}</strong>
          </p>
        ) : null}
        {bar ? <CustomerCountBar agentCode={agentCode} viewer={host.viewer} /> : null}
        {/* Spec 3 §6: only the advisor registers NISM and ARN (the Register popup). */}
        {name && agent.isOwnAdvisorSession ? (
          <button type="button" className="advisor-strip__register" onClick={() => setRegistering(true)}>
            {productMessages.agentRegistration.registerNismArn}
          </button>
        ) : null}
      </div>
      {registering ? (
        <Suspense fallback={null}>
          <SaleGuardDialogs agentCode={agentCode} startAt="register" onClose={() => setRegistering(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
