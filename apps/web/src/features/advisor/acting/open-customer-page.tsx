import type { StepUpOtpSent } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { failureOf } from '../../../app/api-client';
import { MY_CUSTOMERS_PATH } from '../../../app/paths';
import { Button, LinkButton, OtpDialog, Skeleton, type OtpDialogTexts } from '../../../ui';
import { sendActingOtp, startActing, useActingCustomer } from './acting-api';
import './acting.css';

const own = productMessages.acting;
const otpText = productMessages.profileArea;

const TEXTS: OtpDialogTexts = {
  title: otpText.otpDialogTitle,
  description: otpText.otpSentTo,
  submit: messages.profileArea.personal.verifyAndProceed,
  resend: otpText.resendOtp,
  resendIn: otpText.resendIn,
};

/** Where the customer's account opens once they consented. */
export const ACTING_LANDING_PATH = '/profile/portfolio';

/**
 * /my-customers/open?customerId= (issue 13 §1, decision 0138): the advisor asks the customer's
 * consent to open their account. The server names the customer (and refuses one not mapped to
 * this advisor); Send OTP sends a code to the customer's mobile; the one OTP dialog takes it; a
 * match opens the customer's account. Every cached answer is dropped: it was the advisor's own.
 */
export default function OpenCustomerPage() {
  const [params] = useSearchParams();
  const customerId = params.get('customerId');
  const customer = useActingCustomer(customerId);
  const [sent, setSent] = useState<StepUpOtpSent | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (!customerId) return <Refused message={own.notYourCustomer} />;
  if (customer.isPending) return <Skeleton />;
  if (customer.isError) return <Refused message={failureOf(customer.error).message} />;
  const { name } = customer.data;

  const send = async () => {
    setSending(true);
    setError(null);
    try {
      setSent(await sendActingOtp(customerId));
    } catch (failure) {
      setError(failureOf(failure, messages.onboarding.otp.sendFailed).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="acting-page">
      <h1>{own.heading(name)}</h1>
      <p>{own.consentIntro(name)}</p>
      {error ? <p role="alert">{error}</p> : null}
      <Button variant="primary" onClick={send} disabled={sending}>
        {own.sendOtp}
      </Button>
      <OtpDialog
        sent={sent}
        texts={TEXTS}
        sendOtp={() => sendActingOtp(customerId)}
        verify={async (otp) => {
          const answer = await startActing(customerId, otp);
          if (!answer.otpMatched) return answer.expired ? messages.session.otpExpired : messages.onboarding.otp.invalid;
          queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'acting' });
          await queryClient.invalidateQueries({ queryKey: ['acting'] });
          void navigate(ACTING_LANDING_PATH);
          return null;
        }}
        failureText={(failure) => failureOf(failure).message}
        onClose={() => setSent(null)}
      />
    </div>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <div className="acting-page">
      <p role="alert">{message}</p>
      <LinkButton to={MY_CUSTOMERS_PATH} variant="secondary">
        {own.switchCustomer}
      </LinkButton>
    </div>
  );
}
