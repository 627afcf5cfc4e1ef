import type { AccountOpened, StepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { ApiError, failureOf } from '../../app/api-client';
import { OtpDialog, type OtpDialogTexts } from '../../ui';
import { sendAccountOtp, verifyAccountOtp } from './occupation-nominee-api';

const own = productMessages.occupationNominee;
const otpText = messages.onboarding.otp;

const TEXTS: OtpDialogTexts = {
  title: own.otpTitle,
  description: own.otpLead,
  submit: own.verify,
  resend: own.resend,
  resendIn: own.resendIn,
  sent: own.otpSent,
};

/**
 * The account-opening OTP (spec 2 §2, §4): the one OTP dialog (ui/otp-dialog.tsx) that cannot be
 * closed (no close button, Escape and a click outside do nothing); Resend beside Verify, disabled
 * for 30 seconds after each send. The right code opens the account and hands back where to go
 * next; a refused code (the server's 4xx) empties the boxes for the next one.
 */
export function AccountOpeningOtpDialog({ sent, onOpened }: { sent: StepUpOtpSent; onOpened: (opened: AccountOpened) => void }) {
  return (
    <OtpDialog
      sent={sent}
      texts={TEXTS}
      resendAs="button"
      sendOtp={sendAccountOtp}
      verify={async (otp) => {
        try {
          onOpened(await verifyAccountOtp(otp));
          return null;
        } catch (failure) {
          if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) return failureOf(failure).message;
          throw failure;
        }
      }}
      failureText={(failure, during) => failureOf(failure, during === 'send' ? otpText.sendFailed : undefined).message}
    />
  );
}
