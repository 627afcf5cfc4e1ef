import type { Lead } from '@sanchay/contract';
import { PREMIUM_SERVICES, formatDisplayDate, formatRupees, istDate, messages, productMessages } from '@sanchay/domain';
import { Link } from 'react-router';
import { failureOf } from '../../app/api-client';
import { Card, Skeleton, Spinner } from '../../ui';
import { RequireSignIn } from '../session';
import { useLeads } from './leads-api';
import { PREMIUM_SERVICES_PATH } from './leads-paths';
import { useOwnAdvisor } from './use-own-advisor';
import './leads.css';

const own = productMessages.lead;

/** A tag's service name (spec 1 §1 table); the calculators' mf_interested reads "Interested". */
function tagLabel(tag: Lead['tag']): string {
  return PREMIUM_SERVICES.find((s) => s.tag === tag)?.name ?? "I'm Interested";
}

/**
 * /my-leads (issue 13 §2: "listed for the advisor with their status and source"): the advisor's
 * leads, newest first, each with its service, investor, amount, status, source and date (IST).
 */
export default function MyLeadsPage() {
  return (
    <RequireSignIn title="My Leads">
      <Leads />
    </RequireSignIn>
  );
}

function Leads() {
  const { advisor, loading } = useOwnAdvisor();
  const list = useLeads(advisor?.agentCode ?? null, advisor?.viewer ?? '', advisor !== null);
  if (loading) return <Spinner label="Loading" />;
  if (!advisor)
    return (
      <p className="premium-page" role="alert">
        {own.notYourLeads}
      </p>
    );
  return (
    <section className="premium-page" aria-labelledby="my-leads-title">
      <h1 id="my-leads-title" className="premium-page__title">
        My Leads
      </h1>
      {list.isPending ? <Skeleton /> : null}
      {list.isError ? <p role="alert">{failureOf(list.error).message}</p> : null}
      {list.data && list.data.leads.length === 0 ? (
        <p>
          {own.listEmpty}. <Link to={PREMIUM_SERVICES_PATH}>Premium Services</Link>
        </p>
      ) : null}
      {list.data && list.data.leads.length > 0 ? (
        <ul className="lead-list" aria-label="Your leads">
          {list.data.leads.map((lead) => (
            <li key={lead.id}>
              <Card className="lead-card">
                <h2 className="lead-card__name">{lead.investorName ?? messages.generic.notAvailable}</h2>
                <dl className="lead-card__facts">
                  <div>
                    <dt>Service</dt>
                    <dd>{tagLabel(lead.tag)}</dd>
                  </div>
                  <div>
                    <dt>Mobile</dt>
                    <dd>{lead.investorMobileNo ?? messages.generic.notAvailable}</dd>
                  </div>
                  <div>
                    <dt>Amount</dt>
                    <dd>{lead.investmentAmount ? formatRupees(lead.investmentAmount, { decimals: 0 }) : messages.generic.notAvailable}</dd>
                  </div>
                  <div>
                    <dt>Status</dt>
                    <dd>{own.statuses[lead.status]}</dd>
                  </div>
                  <div>
                    <dt>Source</dt>
                    <dd>{own.sources[lead.source]}</dd>
                  </div>
                  <div>
                    <dt>Created</dt>
                    <dd>{formatDisplayDate(istDate(new Date(lead.createdAt)))}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
