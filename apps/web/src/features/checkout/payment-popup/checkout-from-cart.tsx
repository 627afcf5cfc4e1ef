import * as Dialog from '@radix-ui/react-dialog';
import type { OrderSummary } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { Button, CloseIcon, DialogRoot, useFlash, useReturnFocus } from '../../../ui';
import { activeOrderSets, discardActiveCart, discardOrders } from '../checkout-api';
import type { CheckoutCart } from './checkout-cart';
import { PaymentPopup } from './payment-popup';
import '../checkout.css';

const pay = messages.payment;
const own = productMessages.paymentScreens;

export interface CheckoutFromCartProps {
  cart: CheckoutCart & { itemCount: number };
  /** The popup (or Hold on!) closed without leaving the page. */
  onClose: () => void;
  /** The cart changed on the server (orders placed, or emptied): the cart's view fetches it again. */
  onCartChanged: (summary?: OrderSummary) => void;
}

/**
 * The cart's Invest Now, once the investor may check out (spec 3 §4 "Pending order popup", §7
 * get-order-details): active order sets first ('Hold on!': Cancel Order, or Continue with
 * Existing Order to its order summary), otherwise the payment popup.
 */
export default function CheckoutFromCart({ cart, onClose, onCartChanged }: CheckoutFromCartProps) {
  const flash = useFlash();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<{ kind: 'checking' } | { kind: 'holdOn'; paymentUrl: string } | { kind: 'popup' }>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    activeOrderSets()
      .then((sets) => setPhase(sets[0] ? { kind: 'holdOn', paymentUrl: sets[0].paymentUrl } : { kind: 'popup' }))
      .catch((failure: unknown) => {
        flash.show({ type: 'error', message: failureOf(failure).message });
        onClose();
      });
  }, [flash, onClose]);

  const cancelOrders = async () => {
    setBusy(true);
    try {
      await discardOrders();
      setPhase({ kind: 'popup' });
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure, messages.bseOrder.discardFailed).message });
    } finally {
      setBusy(false);
    }
  };

  const continueExisting = async (paymentUrl: string) => {
    setBusy(true);
    try {
      if (cart.itemCount > 0) {
        await discardActiveCart();
        onCartChanged();
      }
      navigate(paymentUrl);
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure, messages.bseOrder.discardFailed).message });
      setBusy(false);
    }
  };

  if (phase.kind === 'checking') return null;
  if (phase.kind === 'popup') return <PaymentPopup cart={cart} onClose={onClose} onOrdersPlaced={(summary) => onCartChanged(summary)} />;
  return <HoldOnDialog busy={busy} onCancelOrders={() => void cancelOrders()} onContinue={() => void continueExisting(phase.paymentUrl)} onClose={onClose} />;
}

/** 'Hold on!' (spec 3 §2, §4 "Pending order popup"). */
function HoldOnDialog({ busy, onCancelOrders, onContinue, onClose }: { busy: boolean; onCancelOrders: () => void; onContinue: () => void; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" {...returnFocus}>
          <Dialog.Title className="dialog-title">{pay.holdOn}</Dialog.Title>
          <Dialog.Description className="dialog-description">{own.holdOnDescription}</Dialog.Description>
          <div className="dialog-actions">
            <Button variant="secondary" disabled={busy} onClick={onCancelOrders}>
              {pay.cancelOrder}
            </Button>
            <Button variant="primary" disabled={busy} onClick={onContinue}>
              {pay.continueWithExistingOrder}
            </Button>
          </div>
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
