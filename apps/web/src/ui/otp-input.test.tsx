import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input';

function Harness({ onComplete }: { onComplete?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="otp">OTP</label>
      <OtpInput id="otp" value={value} onChange={setValue} {...(onComplete ? { onComplete } : {})} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByTestId('otp-box').map((b) => b.textContent);

describe('OtpInput (spec 3 §4: six digit boxes)', () => {
  it('is one labelled input for the SMS code, drawn as six boxes hidden from screen readers', () => {
    render(<Harness />);
    const input = screen.getByLabelText('OTP');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(screen.getAllByTestId('otp-box')).toHaveLength(6);
    expect(screen.getAllByTestId('otp-box')[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes digits only, one per box, and at most six', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const input = screen.getByLabelText('OTP');
    await user.type(input, '12a3');
    expect(screen.getByTestId('value')).toHaveTextContent(/^123$/);
    expect(boxes()).toEqual(['1', '2', '3', '', '', '']);
    await user.type(input, '45678');
    expect(screen.getByTestId('value')).toHaveTextContent(/^123456$/);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('keeps the digits of a pasted message (spec 3 §5: a paste takes up to 6)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('OTP'));
    await user.paste('OTP 987 654 21');
    expect(screen.getByTestId('value')).toHaveTextContent(/^987654$/);
    expect(boxes()).toEqual(['9', '8', '7', '6', '5', '4']);
  });

  it('replaces the whole code with a pasted one, wherever the caret was', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('OTP');
    await user.type(input, '123');
    await user.paste('987654');
    expect(screen.getByTestId('value')).toHaveTextContent(/^987654$/);
  });
});
