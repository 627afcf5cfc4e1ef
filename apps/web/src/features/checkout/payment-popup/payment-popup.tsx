import * as Dialog from '@radix-ui/react-dialog';
import { SessionErrorEnum, type OrderSummary, type TransactionOtpSent } from '@sanchay/contract';
import { BSE_ORDER_MESSAGE_MS, messages, productMessages } from '@sanchay/domain';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureOf } from '../../../app/api-client';
import { CloseIcon, DialogRoot, OtpForm, Spinner, useConfirm, useFlash, useReturnFocus, type OtpFormTexts } from '../../../ui';
import { saveBseOrder, sendTransactionOtp, verifyTransactionOtp } from '../checkout-api';
import type { CheckoutCart } from './checkout-cart';
import { ModeSelection } from './mode-selection';

const pay = messages.payment;
const own = productMessages.paymentScreens;

const OTP_TEXTS: OtpFormTexts = { submit: own.verify, resend: own.resendOtp, resendIn: own.resendIn };

/** Spec 3 §5 "OTP": 'Please enter OTP.' when empty, 'Please enter correct OTP.' when not 6 digits. */
function checkTransactionOtp(otp: string): string | null {
  const code = otp.trim();
  if (!code) return pay.otpRequired;
  return /^\d{6}$/.test(code) ? null : pay.incorrectOtp;
}

/**
 * The payment popup (spec 3 §2 "Payment and checkout", §4 "Payment popup"): step one is the
 * transaction OTP (flowType 1) in the one OTP form, step two the payment mode selection. One
 * trnxDetailId per popup (docs/decisions/0086): a double click, a retry or the way back to the
 * OTP after a lapsed grant places the cart's orders once. Leaving step two asks first; leaving
 * means a new OTP next time.
 */
export function PaymentPopup({ cart, onClose, onOrdersPlaced }: { cart: CheckoutCart; onClose: () => void; onOrdersPlaced: (summary: OrderSummary) => void }) {
  const flash = useFlash();
  const confirm = useConfirm();
  const returnFocus = useReturnFocus();
  const [sent, setSent] = useState<TransactionOtpSent | null>(null);
  const [step, setStep] = useState<'otp' | 'mode'>('otp');
  // The submit key of this popup: made once, kept through step changes (docs/decisions/0086).
  const [trnxDetailId] = useState(() => crypto.randomUUID());
  const asked = useRef(false);
  // The OTP form leaves with its focused boxes: the mode step's title takes the focus, so a
  // keyboard or screen-reader user starts at the top of the new step, inside the dialog.
  const modeTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 'mode') modeTitle.current?.focus();
  }, [step]);

  const send = async () => {
    const answer = await sendTransactionOtp(cart.cartId, cart.isAdvisor);
    setSent(answer);
    return answer;
  };

  const sendFirst = () => {
    setSent(null);
    setStep('otp');
    send().catch((failure: unknown) => {
      flash.show({ type: 'error', message: failureOf(failure, pay.otpSendFailed).message });
      onClose();
    });
  };

  useEffect(() => {
    // Once per popup (React's development double effect included): each send is an SMS.
    if (asked.current) return;
    asked.current = true;
    sendFirst();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const leave = async () => {
    if (step === 'otp') return onClose();
    const exit = await confirm({ title: own.exitTitle, description: own.exitDescription, yesLabel: own.exitYes, noLabel: own.exitNo });
    if (exit) onClose();
  };

  /** save-bse-order said the OTP grant is gone (403 OTP_NOT_VERIFIED): back to step one. */
  const otpLapsed = (failure: unknown) =>
    failure instanceof ApiError && failure.status === 403 && failure.envelope?.errorEnum === SessionErrorEnum.OTP_NOT_VERIFIED;

  const title = step === 'otp' ? own.otpTitle : own.modeTitle;
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : void leave())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content payment-popup" {...returnFocus} aria-describedby={undefined}>
          {sent === null ? (
            <>
              <Dialog.Title className="dialog-title">{title}</Dialog.Title>
              <Spinner label="Sending OTP" />
            </>
          ) : step === 'otp' ? (
            <OtpForm
              sent={sent}
              // Opened again within the resend wait: the code already sent, no new SMS (decision 0096).
              texts={sent.reused ? { ...OTP_TEXTS, sent: own.otpStillValid, resent: '' } : OTP_TEXTS}
              check={checkTransactionOtp}
              verifyWhenComplete
              heading={(current) => (
                <>
                  <Dialog.Title className="dialog-title">{title}</Dialog.Title>
                  <p className="dialog-description">{own.otpSentTo(current.mobile)}</p>
                  {current.highRisk && cart.isAdvisor ? (
                    <p className="payment-popup__warning" role="note">
                      {pay.highRiskWarning}
                    </p>
                  ) : null}
                </>
              )}
              sendOtp={send}
              verify={async (otp) => {
                const answer = await verifyTransactionOtp(cart.cartId, otp);
                if (answer.otpMatched) {
                  setStep('mode');
                  return null;
                }
                return answer.expired ? pay.otpExpiredTransaction : pay.incorrectOtp;
              }}
              failureText={(failure, during) =>
                during === 'send' ? failureOf(failure, pay.otpSendFailed).message : pay.otpVerifyFailed
              }
            />
          ) : (
            <>
              <Dialog.Title className="dialog-title" ref={modeTitle} tabIndex={-1}>
                {title}
              </Dialog.Title>
              <ModeSelection
                cart={cart}
                place={async (input) => {
                  const summary = await saveBseOrder({ trnxDetailId, ...input });
                  onOrdersPlaced(summary);
                  return summary;
                }}
                onFailure={(failure) => {
                  if (otpLapsed(failure)) return sendFirst();
                  flash.show({ type: 'error', message: failureOf(failure, messages.bseOrder.saveFailed).message, durationMs: BSE_ORDER_MESSAGE_MS });
                }}
              />
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
