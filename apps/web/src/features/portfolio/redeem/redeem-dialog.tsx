import * as Dialog from '@radix-ui/react-dialog';
import type { RedeemDetails, TransactionOtpSent } from '@sanchay/contract';
import {
  estimateExitLoad,
  formatDisplayDate,
  formatIndianNumber,
  formatUnits,
  lockScheduleMessage,
  messages,
  normaliseRedeemInput,
  parseDecimal,
  parseExitLoad,
  productMessages,
  redeemEntryError,
  redeemAvailableText,
  redeemMaximumText,
  redeemRequestValues,
  type RedeemHolding,
  type RedeemType,
} from '@sanchay/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { failureOf } from '../../../app/api-client';
import { Button, CloseIcon, DialogRoot, FieldError, FundName, OtpForm, Spinner, useReturnFocus, type OtpFormTexts } from '../../../ui';
import { redeemRequest, sendRedeemOtp, useRedeemDetails, verifyRedeemOtp } from './redeem-api';
import './redeem-dialog.css';

const spec = messages.redeem;
const own = productMessages.redeem;
const screens = productMessages.paymentScreens;

/** Spec 3 §9: the redeem OTP's resend opens 30 seconds after a send (the server says so in resendAfterSeconds). */
const OTP_TEXTS: OtpFormTexts = { submit: own.verifyAndRedeem, resend: screens.resendOtp, resendIn: screens.resendIn };

/** Spec 3 §5 Redeem OTP: 'Please enter OTP' when empty, 'Please enter valid 6-digit OTP' otherwise. */
function checkRedeemOtp(otp: string): string | null {
  const code = otp.trim();
  if (!code) return spec.otpRequired;
  return /^\d{6}$/.test(code) ? null : spec.otpInvalid;
}

export interface RedeemDialogProps {
  folioNo: string;
  isin: string;
  /** The advisor's session (isB2B on the OTP send, spec 3 §6). */
  isAdvisor?: boolean;
  onClose: () => void;
  /** Closing on the success screen reloads the page (spec 3 §4); a test passes its own. */
  reload?: () => void;
}

type Step = { kind: 'loan' } | { kind: 'loanThanks' } | { kind: 'form' } | { kind: 'otp'; sent: TransactionOtpSent; body: RedeemBody } | { kind: 'success'; orderNo: string | null };

/**
 * The Redeem dialog (spec 3 §4 Redeem dialog, §5 Redeem; docs/decisions/0106–0108): the loan
 * popup first where it applies, the form (by amount or units, redeem all), the OTP (flowType 3,
 * the one OTP form, redeem all included: decision 0166), and the success screen, whose closing reloads the page.
 */
export function RedeemDialog({ folioNo, isin, isAdvisor = false, onClose, reload = () => window.location.reload() }: RedeemDialogProps) {
  const returnFocus = useReturnFocus();
  const details = useRedeemDetails(folioNo, isin);
  const [step, setStep] = useState<Step | null>(null);
  // One key per dialog: a double click or a retry redeems once (decision 0106).
  const [requestKey] = useState(() => crypto.randomUUID());
  const stepTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step === null && details.data) setStep(details.data.loanOfferUrl ? { kind: 'loan' } : { kind: 'form' });
  }, [details.data, step]);
  useEffect(() => {
    if (step && step.kind !== 'otp') stepTitle.current?.focus();
  }, [step?.kind]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => (step?.kind === 'success' ? reload() : onClose());
  const title = step?.kind === 'loan' || step?.kind === 'loanThanks' ? own.loanTitle : step?.kind === 'success' ? own.successTitle : own.title;

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content redeem-dialog" {...returnFocus} aria-describedby={undefined}>
          {details.isError ? (
            <>
              <Dialog.Title className="dialog-title">{own.title}</Dialog.Title>
              <p role="alert">{failureOf(details.error, spec.failed).message}</p>
            </>
          ) : !details.data || !step ? (
            <>
              <Dialog.Title className="dialog-title">{own.title}</Dialog.Title>
              <Spinner label="Loading" />
            </>
          ) : step.kind === 'otp' ? (
            <RedeemOtp sent={step.sent} isAdvisor={isAdvisor} title={title} redeem={() => redeemRequest({ ...step.body, requestKey })} onDone={(orderNo) => setStep({ kind: 'success', orderNo })} />
          ) : (
            <>
              <Dialog.Title className="dialog-title" ref={stepTitle} tabIndex={-1}>
                {title}
              </Dialog.Title>
              {step.kind === 'loan' ? (
                <LoanOffer
                  url={details.data.loanOfferUrl!}
                  onRedeem={() => setStep({ kind: 'form' })}
                  onInterested={() => setStep({ kind: 'loanThanks' })}
                />
              ) : step.kind === 'loanThanks' ? (
                <>
                  <p className="dialog-description">{own.loanThanks}</p>
                  <div className="dialog-actions">
                    <Button onClick={onClose}>{own.close}</Button>
                  </div>
                </>
              ) : step.kind === 'success' ? (
                <>
                  <p className="dialog-description">{step.orderNo ? own.successText(step.orderNo) : own.successAwaitingExchange}</p>
                  <p className="redeem-dialog__note">{own.payoutTime}</p>
                  <div className="dialog-actions">
                    <Button onClick={reload}>{own.close}</Button>
                  </div>
                </>
              ) : (
                <RedeemForm
                  details={details.data}
                  isAdvisor={isAdvisor}
                  onOtp={(sent, body) => setStep({ kind: 'otp', sent, body })}
                />
              )}
            </>
          )}
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}

type RedeemBody = Omit<Parameters<typeof redeemRequest>[0], 'requestKey'>;

/** Spec 3 §4: the loan-against-MF popup before redeem (decision 0108). */
function LoanOffer({ url, onRedeem, onInterested }: { url: string; onRedeem: () => void; onInterested: () => void }) {
  return (
    <>
      <p className="dialog-description">{own.loanText}</p>
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onRedeem}>
          {spec.noRedeemFund}
        </Button>
        <Button
          onClick={() => {
            window.open(url, '_blank', 'noopener');
            onInterested();
          }}
        >
          {spec.yesInterested}
        </Button>
      </div>
    </>
  );
}

function holdingOf(d: RedeemDetails): RedeemHolding {
  return {
    nav: d.nav ?? '0',
    units: d.unitsAllocated,
    currentValue: d.currentValue,
    inProgressAmount: d.inProgressAmount,
    inProgressUnits: d.fullRedemptionInProgress ? d.unitsAllocated : d.inProgressUnits,
    minimumRedemptionAmount: d.minimumRedemptionAmount,
    minimumRedemptionUnits: d.minimumRedemptionUnits,
    redemptionAmountMultiple: d.redemptionAmountMultiple,
    redemptionUnitsMultiple: d.redemptionUnitsMultiple,
    lockedUnits: d.lockedUnits,
  };
}

function RedeemForm({
  details: d,
  isAdvisor,
  onOtp,
}: {
  details: RedeemDetails;
  isAdvisor: boolean;
  onOtp: (sent: TransactionOtpSent, body: RedeemBody) => void;
}) {
  const id = useId();
  const holding = useMemo(() => holdingOf(d), [d]);
  const [redeemType, setRedeemType] = useState<RedeemType>('amount');
  const [value, setValue] = useState('');
  const [all, setAll] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // What redeeming all takes, and the largest entry the rules accept (the available amount
  // rounded down to the scheme's multiple): typing more is clamped to the latter.
  const available = redeemAvailableText(holding, redeemType);
  const max = redeemMaximumText(holding, redeemType);
  // ELSS: what frees when (issue 23 §6), from the server's lock schedule.
  const lockNote = lockScheduleMessage(d.lockSchedule);
  const entry = { redeemType, value, allRedeem: all };
  const error = redeemEntryError(holding, entry);
  const blocked = d.fullRedemptionInProgress || !d.redemptionAllowed || d.nav === null;

  // Spec 3 §4: switching clears the input and resets the maximum; unticking clears it.
  const switchType = (type: RedeemType) => {
    setRedeemType(type);
    setValue('');
    setAll(false);
    setTouched(false);
    setFailure(null);
  };
  const toggleAll = (checked: boolean) => {
    setAll(checked);
    setValue(checked ? available : '');
    setTouched(checked);
    setFailure(null);
  };

  const estimate = useMemo(() => {
    if (!d.nav) return null;
    const typed = all ? parseDecimal(redeemAvailableText(holding, 'units')) : parseDecimal(value);
    if (!typed || !typed.gt(0) || error) return null;
    const units = all || redeemType === 'units' ? typed : typed.div(d.nav);
    return estimateExitLoad(parseExitLoad(d.exitLoadFlag, d.exitLoad), d.lots, { units, nav: d.nav, navDate: d.applicableNavDate });
  }, [d, holding, all, value, redeemType, error]);
  const exitLoadText = !touched || error ? null : estimate === null ? own.exitLoadUnknown : estimate.load.gt(0) ? own.exitLoadEstimate(formatIndianNumber(estimate.load)) : own.exitLoadNil;

  const submit = async () => {
    setTouched(true);
    if (error || blocked) return;
    setBusy(true);
    setFailure(null);
    const body: RedeemBody = { isin: d.isin, folioNo: d.folioNo, redeemType, allRedeem: all ? 'Y' : 'N', ...redeemRequestValues(entry) };
    try {
      // Redeem all too: every redemption is confirmed by the OTP (SEBI's two-factor rule; decision 0166).
      onOtp(await sendRedeemOtp(isAdvisor), body);
    } catch (caught) {
      setFailure(failureOf(caught, messages.payment.otpSendFailed).message);
      setBusy(false);
    }
  };

  const inputId = `${id}-value`;
  const errorId = `${id}-error`;
  const shownError = touched ? error : null;
  return (
    <form
      className="redeem-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="redeem-form__scheme">
        <FundName official={d.schemeName} />
      </p>
      {d.fullRedemptionInProgress ? <p role="status">{spec.fullRedemptionInProgress}</p> : null}
      {d.navAvailableFrom ? <p>{spec.navAvailableFrom(formatDisplayDate(d.navAvailableFrom))}</p> : null}
      <fieldset className="redeem-form__type" disabled={blocked}>
        <legend>{own.redeemBy}</legend>
        {(['amount', 'units'] as const).map((type) => (
          <label key={type}>
            <input type="radio" name={`${id}-type`} value={type} checked={redeemType === type} onChange={() => switchType(type)} />
            {type === 'amount' ? own.byAmount : own.byUnits}
          </label>
        ))}
      </fieldset>
      <p className="redeem-form__available">
        {redeemType === 'amount' ? own.availableAmount(formatIndianNumber(available)) : own.availableUnits(formatUnits(available))}
      </p>
      {lockNote ? <p className="redeem-dialog__note">{lockNote}</p> : null}
      <div className="redeem-form__field">
        <label htmlFor={inputId}>{redeemType === 'amount' ? own.amountLabel : own.unitsLabel}</label>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={all || blocked}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          onChange={(event) => {
            setValue(normaliseRedeemInput(event.target.value, max));
            setTouched(true);
            setFailure(null);
          }}
        />
        <FieldError id={errorId} message={shownError} />
      </div>
      <label className="redeem-form__all">
        <input type="checkbox" checked={all} disabled={blocked} onChange={(event) => toggleAll(event.target.checked)} />
        {redeemType === 'amount' ? spec.redeemEntireAmount : spec.redeemAllUnits}
      </label>
      {exitLoadText ? <p className="redeem-dialog__note">{exitLoadText}</p> : null}
      <p className="redeem-dialog__note">{own.navApplicable(formatDisplayDate(d.applicableNavDate), d.beforeCutOff)}</p>
      {failure ? (
        <p className="field-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button type="submit" disabled={busy || blocked || (touched && error !== null)}>
          {own.continue}
        </Button>
      </div>
    </form>
  );
}

function RedeemOtp({
  sent,
  isAdvisor,
  title,
  redeem,
  onDone,
}: {
  sent: TransactionOtpSent;
  isAdvisor: boolean;
  title: string;
  /** The form's request, sent once the code matches. */
  redeem: () => ReturnType<typeof redeemRequest>;
  onDone: (orderNo: string | null) => void;
}) {
  return (
    <OtpForm
      sent={sent}
      texts={OTP_TEXTS}
      check={checkRedeemOtp}
      verifyWhenComplete
      heading={(current) => (
        <>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <p className="dialog-description">{own.otpSent(current.mobile)}</p>
        </>
      )}
      sendOtp={() => sendRedeemOtp(isAdvisor)}
      verify={async (otp) => {
        const answer = await verifyRedeemOtp(otp);
        if (!answer.otpMatched) return answer.expired ? messages.payment.otpExpiredTransaction : messages.payment.incorrectOtp;
        try {
          const outcome = await redeem();
          onDone(outcome.orderNo);
          return null;
        } catch (caught) {
          return failureOf(caught, spec.failed).message;
        }
      }}
      failureText={(failure, during) => (during === 'send' ? failureOf(failure, messages.payment.otpSendFailed).message : messages.payment.otpVerifyFailed)}
    />
  );
}
