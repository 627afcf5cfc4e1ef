import { messages, PAYMENT_MODE_CODES, productMessages } from '@sanchay/domain';
import { useId, useState } from 'react';
import { Button, FieldError, FormField } from '../../../ui';
import { PayPage, useAccountChoice } from './pay-page';
import { usePay } from './use-pay';

const pay = messages.payment;
const own = productMessages.paymentScreens;

/** /upi-payment (spec 3 §2, §5): the VPA, Pay Now, the total and the UPI app's steps; the bank's page follows. */
export default function UpiPaymentPage() {
  return (
    <PayPage title="Pay by UPI">
      {({ loopBackUrl }) => <UpiForm loopBackUrl={loopBackUrl} />}
    </PayPage>
  );
}

function UpiForm({ loopBackUrl }: { loopBackUrl: string }) {
  const id = useId();
  const [vpa, setVpa] = useState('');
  const [errors, setErrors] = useState<{ vpaId?: string; bankAccountNumber?: string }>({});
  const payment = usePay();
  const shown = { ...errors, ...payment.fieldErrors };
  const { account, field } = useAccountChoice(shown.bankAccountNumber);

  const submit = () => {
    const found: typeof errors = {};
    if (!account) found.bankAccountNumber = pay.bankAccountRequired;
    if (!vpa.trim()) found.vpaId = pay.vpaRequired;
    setErrors(found);
    payment.setFieldErrors({});
    if (Object.keys(found).length) return;
    void payment.pay({
      loopBackUrl,
      paymentMode: PAYMENT_MODE_CODES.UPI,
      bankAccountNumber: account,
      vpaId: vpa.trim(),
    });
  };

  return (
    <form
      className="checkout-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {field}
      <FormField
        label={own.vpaLabel}
        htmlFor={`${id}-vpa`}
        className="payment-field"
        error={<FieldError id={`${id}-vpa-error`} message={shown.vpaId} />}
      >
        <input
          id={`${id}-vpa`}
          value={vpa}
          autoComplete="off"
          inputMode="email"
          placeholder="name@bank"
          aria-invalid={shown.vpaId ? true : undefined}
          aria-describedby={shown.vpaId ? `${id}-vpa-error` : undefined}
          onChange={(e) => setVpa(e.target.value)}
        />
      </FormField>
      <ol className="checkout-steps" aria-label="How to pay by UPI">
        {own.upiSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Button
        type="submit"
        variant="primary"
        block
        disabled={payment.busy}
        aria-busy={payment.busy}
      >
        {pay.payNow}
      </Button>
    </form>
  );
}
