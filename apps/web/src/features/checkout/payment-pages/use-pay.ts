import type { MakePaymentBody } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { useFlash } from '../../../ui';
import { makePayment } from '../checkout-api';
import { afterPayment } from './after-payment';

/**
 * One payment attempt of a mode page: one paymentKey per page (a double click or a retry of Pay
 * Now is the same payment: docs/decisions/0086), field errors from the server beside their
 * fields, any other refusal in the flash bar.
 */
export function usePay() {
  const navigate = useNavigate();
  const flash = useFlash();
  const [paymentKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const pay = async (body: Omit<MakePaymentBody, 'paymentKey'>, after?: (outcome: Awaited<ReturnType<typeof makePayment>>) => Promise<void> | void) => {
    if (busy) return;
    setBusy(true);
    setFieldErrors({});
    try {
      const outcome = await makePayment({ ...body, paymentKey });
      if (after && outcome.status === 'ACCEPTED') await after(outcome);
      else afterPayment(outcome, body.loopBackUrl, navigate);
    } catch (failure) {
      const { message, fieldErrors: fields } = failureOf(failure, messages.payment.redirectFailed);
      setFieldErrors(fields);
      if (!Object.keys(fields).length) flash.show({ type: 'error', message });
    } finally {
      setBusy(false);
    }
  };
  return { pay, busy, fieldErrors, setFieldErrors };
}
