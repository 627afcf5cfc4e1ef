import { sessionRoutes, type LoginResult, type OtpPurpose } from '@sanchay/contract';
import { useState, type ComponentType } from 'react';
import { callApi } from '../../app/api-client';
import { useSessionContext } from './session-context';
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

/** Where the flow is (spec 1 §2 "Sign-in dialog"). */
export type DialogStep =
  | { step: 'mobile' }
  | { step: 'password'; accountHandle?: string }
  | { step: 'multipleUsers'; users: MobileUser[] }
  | { step: 'userdetails' }
  | { step: 'otp'; purpose: OtpPurpose; accountHandle?: string; then: 'done' | 'setpassword' | 'saveuser'; resendAfterSeconds: number }
  | { step: 'setpassword' };

const TITLES: Record<DialogStep['step'], string> = {
  mobile: 'Login / Register',
  password: 'Enter your password',
  multipleUsers: 'Choose your account',
  userdetails: 'Create your account',
  otp: 'Enter OTP',
  setpassword: 'Set your password',
};

/** How the flow's title and description are drawn: a dialog's Title/Description, or a panel's heading. */
export type SignInHeading = ComponentType<{ title: string; description: string }>;

/**
 * The sign-in steps, one at a time from the mobile number (spec 1 §2 "Sign-in dialog", §4 "Sign-in
 * steps"), for both the sign-in dialog and the checkout login panel (loginDiv): each supplies its
 * own heading and decides what follows a login (`onFinished`, after the session took the result).
 */
export function SignInFlow({ onFinished, Heading }: { onFinished: (result: LoginResult) => void; Heading: SignInHeading }) {
  const { applyLogin, meta } = useSessionContext();
  const [state, setState] = useState<DialogStep>({ step: 'mobile' });
  const [mobile, setMobile] = useState('');
  const [details, setDetails] = useState<{ name: string; email: string } | null>(null);
  const [pending, setPending] = useState<LoginResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function sendLoginOtp(accountHandle: string | undefined, then: 'done' | 'setpassword') {
    setError(null);
    try {
      const sent = await callApi(sessionRoutes.sendOtp, { body: { mobile, purpose: 'login' } });
      setState({ step: 'otp', purpose: 'login', accountHandle, then, resendAfterSeconds: sent.resendAfterSeconds });
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
            else if (result.signinStep === 'password') setState({ step: 'password', accountHandle: user?.accountHandle });
            else void sendLoginOtpFor(m, user?.accountHandle);
          }}
        />
      );
      break;
    case 'password':
      body = (
        <PasswordStep
          mobile={mobile}
          accountHandle={state.accountHandle}
          onSignedIn={signedIn}
          onUseOtp={() => void sendLoginOtp(state.accountHandle, 'done')}
        />
      );
      break;
    case 'multipleUsers':
      body = (
        <MultipleUsersStep
          users={state.users}
          onPick={(u) => (u.hasPassword ? setState({ step: 'password', accountHandle: u.accountHandle }) : void sendLoginOtp(u.accountHandle, 'setpassword'))}
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
          key={`${state.purpose}-${state.accountHandle ?? ''}`}
          mobile={mobile}
          purpose={state.purpose}
          accountHandle={state.accountHandle}
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
  async function sendLoginOtpFor(m: string, accountHandle: string | undefined) {
    setError(null);
    try {
      const sent = await callApi(sessionRoutes.sendOtp, { body: { mobile: m, purpose: 'login' } });
      setState({ step: 'otp', purpose: 'login', accountHandle, then: 'setpassword', resendAfterSeconds: sent.resendAfterSeconds });
    } catch (err) {
      setError(apiMessage(err));
    }
  }

  return (
    <>
      <Heading
        title={TITLES[state.step]}
        description={
          state.step === 'mobile'
            ? 'Sign in with your mobile number to invest, track your portfolio and manage your SIPs.'
            : `Mobile number ${mobile}`
        }
      />
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
