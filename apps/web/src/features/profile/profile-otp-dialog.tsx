import type { StepUpOtpSent, StepUpOtpVerified } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { ApiError, failureOf } from '../../app/api-client';
import { OtpDialog, type OtpDialogTexts } from '../../ui';

const otpText = messages.onboarding.otp;
const own = productMessages.profileArea;

const TEXTS: OtpDialogTexts = {
  title: own.otpDialogTitle,
  description: own.otpSentTo,
  submit: messages.profileArea.personal.verifyAndProceed,
  resend: own.resendOtp,
  resendIn: own.resendIn,
};

export interface ProfileOtpDialogProps {
  /** The answer of the send that opened the dialog; null keeps it closed. */
  sent: StepUpOtpSent | null;
  /** Asks for a new code (the Resend button, after the countdown). */
  sendOtp: () => Promise<StepUpOtpSent>;
  verifyOtp: (otp: string) => Promise<StepUpOtpVerified>;
  /** Runs once the code matched (the save); a throw keeps the dialog open with its message. */
  onVerified: () => Promise<void>;
  onClose: () => void;
}

/**
 * The OTP of every profile edit (spec 2 §2, §4: submit → OTP → "Verify & Proceed" → save; the
 * Bank tab's edits too): the one OTP dialog (ui/otp-dialog.tsx) with the profile's wording. A
 * wrong code is "Invalid OTP." (or the expired message); Escape and Close close it.
 */
export function ProfileOtpDialog({ sent, sendOtp, verifyOtp, onVerified, onClose }: ProfileOtpDialogProps) {
  return (
    <OtpDialog
      sent={sent}
      texts={TEXTS}
      className="profile-otp"
      sendOtp={sendOtp}
      verify={async (otp) => {
        const answer = await verifyOtp(otp);
        if (!answer.otpMatched) return answer.expired ? messages.session.otpExpired : otpText.invalid;
        await onVerified();
        return null;
      }}
      failureText={(failure, during) => (during === 'send' ? failureOf(failure, otpText.sendFailed).message : failureText(failure))}
      onClose={onClose}
    />
  );
}

/** Spec 2 §8: the server's error text plus a period; a call that never arrived, the long form. */
function failureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.envelope) {
    const text = failure.envelope.message;
    return text.endsWith('.') ? text : `${text}.`;
  }
  return messages.profileArea.otpNetworkFailed;
}
