import { messages } from '@sanchay/domain';
import { failureOf } from '../../../app/api-client';
import { Card, useFlash } from '../../../ui';
import { orderSet } from '../checkout-api';
import { ModeSelection } from '../payment-popup/mode-selection';
import { PayPage } from './pay-page';

/**
 * /payment-mode?loopBackUrl=… (spec 1 §2 "Payment flow"): the mode selection for an order set
 * already placed (the order summary's Proceed to Payment links here by path): its orders are not
 * placed again, so there is no OTP step; paying is the mode pages' as from the popup.
 */
export default function PaymentModePage() {
  return <PayPage title="Payment Mode">{({ loopBackUrl }) => <ModeCard loopBackUrl={loopBackUrl} />}</PayPage>;
}

function ModeCard({ loopBackUrl }: { loopBackUrl: string }) {
  const flash = useFlash();
  return (
    <Card>
      <ModeSelection
        cart={{ hasLumpsum: true, hasSip: false }}
        place={() => orderSet(loopBackUrl)}
        onFailure={(failure) => flash.show({ type: 'error', message: failureOf(failure, messages.payment.redirectFailed).message })}
      />
    </Card>
  );
}
