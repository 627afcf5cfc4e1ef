import { useSearchParams } from 'react-router';
import { Card } from '../../../ui';

export const CUSTOMER_REPORT_TITLE = 'Sandbox: customer investment report';

/**
 * The sandbox's stand-in for the Customer Investment Report (spec 3 §7 "reports URL, query
 * agentCode"), the default of REPORTS_URL in sandbox mode (decision 0145). It shows what the
 * real report service would receive, so a tester can see the advisor's code travel.
 */
export default function CustomerReportPage() {
  const [params] = useSearchParams();
  const agentCode = params.get('agentCode');
  return (
    <Card as="section" aria-labelledby="customer-report-title">
      <h1 id="customer-report-title">{CUSTOMER_REPORT_TITLE}</h1>
      <p>In production this address is the report service&apos;s own page (REPORTS_URL). It receives the advisor&apos;s code as agentCode.</p>
      <p>
        agentCode: <strong data-testid="customer-report-agent">{agentCode ?? 'none'}</strong>
      </p>
    </Card>
  );
}
