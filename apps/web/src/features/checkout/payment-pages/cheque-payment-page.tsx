import type { ChallanDetails, PaymentOutcome } from '@sanchay/contract';
import {
  chequeDateError,
  chequeNumberError,
  formatDisplayDate,
  getsClearingDayNav,
  istDate,
  messages,
  PAYMENT_MODE_CODES,
  productMessages,
  Decimal,
  formatRupees,
} from '@sanchay/domain';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { Button, Card, FieldError, FormField, useFlash } from '../../../ui';
import { getChallan } from '../checkout-api';
import { withLoopBack } from './after-payment';
import { PayPage, useAccountChoice } from './pay-page';
import { usePay } from './use-pay';

const pay = messages.payment;
const own = productMessages.paymentScreens;
const checkoutText = productMessages.checkout;

/** Spec 3 §4 "After payment": the PDF opens, then /thank-you after 2 seconds. */
export const CHALLAN_REDIRECT_MS = 2000;

/**
 * /cheque-payment (spec 3 §2, §5, §9): the date on the cheque (70 days back to today), its 6-digit
 * number, Generate Challan; the cheque's favour name and amount (N.A when zero). The challan (a
 * PDF) opens, then /thank-you after 2 s.
 */
export default function ChequePaymentPage() {
  return (
    <PayPage title="Pay by Cheque">
      {({ loopBackUrl, payable }) => <ChequeForm loopBackUrl={loopBackUrl} payable={payable} />}
    </PayPage>
  );
}

function ChequeForm({ loopBackUrl, payable }: { loopBackUrl: string; payable: string }) {
  const id = useId();
  const navigate = useNavigate();
  const flash = useFlash();
  const today = istDate(new Date());
  const [date, setDate] = useState(formatDisplayDate(today));
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{
    chequeDate?: string;
    chequeNumber?: string;
    bankAccountNumber?: string;
  }>({});
  const [challan, setChallan] = useState<{
    details: ChallanDetails;
    next: string;
    opened: boolean;
  } | null>(null);
  const payment = usePay();
  const shown = { ...errors, ...payment.fieldErrors };
  const { account, field } = useAccountChoice(shown.bankAccountNumber);
  const amount = new Decimal(payable).isZero()
    ? messages.generic.notAvailable
    : formatRupees(payable);

  useEffect(() => {
    if (!challan?.opened) return;
    const timer = setTimeout(() => navigate(challan.next), CHALLAN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [challan, navigate]);

  const afterChallan = async (outcome: PaymentOutcome) => {
    try {
      const details = await getChallan(outcome.groupId);
      const opened = window.open(details.challanUrl, '_blank') !== null;
      setChallan({ details, next: withLoopBack(outcome.next, loopBackUrl), opened });
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure, pay.challanDownloadFailed).message });
      navigate(withLoopBack(`/challan?encryptedGroupId=${outcome.groupId}`, loopBackUrl));
    }
  };

  const submit = () => {
    const chequeDate = date.trim();
    const found: typeof errors = {};
    const dateProblem = chequeDateError(chequeDate, today);
    const numberProblem = chequeNumberError(number);
    if (dateProblem) found.chequeDate = dateProblem;
    if (numberProblem) found.chequeNumber = numberProblem;
    if (!account) found.bankAccountNumber = pay.bankAccountRequired;
    setErrors(found);
    payment.setFieldErrors({});
    if (Object.keys(found).length) return;
    void payment.pay(
      {
        loopBackUrl,
        paymentMode: PAYMENT_MODE_CODES.CHEQUE,
        bankAccountNumber: account,
        chequeDate,
        chequeNumber: number.trim(),
      },
      afterChallan,
    );
  };

  if (challan) {
    const d = challan.details;
    return (
      <Card as="section" className="checkout-form" aria-label={own.challanTitle}>
        <ChallanFacts details={d} />
        <a href={d.challanUrl} target="_blank" rel="noopener">
          {own.openChallan}
        </a>
        {challan.opened ? null : (
          <Link to={challan.next} className="checkout-continue">
            {own.continueLabel}
          </Link>
        )}
      </Card>
    );
  }

  const error = (name: 'chequeDate' | 'chequeNumber') => (
    <FieldError id={`${id}-${name}-error`} message={shown[name]} />
  );
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
        label={own.chequeDateLabel}
        htmlFor={`${id}-date`}
        className="payment-field"
        error={error('chequeDate')}
      >
        <input
          id={`${id}-date`}
          value={date}
          inputMode="numeric"
          placeholder="DD/MM/YYYY"
          maxLength={10}
          autoComplete="off"
          aria-invalid={shown.chequeDate ? true : undefined}
          aria-describedby={shown.chequeDate ? `${id}-chequeDate-error` : undefined}
          onChange={(e) => setDate(e.target.value)}
        />
      </FormField>
      <FormField
        label={own.chequeNumberLabel}
        htmlFor={`${id}-number`}
        className="payment-field"
        error={error('chequeNumber')}
      >
        <input
          id={`${id}-number`}
          value={number}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          aria-invalid={shown.chequeNumber ? true : undefined}
          aria-describedby={shown.chequeNumber ? `${id}-chequeNumber-error` : undefined}
          onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <dl className="checkout-facts">
        <div>
          <dt>{own.chequeFavourLabel}</dt>
          <dd>{checkoutText.chequeFavourName}</dd>
        </div>
        <div>
          <dt>{own.chequeAmountLabel}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {getsClearingDayNav(payable) ? (
        <p className="checkout-note">{checkoutText.clearingDayNav}</p>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        block
        disabled={payment.busy}
        aria-busy={payment.busy}
      >
        {pay.generateChallan}
      </Button>
    </form>
  );
}

/** The challan's cheque details (spec 3 §2, §3 Challan response): favour name, amount, number, deposit date, the NAV note. */
export function ChallanFacts({ details }: { details: ChallanDetails }) {
  return (
    <>
      <dl className="checkout-facts">
        <div>
          <dt>{own.chequeFavourLabel}</dt>
          <dd>{details.chequeFavourName}</dd>
        </div>
        <div>
          <dt>{own.chequeAmountLabel}</dt>
          <dd>{details.chequeAmount}</dd>
        </div>
        <div>
          <dt>{own.chequeNumberLabel}</dt>
          <dd>{details.chequeNumber}</dd>
        </div>
        <div>
          <dt>{own.depositDateLabel}</dt>
          <dd>{details.depositDate}</dd>
        </div>
      </dl>
      <p>{checkoutText.challanDepositBy(details.depositDate)}</p>
      {details.clearingDayNavNote ? (
        <p className="checkout-note">{details.clearingDayNavNote}</p>
      ) : null}
    </>
  );
}
