import { useSearchParams } from 'react-router';
import { Card } from '../../../ui';

export const LOAN_PARTNER_TITLE = 'Sandbox: loan against mutual funds partner';

/**
 * The sandbox's stand-in for the external loan-against-mutual-funds page (spec 1 §2 "opened with a
 * partnerId parameter"), the default of LOAN_AGAINST_MF_URL in sandbox mode. It only shows what the
 * real partner would receive, so a tester can see the advisor's code travel.
 */
export default function LoanPartnerPage() {
  const [params] = useSearchParams();
  const partnerId = params.get('partnerId');
  return (
    <Card as="section" aria-labelledby="loan-partner-title">
      <h1 id="loan-partner-title">{LOAN_PARTNER_TITLE}</h1>
      <p>
        In production this address is the loan partner&apos;s own page (LOAN_AGAINST_MF_URL). It receives the advisor&apos;s
        code as partnerId.
      </p>
      <p>
        partnerId: <strong data-testid="loan-partner-id">{partnerId ?? 'none'}</strong>
      </p>
    </Card>
  );
}
