import { premiumServiceBrochurePath } from '@sanchay/contract';
import { messages, productMessages, premiumServiceByRoute, type PremiumService } from '@sanchay/domain';
import { useId } from 'react';
import { Navigate, useParams } from 'react-router';
import { LinkButton, useIsMobile } from '../../ui';
import { ShareLinkForm } from '../sharing';
import { createLeadPath } from './leads-paths';
import { CompleteVerificationButton } from './complete-verification';
import { sharePremiumService } from './leads-api';
import { NOT_FOUND_REDIRECT_PATH } from './not-found';
import { ServiceIcon } from './service-icon';
import { useOwnAdvisor, type OwnAdvisor } from './use-own-advisor';
import './leads.css';

/**
 * /premium-service-details/{route} (spec 1 §2 "Premium services catalogue (mobile only)"): the
 * service's image, title, long description, fee (with "Free (Limited time)"), key benefits, who it
 * is for, top features and what you get, the brochure, FAQs and the disclaimer; for the advisor,
 * share by e-mail or SMS and Create Lead (verified) or Complete Account Verification.
 */
export default function PremiumServiceDetailPage() {
  const isMobile = useIsMobile();
  const { route = '' } = useParams();
  const service = premiumServiceByRoute(route);
  if (!isMobile || !service) return <Navigate to={NOT_FOUND_REDIRECT_PATH} replace />;
  return <ServiceDetail service={service} />;
}

function ServiceDetail({ service }: { service: PremiumService }) {
  const id = useId();
  const { advisor } = useOwnAdvisor();
  return (
    <article className="premium-page" aria-labelledby={`${id}-title`}>
      <div className="premium-hero">
        <ServiceIcon service={service.key} size={72} />
        <div>
          <h1 id={`${id}-title`} className="premium-page__title">
            {service.name}
          </h1>
          <p className="premium-page__lead">{service.title}</p>
        </div>
      </div>
      <p>{service.longDescription}</p>
      <p className="premium-fee">
        Service fee <s>₹{service.serviceFee}</s> <strong>{messages.premium.freeLimitedTime}</strong>
      </p>
      {service.minimumInvestmentLakhs !== null ? <p>Minimum investment: ₹{service.minimumInvestmentLakhs} lakh</p> : null}

      {advisor ? <AdvisorActions advisor={advisor} service={service} /> : null}

      <Facts title="Key benefits" items={service.keyBenefits} />
      <Facts title="Who is this for" items={service.whoIsThisFor} />
      <Facts title="Top features" items={service.topFeatures} />
      <Facts title="What you get" items={service.whatYouGet} />

      <p>
        <a className="premium-brochure" href={premiumServiceBrochurePath(service.route)} download>
          Download brochure (PDF)
        </a>
      </p>

      <section aria-labelledby={`${id}-faqs`}>
        <h2 id={`${id}-faqs`} className="premium-section__title">
          FAQs
        </h2>
        {service.faqs.map((faq) => (
          <details key={faq.question} className="premium-faq">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </section>
      {service.disclaimer ? <p className="premium-disclaimer">{service.disclaimer}</p> : null}
      {advisor ? (
        <p>
          <LinkButton to="/my-leads" variant="ghost" size="small">
            My Leads
          </LinkButton>
        </p>
      ) : null}
    </article>
  );
}

function Facts({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="premium-section__title">
        {title}
      </h2>
      <ul className="premium-facts">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 1 §2 "Agent actions", §6: share, then Create Lead for a verified advisor. */
function AdvisorActions({ advisor, service }: { advisor: OwnAdvisor; service: PremiumService }) {
  const verified = advisor.agent.verificationStatus === 'verified';
  return (
    <div className="premium-actions">
      {verified ? (
        <LinkButton to={createLeadPath(service.route)} variant="primary" block>
          {messages.lead.createLead}
        </LinkButton>
      ) : (
        <>
          <p role="note">{productMessages.lead.verifyProfile}</p>
          <CompleteVerificationButton agentCode={advisor.agentCode} />
        </>
      )}
      <ShareLinkForm
        title="Share this service with your customer"
        failureMessage={messages.generic.somethingWentWrong}
        onShare={(share) => sharePremiumService(advisor.agentCode, service.route, share)}
      />
    </div>
  );
}
