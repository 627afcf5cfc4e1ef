import { messages } from '@sanchay/domain';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui';
import { advisorMessages } from '../advisor-messages';
import { useReportsUrl } from './advisor-home-api';

/** Spec 1 §2: where the report goes when there is none (no REPORTS_URL, or the call failed). */
export const REPORT_FALLBACK_PATH = '/transaction-error';

/**
 * The Customer Investment Report link (spec 1 §2; spec 3 §2 "Content popup for advisors, with a
 * customer investment report link"; §7 reports URL): the advisor's report in a new tab, or
 * /transaction-error when there is none. One query, shared by the panel and the popup.
 */
export function ReportLink({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const report = useReportsUrl(agentCode, viewer);
  if (report.isPending) return <Skeleton width="60%" />;
  return report.data ? (
    <a href={report.data} target="_blank" rel="noopener noreferrer" className="advisor-home-link">
      {messages.content.customerInvestmentReport} <span className="visually-hidden">{advisorMessages.loan.opensInNewTab}</span>
    </a>
  ) : (
    <Link to={REPORT_FALLBACK_PATH} className="advisor-home-link">
      {messages.content.customerInvestmentReport}
    </Link>
  );
}
