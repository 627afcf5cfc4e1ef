import { messages, productMessages } from '@sanchay/domain';
import { useSearchParams } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { Card, Skeleton } from '../../../ui';
import { RequireSignIn } from '../../session';
import { useChallan } from '../checkout-api';
import { ChallanFacts } from '../payment-pages/cheque-payment-page';
import { HomeLink } from './order-status';
import '../checkout.css';

const own = productMessages.paymentScreens;

/** /challan?encryptedGroupId=… (spec 3 §2): the cheque's challan details and its PDF. */
export default function ChallanPage() {
  const [params] = useSearchParams();
  const groupId = params.get('encryptedGroupId') ?? '';
  return (
    <div className="checkout-page">
      <h1>{own.challanTitle}</h1>
      <RequireSignIn title={own.challanTitle} openSignInOnEntry>
        <Challan groupId={groupId} />
      </RequireSignIn>
      <HomeLink />
    </div>
  );
}

function Challan({ groupId }: { groupId: string }) {
  const challan = useChallan(groupId);
  if (!/^\d{1,18}$/.test(groupId)) return <p role="alert">{messages.payment.challanDownloadFailed}</p>;
  if (challan.isPending) return <Skeleton height={160} />;
  if (challan.isError) return <p role="alert">{failureOf(challan.error, messages.payment.challanDownloadFailed).message}</p>;
  return (
    <Card className="checkout-form">
      <ChallanFacts details={challan.data} />
      <a href={challan.data.challanUrl} target="_blank" rel="noopener">
        {own.openChallan}
      </a>
    </Card>
  );
}
