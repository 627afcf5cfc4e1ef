import { checkMobileResult, loginResult, otpSent, otpVerified, sessionRoutes, userSummary } from '@sanchay/contract';
import { messages } from '@sanchay/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setCsrfToken } from '../../app/api-client';
import { SessionProvider, useSession } from './session-context';
import { DialogSignInFlow as SignInFlow } from './sign-in-dialog';
import * as Dialog from '@radix-ui/react-dialog';
import { demoUser, fail, loginOk, ok } from './testing/session-fixtures';

type Handler = (url: URL, body: unknown) => Response;

/** Routes fetch by path; records every call (path and body). */
function mockServer(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input));
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const handler = handlers[url.pathname];
    if (!handler) return fail(404, 'NOT_FOUND', `no handler for ${url.pathname}`);
    return handler(url, body);
  });
  return calls;
}

function SessionName() {
  const session = useSession();
  return <p data-testid="who">{session.status === 'signed-in' ? session.displayName : 'guest'}</p>;
}

function renderFlow() {
  const onFinished = vi.fn();
  render(
    <SessionProvider fetchOnStart={false}>
      <SessionName />
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <SignInFlow onFinished={onFinished} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </SessionProvider>,
  );
  return { onFinished, user: userEvent.setup() };
}

const sent = () => ok(otpSent, { mobile: '9000000001', purpose: 'login', expiresInSeconds: 300, resendAfterSeconds: 60, resendsLeft: 3 });
/** check-mobile-number names accounts by session-bound handles (22 base64url characters). */
const ASHA_HANDLE = 'Aq3xY7bK2mN9pL4sT8vW1z';
const check = (signinStep: z.input<typeof checkMobileResult>['signinStep'], users = [{ accountHandle: ASHA_HANDLE, name: 'Asha Verma', hasPassword: true }]) =>
  ok(checkMobileResult, { signinStep, users });

async function enterMobile(user: ReturnType<typeof userEvent.setup>, mobile = '9000000001') {
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

describe('sign-in dialog: mobile step', () => {
  it('checks the mobile number with the shared schema before calling the server', async () => {
    const calls = mockServer({});
    const { user } = renderFlow();
    await enterMobile(user, '12345');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.validation.mobileInvalid);
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message for another advisor's customer", async () => {
    mockServer({ [sessionRoutes.checkMobileNumber.path]: () => fail(403, 'USER_MAPPED_TO_OTHER_AGENT', messages.session.userMappedToOtherAgent) });
    const { user } = renderFlow();
    await enterMobile(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('User mapped to other agent');
  });
});

describe('sign-in dialog: password step', () => {
  it('signs in with the password and stores display data only', async () => {
    setCsrfToken('csrf-guest');
    const calls = mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('password'),
      [sessionRoutes.userLogin.path]: () => ok(loginResult, loginOk()),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user);
    await user.type(await screen.findByLabelText('Password'), 'Sanchay@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(screen.getByTestId('who')).toHaveTextContent('Asha Verma');
    const login = calls.find((c) => c.path === sessionRoutes.userLogin.path)!;
    expect(login.body).toEqual({ mobile: '9000000001', password: 'Sanchay@123', accountHandle: ASHA_HANDLE });
    expect(login.headers['x-csrf-token']).toBe('csrf-guest');
    const stored = JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('Asha Verma');
    expect(stored).not.toContain('Sanchay@123');
    expect(stored).not.toContain('csrf-user');
    expect(stored).not.toContain('9000000001');
  });

  it("shows 'Please enter correct password' on a wrong password", async () => {
    mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('password'),
      [sessionRoutes.userLogin.path]: () => fail(400, 'INCORRECT_PASSWORD', messages.session.incorrectPassword),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user);
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct password');
    expect(onFinished).not.toHaveBeenCalled();
  });

  it('shows the 429 message from the envelope', async () => {
    mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('password'),
      [sessionRoutes.userLogin.path]: () => fail(429, 'RATE_LIMITED', 'Too many attempts. Please try again in 15 minutes'),
    });
    const { user } = renderFlow();
    await enterMobile(user);
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes');
  });
});

describe('sign-in dialog: OTP login', () => {
  it('sends an OTP, counts down the resend, and signs in with the code', async () => {
    mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('password'),
      [sessionRoutes.sendOtp.path]: sent,
      [sessionRoutes.verifyLoginOtp.path]: () => ok(otpVerified, { otpVerified: true, purpose: 'login', login: loginOk({ otpVerified: true }) }),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user);
    await user.click(await screen.findByRole('button', { name: 'Login with OTP' }));
    const otp = await screen.findByLabelText('OTP');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/Resend OTP in \d+ s/)).toBeInTheDocument();
    // Spec 3 §4: Verify stays disabled until all six digits are in.
    await user.type(otp, '12345');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
    await user.type(otp, '6');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
  });

  it.each([
    ['INCORRECT_OTP', messages.session.incorrectOtp],
    ['OTP_EXPIRED', messages.session.otpExpired],
  ])('shows the message for %s', async (errorEnum, message) => {
    mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('password'),
      [sessionRoutes.sendOtp.path]: sent,
      [sessionRoutes.verifyLoginOtp.path]: () => fail(400, errorEnum, message),
    });
    const { user } = renderFlow();
    await enterMobile(user);
    await user.click(await screen.findByRole('button', { name: 'Login with OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('sign-in dialog: updatepassword', () => {
  it('signs in by OTP, then asks for a new password twice', async () => {
    const calls = mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('updatepassword', [{ accountHandle: ASHA_HANDLE, name: 'Asha Verma', hasPassword: false }]),
      [sessionRoutes.sendOtp.path]: sent,
      [sessionRoutes.verifyLoginOtp.path]: () => ok(otpVerified, { otpVerified: true, purpose: 'login', login: loginOk({ otpVerified: true }) }),
      [sessionRoutes.updatePassword.path]: () => ok(z.object({ user: userSummary }), { user: demoUser }),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user);
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await user.type(await screen.findByLabelText('New password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter same password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(calls.find((c) => c.path === sessionRoutes.updatePassword.path)?.body).toEqual({ newPassword: 'Secret123', confirmPassword: 'Secret123' });
  });
});

describe('sign-in dialog: userdetails (sign up)', () => {
  it('takes name and e-mail, verifies the signup OTP and saves the user', async () => {
    const calls = mockServer({
      [sessionRoutes.checkMobileNumber.path]: () => check('userdetails', []),
      [sessionRoutes.sendOtp.path]: () => ok(otpSent, { mobile: '9876500001', purpose: 'signup', expiresInSeconds: 300, resendAfterSeconds: 60, resendsLeft: 3 }),
      [sessionRoutes.verifyLoginOtp.path]: () => ok(otpVerified, { otpVerified: true, purpose: 'signup', login: null }),
      [sessionRoutes.saveUser.path]: () => ok(loginResult, loginOk({ headerName: 'Ravi Kumar', user: { ...demoUser, name: 'Ravi Kumar', primaryMobile: '9876500001' } })),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user, '9876500001');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    await user.type(screen.getByLabelText('Full name'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('E-mail'), 'ravi@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(screen.getByTestId('who')).toHaveTextContent('Ravi Kumar');
    expect(calls.find((c) => c.path === sessionRoutes.sendOtp.path)?.body).toEqual({ mobile: '9876500001', purpose: 'signup' });
    expect(calls.find((c) => c.path === sessionRoutes.saveUser.path)?.body).toEqual({ name: 'Ravi Kumar', email: 'ravi@example.com', mobile: '9876500001' });
  });
});

describe('sign-in dialog: multipleUsers', () => {
  it('asks which account and sends its handle (never a user id) with the password', async () => {
    const other = 'Rb9a7c1e2d3f4a5b8c6d7e';
    const calls = mockServer({
      [sessionRoutes.checkMobileNumber.path]: () =>
        check('multipleUsers', [
          { accountHandle: ASHA_HANDLE, name: 'A*** V****', hasPassword: true },
          { accountHandle: other, name: 'R*** V****', hasPassword: true },
        ]),
      [sessionRoutes.userLogin.path]: () => ok(loginResult, loginOk()),
    });
    const { user, onFinished } = renderFlow();
    await enterMobile(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an account');
    await user.click(screen.getByRole('radio', { name: 'R*** V****' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password'), 'Sanchay@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect((calls.find((c) => c.path === sessionRoutes.userLogin.path)?.body as { accountHandle: string }).accountHandle).toBe(other);
  });
});
