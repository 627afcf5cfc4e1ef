import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JSXElementConstructor, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpDialog, type OtpDialogTexts } from './otp-dialog';

const TEXTS: OtpDialogTexts = {
  title: 'OTP Verification',
  description: (mobile) => `Sent to ${mobile}`,
  submit: 'Verify',
  resend: 'Resend',
  resendIn: (s) => `Resend in ${s} s`,
};

const boxes = () => screen.getAllByTestId('otp-box').map((b) => b.textContent).join('');

/**
 * The OTP dialog as a caller opens it, its code checked by `verify`; `wrapper`: what it is
 * rendered inside (a profile tab's form). Answers the code's input.
 */
function renderDialog(verify: (otp: string) => Promise<string | null>, wrapper?: JSXElementConstructor<{ children: ReactNode }>) {
  render(
    <OtpDialog
      sent={{ mobile: '9000000001', resendAfterSeconds: 30 }}
      texts={TEXTS}
      sendOtp={() => Promise.resolve({ mobile: '9000000001', resendAfterSeconds: 30 })}
      verify={verify}
      failureText={() => 'Something went wrong.'}
      onClose={() => undefined}
    />,
    { wrapper },
  );
  return screen.getByLabelText('OTP');
}

describe('OtpForm in the OTP dialog: a refused code', () => {
  it('is cleared, focus goes back to the first box, and the message stays until the person types again', async () => {
    const user = userEvent.setup();
    const verify = vi.fn((otp: string) => Promise.resolve(otp === '123456' ? null : 'Invalid OTP.'));
    const input = renderDialog(verify);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP.');
    expect(input).toHaveValue('');
    expect(boxes()).toBe('');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.keyboard('1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(boxes()).toBe('1');
  });

  it('is replaced whole by a pasted code, which verifies (no digit of the old one survives)', async () => {
    const user = userEvent.setup();
    const verify = vi.fn((otp: string) => Promise.resolve(otp === '123456' ? null : 'Invalid OTP.'));
    const input = renderDialog(verify);
    await user.type(input, '123453');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    await waitFor(() => expect(input).toHaveFocus());

    await user.paste('123456');
    expect(input).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenLastCalledWith('123456'));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a paste replaces a full code even with the caret on the last box', async () => {
    const user = userEvent.setup();
    const input = renderDialog(() => Promise.resolve(null));
    await user.type(input, '999999');
    // input-otp puts the caret on the last box of a full code (selection 5..6).
    (input as HTMLInputElement).setSelectionRange(5, 6);
    await user.paste('123456');
    expect(input).toHaveValue('123456');
  });

  it('keeps the digits when the call itself failed (nothing was checked)', async () => {
    const user = userEvent.setup();
    const input = renderDialog(() => Promise.reject(new Error('offline')));
    await user.type(input, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(input).toHaveValue('123456');
  });
});

describe('OtpForm opened from another form', () => {
  it("submits only itself: the form that opened the dialog (a profile tab's Save Changes) does not ask for another OTP", async () => {
    const user = userEvent.setup();
    const outerSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const verify = vi.fn(() => Promise.resolve('Invalid OTP.'));
    const input = renderDialog(verify, ({ children }) => <form onSubmit={outerSubmit}>{children}</form>);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('alert');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
