import { accountFromQuery, maskAccountNumber, messages, productMessages } from '@sanchay/domain';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { useProfile } from '../../../investor-profile';
import { AmountText, Card, FieldError, FormField, Skeleton } from '../../../ui';
import { RequireSignIn } from '../../session';
import { useOrderSet } from '../checkout-api';
import '../checkout.css';

const own = productMessages.paymentScreens;

/**
 * The query of /cheque-payment, /neft-payment and /upi-payment (spec 3 §2): loopBackUrl, the
 * account as base64 (a value that is not base64 is ignored: spec 3 §8) and the IFSC.
 */
export function usePayQuery() {
  const [params] = useSearchParams();
  return {
    loopBackUrl: (params.get('loopBackUrl') ?? '').trim(),
    account: accountFromQuery(params.get('account')),
    ifsc: params.get('ifsc') ?? '',
  };
}

/** A mode page's frame: signed in only, the heading, the order set's payable total. */
export function PayPage({
  title,
  children,
}: {
  title: string;
  children: (pay: { loopBackUrl: string; payable: string }) => ReactNode;
}) {
  return (
    <RequireSignIn title={title} openSignInOnEntry>
      <div className="checkout-page">
        <h1>{title}</h1>
        <Payable>{children}</Payable>
      </div>
    </RequireSignIn>
  );
}

function Payable({
  children,
}: {
  children: (pay: { loopBackUrl: string; payable: string }) => ReactNode;
}) {
  const { loopBackUrl } = usePayQuery();
  const set = useOrderSet(loopBackUrl);
  if (!/^\d{1,18}$/.test(loopBackUrl))
    return <p role="alert">{productMessages.paymentScreens.transactionErrorLead}</p>;
  if (set.isPending) return <Skeleton height={160} />;
  if (set.isError) return <p role="alert">{failureOf(set.error).message}</p>;
  return (
    <>
      <Card className="checkout-total">
        <span>{own.totalToPay}</span> <AmountText value={set.data.payableAmount} />
      </Card>
      {children({ loopBackUrl, payable: set.data.payableAmount })}
    </>
  );
}

/**
 * The account the payment is made from: the one in the query when it is one of the investor's
 * (shown masked), else a choice among them (spec 3 §4: a bank account must be selected first).
 */
export function useAccountChoice(fieldError: string | undefined) {
  const id = useId();
  const { account } = usePayQuery();
  const profile = useProfile();
  const accounts = profile.data?.userBankDetailsList ?? [];
  const known = accounts.some((a) => a.bankAccountNumber === account) ? account : '';
  const [chosen, setChosen] = useState<string>('');
  const value = chosen || known;
  const field = profile.isPending ? (
    <Skeleton height={48} />
  ) : (
    <FormField
      label={own.payingFrom}
      htmlFor={`${id}-account`}
      className="payment-field"
      error={<FieldError id={`${id}-account-error`} message={fieldError} />}
    >
      <select
        id={`${id}-account`}
        value={value}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-account-error` : undefined}
        onChange={(e) => setChosen(e.target.value)}
      >
        {value ? null : <option value="">{messages.payment.bankAccountRequired}</option>}
        {accounts.map((a) => (
          <option key={a.bankAccountNumber} value={a.bankAccountNumber}>
            {a.bankName} {maskAccountNumber(a.bankAccountNumber)}
          </option>
        ))}
      </select>
    </FormField>
  );
  return { account: value, field };
}
