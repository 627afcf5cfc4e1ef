import { messages, PAYMENT_MODE_CODES, productMessages } from '@sanchay/domain';
import { useId, useState } from 'react';
import { Button, FieldError, FormField } from '../../../ui';
import { PayPage, useAccountChoice } from './pay-page';
import { usePay } from './use-pay';

const pay = messages.payment;
const own = productMessages.paymentScreens;

/**
 * /neft-payment (spec 3 §2, §5): step one tells what to transfer; step two is Enter UTR Number
 * and Confirm Payment (disabled until a UTR is typed).
 */
export default function NeftPaymentPage() {
  return (
    <PayPage title="Pay by NEFT/RTGS">
      {({ loopBackUrl }) => <NeftSteps loopBackUrl={loopBackUrl} />}
    </PayPage>
  );
}

function NeftSteps({ loopBackUrl }: { loopBackUrl: string }) {
  const id = useId();
  const [step, setStep] = useState<1 | 2>(1);
  const [utr, setUtr] = useState('');
  const [touched, setTouched] = useState(false);
  const payment = usePay();
  const [accountError, setAccountError] = useState<string | undefined>();
  const { account, field } = useAccountChoice(
    accountError ?? payment.fieldErrors.bankAccountNumber,
  );
  const utrError =
    payment.fieldErrors.neftReferenceNumber ??
    (touched && !utr.trim() ? pay.utrRequired : undefined);

  if (step === 1) {
    return (
      <div className="checkout-form">
        {field}
        <p>{own.neftStepOne}</p>
        <p className="checkout-muted">{own.neftBeneficiary}</p>
        <Button
          variant="primary"
          block
          onClick={() => {
            if (!account) return setAccountError(pay.bankAccountRequired);
            setAccountError(undefined);
            setStep(2);
          }}
        >
          {own.neftNext}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!utr.trim()) return;
        void payment.pay({
          loopBackUrl,
          paymentMode: PAYMENT_MODE_CODES.NEFT,
          bankAccountNumber: account,
          neftReferenceNumber: utr.trim(),
        });
      }}
    >
      <h2>{pay.enterUtrNumber}</h2>
      <FormField
        label={own.utrLabel}
        htmlFor={`${id}-utr`}
        className="payment-field"
        error={<FieldError id={`${id}-utr-error`} message={utrError} />}
      >
        <input
          id={`${id}-utr`}
          value={utr}
          autoComplete="off"
          maxLength={40}
          aria-invalid={utrError ? true : undefined}
          aria-describedby={utrError ? `${id}-utr-error` : undefined}
          onChange={(e) => {
            setUtr(e.target.value);
            setTouched(true);
          }}
        />
      </FormField>
      <Button
        type="submit"
        variant="primary"
        block
        disabled={!utr.trim() || payment.busy}
        aria-busy={payment.busy}
      >
        {pay.confirmPayment}
      </Button>
    </form>
  );
}
