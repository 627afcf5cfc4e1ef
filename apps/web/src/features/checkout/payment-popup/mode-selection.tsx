import type { OrderSummary } from '@sanchay/contract';
import {
  accountToQuery,
  BSE_ORDER_MESSAGE_MS,
  maskAccountNumber,
  messages,
  PAYMENT_MODE_CODES,
  productMessages,
  type PaymentMode,
} from '@sanchay/domain';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, FieldError, FormField, Skeleton, useFlash } from '../../../ui';
import { useProfile } from '../../../investor-profile';
import { useMandates } from '../../mandates';
import { makePayment } from '../checkout-api';
import { afterPayment } from '../payment-pages/after-payment';
import type { CheckoutCart } from './checkout-cart';

const pay = messages.payment;
const own = productMessages.paymentScreens;

/** Spec 3 §2: the modes in the order the popup offers them. */
const MODES: PaymentMode[] = ['UPI', 'NET_BANKING', 'NEFT', 'CHEQUE', 'OTM'];
/** Spec 3 §4: these need a bank account chosen first. */
const NEEDS_ACCOUNT: PaymentMode[] = ['UPI', 'NEFT', 'CHEQUE'];
const PAGE_OF: Partial<Record<PaymentMode, string>> = {
  UPI: '/upi-payment',
  NEFT: '/neft-payment',
  CHEQUE: '/cheque-payment',
};

/** /upi-payment, /neft-payment, /cheque-payment with the spec's query (account as base64). */
export function modePagePath(
  mode: PaymentMode,
  loopBackUrl: string,
  account: { bankAccountNumber: string; ifscCode: string },
): string | null {
  const page = PAGE_OF[mode];
  if (!page) return null;
  const query = new URLSearchParams({
    loopBackUrl,
    account: accountToQuery(account.bankAccountNumber),
    ifsc: account.ifscCode,
  });
  return `${page}?${query.toString()}`;
}

/**
 * Step two of the payment popup (spec 3 §4), and /payment-mode for an order set already placed:
 * the mode, the bank account (cheque, NEFT, UPI), the mandate for a cart's SIPs (an approved one,
 * or the setup); Proceed places the orders once for the popup's trnxDetailId (or reads the set),
 * then goes on by the mode chosen.
 */
export function ModeSelection({
  cart,
  place,
  onFailure,
}: {
  cart: Pick<CheckoutCart, 'hasLumpsum' | 'hasSip'>;
  /** Places the cart's orders (once per popup) or reads the order set already placed. */
  place: (input: { ucc: string; mandateId?: string }) => Promise<OrderSummary>;
  onFailure: (failure: unknown) => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const flash = useFlash();
  const profile = useProfile();
  const mandates = useMandates();
  const accounts = profile.data?.userBankDetailsList ?? [];
  const approved = (mandates.data?.mandates ?? []).filter((x) => x.status === 'Approved');
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [account, setAccount] = useState<string | null>(null);
  const [mandateId, setMandateId] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ mode?: string; account?: string; mandate?: string }>({});
  const [busy, setBusy] = useState(false);
  // One key for this popup's payment attempt (net banking, one-time mandate): a double click pays once.
  const [paymentKey] = useState(() => crypto.randomUUID());

  if (profile.isPending || mandates.isPending) return <Skeleton height={200} />;
  const chosenAccount =
    accounts.find((a) => a.bankAccountNumber === (account ?? defaultAccount()))
      ?.bankAccountNumber ?? null;
  const chosenMandate = mandateId ?? approved[0]?.bseMandateId ?? null;
  const needsMandate = cart.hasSip || mode === 'OTM';

  function defaultAccount() {
    return (
      (accounts.find((a) => a.defaultBankFlag === 'Y') ?? accounts[0])?.bankAccountNumber ?? null
    );
  }

  const proceed = async () => {
    const found: typeof errors = {};
    if (cart.hasLumpsum && !mode) found.mode = pay.modeRequired;
    if (mode && NEEDS_ACCOUNT.includes(mode) && !chosenAccount)
      found.account = pay.bankAccountRequired;
    if (needsMandate && !chosenMandate)
      found.mandate = cart.hasSip
        ? productMessages.checkout.mandateRequiredForSip
        : own.otmNeedsMandate;
    setErrors(found);
    if (Object.keys(found).length || busy) return;
    const ucc = profile.data?.ucc;
    if (!ucc) return onFailure(new Error('No client code'));
    setBusy(true);
    try {
      const summary = await place({
        ucc,
        ...(cart.hasSip && chosenMandate ? { mandateId: chosenMandate } : {}),
      });
      if (summary.saveErrors.length) {
        flash.show({
          type: 'error',
          message: [...new Set(summary.saveErrors)].join(' '),
          durationMs: BSE_ORDER_MESSAGE_MS,
        });
      }
      const anyValid = summary.orders.some((o) => o.orderStatus === 'VALID');
      if (!summary.canPay || !mode) {
        navigate(anyValid ? `/thank-you?loopBackUrl=${summary.loopBackUrl}` : summary.paymentUrl);
        return;
      }
      const bank = accounts.find((a) => a.bankAccountNumber === chosenAccount);
      const page = bank ? modePagePath(mode, summary.loopBackUrl, bank) : null;
      if (page) return navigate(page);
      const outcome = await makePayment({
        loopBackUrl: summary.loopBackUrl,
        paymentKey,
        paymentMode: PAYMENT_MODE_CODES[mode],
        ...(chosenAccount ? { bankAccountNumber: chosenAccount } : {}),
        ...(mode === 'OTM' && chosenMandate ? { mandateId: chosenMandate } : {}),
      });
      afterPayment(outcome, summary.loopBackUrl, navigate);
    } catch (failure) {
      onFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="payment-modes"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void proceed();
      }}
    >
      {cart.hasLumpsum ? (
        <fieldset
          className="payment-modes__choices"
          aria-describedby={errors.mode ? `${id}-mode-error` : undefined}
        >
          <legend>{own.modeLegend}</legend>
          {MODES.filter((m) => m !== 'OTM' || approved.length > 0).map((m) => (
            <label key={m} className="payment-modes__choice">
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  setErrors({});
                }}
              />{' '}
              {own.modeLabels[m]}
            </label>
          ))}
          <FieldError id={`${id}-mode-error`} message={errors.mode} />
        </fieldset>
      ) : null}
      {accounts.length ? (
        <FormField
          label={own.bankAccountLabel}
          htmlFor={`${id}-account`}
          className="payment-field"
          error={<FieldError id={`${id}-account-error`} message={errors.account} />}
        >
          <select
            id={`${id}-account`}
            value={chosenAccount ?? ''}
            aria-describedby={errors.account ? `${id}-account-error` : undefined}
            onChange={(e) => setAccount(e.target.value)}
          >
            {accounts.map((a) => (
              <option key={a.bankAccountNumber} value={a.bankAccountNumber}>
                {a.bankName} {maskAccountNumber(a.bankAccountNumber)}
              </option>
            ))}
          </select>
        </FormField>
      ) : (
        <FieldError message={errors.account} />
      )}
      {needsMandate ? (
        approved.length ? (
          <FormField label={own.mandateLabel} htmlFor={`${id}-mandate`} className="payment-field">
            <select
              id={`${id}-mandate`}
              value={chosenMandate ?? ''}
              onChange={(e) => setMandateId(e.target.value)}
            >
              {approved.map((x) => (
                <option key={x.bseMandateId} value={x.bseMandateId}>
                  {x.bankName} {x.bankAccountNumber} · {x.bseMandateId}
                </option>
              ))}
            </select>
          </FormField>
        ) : (
          <div className="payment-modes__mandate" role={errors.mandate ? 'alert' : undefined}>
            <p>{errors.mandate ?? own.noApprovedMandate}</p>
            <Link to="/profile/mandates/setup-mandate?flowType=checkout">
              {messages.mandate.setupMandate}
            </Link>
          </div>
        )
      ) : null}
      <div className="dialog-actions">
        <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
          {own.proceed}
        </Button>
      </div>
    </form>
  );
}
