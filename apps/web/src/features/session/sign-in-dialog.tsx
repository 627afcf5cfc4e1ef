import * as Dialog from '@radix-ui/react-dialog';
import { sessionRoutes, type LoginResult, type OtpPurpose } from '@sanchay/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CloseIcon, useReturnFocus } from '../../ui';
import { callApi } from '../../app/api-client';
import { useSessionContext, useSignIn } from './session-context';
import {
  apiMessage,
  MobileStep,
  MultipleUsersStep,
  OtpStep,
  PasswordStep,
  SetPasswordStep,
  UserDetailsStep,
  type MobileUser,
} from './sign-in-steps';

/** Where the dialog is (spec 1 §2 "Sign-in dialog"). */
export type DialogStep =
  | { step: 'mobile' }
  | { step: 'password'; userId?: string }
  | { step: 'multipleUsers'; users: MobileUser[] }
  | { step: 'userdetails' }
  | { step: 'otp'; purpose: OtpPurpose; userId?: string; then: 'done' | 'setpassword' | 'saveuser'; resendAfterSeconds: number }
  | { step: 'setpassword' };

const TITLES: Record<DialogStep['step'], string> = {
  mobile: 'Login / Register',
  password: 'Enter your password',
  multipleUsers: 'Choose your account',
  userdetails: 'Create your account',
  otp: 'Enter OTP',
  setpassword: 'Set your password',
};

/** The sign-in dialog's body: one step at a time, reset to the mobile number on each opening. */
export function SignInFlow({ onFinished }: { onFinished: (result: LoginResult) => void }) {
  const { applyLogin, meta } = useSessionContext();
  const [state, setState] = useState<DialogStep>({ step: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [details, setDetails] = useState<{ name: string; email: string } | null>(null);
  const [pending, setPending] = useState<LoginResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendLoginOtp(userId: string | undefined, then: 'done' | 'setpassword') {
    setError(null);
    try {
      const sent = await callApi(sessionRoutes.sendOtp, { body: { mobile, purpose: 'login' } });
      setState({ step: 'otp', purpose: 'login', userId, then, resendAfterSeconds: sent.resendAfterSeconds });
    } catch (err) {
      setError(apiMessage(err));
    }
  }

  function signedIn(result: LoginResult) {
    applyLogin(result);
    onFinished(result);
  }

  async function onOtpVerified(login: LoginResult | null) {
    if (state.step !== 'otp') return;
    if (state.purpose === 'signup') {
      if (!details) return;
      try {
        signedIn(await callApi(sessionRoutes.saveUser, { body: { ...details, mobile } }));
      } catch (err) {
        setError(apiMessage(err));
      }
      return;
    }
    if (!login) return;
    if (state.then === 'setpassword') {
      applyLogin(login);
      setPending(login);
      setState({ step: 'setpassword' });
    } else signedIn(login);
  }

  let body;
  switch (state.step) {
    case 'mobile':
      body = (
        <MobileStep
          initialMobile={mobile}
          agentCode={meta.advisorHost ? meta.agentCode : null}
          onNext={(m, result) => {
            setMobile(m);
            setError(null);
            const user = result.users[0];
            if (result.signinStep === 'userdetails') setState({ step: 'userdetails' });
            else if (result.signinStep === 'multipleUsers') setState({ step: 'multipleUsers', users: result.users });
            else if (result.signinStep === 'password') setState({ step: 'password', userId: user?.userId });
            else void sendLoginOtpFor(m, user?.userId);
          }}
        />
      );
      break;
    case 'password':
      body = (
        <PasswordStep
          mobile={mobile}
          userId={state.userId}
          onSignedIn={signedIn}
          onUseOtp={() => void sendLoginOtp(state.userId, 'done')}
        />
      );
      break;
    case 'multipleUsers':
      body = (
        <MultipleUsersStep
          users={state.users}
          onPick={(u) => (u.hasPassword ? setState({ step: 'password', userId: u.userId }) : void sendLoginOtp(u.userId, 'setpassword'))}
        />
      );
      break;
    case 'userdetails':
      body = (
        <UserDetailsStep
          mobile={mobile}
          onOtpSent={(d, resendAfterSeconds) => {
            setDetails(d);
            setState({ step: 'otp', purpose: 'signup', then: 'saveuser', resendAfterSeconds });
          }}
        />
      );
      break;
    case 'otp':
      body = (
        <OtpStep
          key={`${state.purpose}-${state.userId ?? ''}`}
          mobile={mobile}
          purpose={state.purpose}
          userId={state.userId}
          resendAfterSeconds={state.resendAfterSeconds}
          onVerified={(login) => void onOtpVerified(login)}
        />
      );
      break;
    case 'setpassword':
      body = <SetPasswordStep onDone={() => pending && onFinished(pending)} />;
      break;
  }

  // The mobile step's updatepassword answer: the OTP goes to the number just typed.
  async function sendLoginOtpFor(m: string, userId: string | undefined) {
    setError(null);
    try {
      const sent = await callApi(sessionRoutes.sendOtp, { body: { mobile: m, purpose: 'login' } });
      setState({ step: 'otp', purpose: 'login', userId, then: 'setpassword', resendAfterSeconds: sent.resendAfterSeconds });
    } catch (err) {
      setError(apiMessage(err));
    }
  }

  return (
    <>
      <Dialog.Title className="dialog-title">{TITLES[state.step]}</Dialog.Title>
      <Dialog.Description className="dialog-description">
        {state.step === 'mobile'
          ? 'Sign in with your mobile number to invest, track your portfolio and manage your SIPs.'
          : `Mobile number ${mobile}`}
      </Dialog.Description>
      {error ? (
        <p className="signin-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {body}
      {state.step !== 'mobile' && state.step !== 'setpassword' ? (
        <button
          type="button"
          className="signin-back"
          onClick={() => {
            setError(null);
            setState({ step: 'mobile' });
          }}
        >
          Change mobile number
        </button>
      ) : null}
    </>
  );
}

/** The sign-in dialog (spec 1 §2 "Sign-in dialog"), a Radix Dialog: labelled, focus-trapped, Esc closes. */
export default function SignInDialogImpl() {
  const signIn = useSignIn();
  const returnFocus = useReturnFocus();
  const navigate = useNavigate();
  return (
    <Dialog.Root open={signIn.isOpen} onOpenChange={(open) => (open ? signIn.open() : signIn.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content signin-dialog" {...returnFocus}>
          {signIn.isOpen ? (
            <SignInFlow
              onFinished={(result) => {
                signIn.close();
                // Spec 1 §4: a minor's session goes to the portfolio (sidebar disabled).
                if (result.outcome === 'minor') navigate(stripBase(result.redirectTo ?? '/profile/portfolio'));
              }}
            />
          ) : null}
          <Dialog.Close className="dialog-close" aria-label="Close">
            <CloseIcon size={20} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The server speaks in full paths (/v1/...); the router's paths are written without the base. */
function stripBase(path: string): string {
  return path.startsWith('/v1/') ? path.slice(3) : path;
}
