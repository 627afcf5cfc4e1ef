import { describe, expect, it } from 'vitest';
import { istInstant } from '../ist-date';
import { messages, productMessages } from '../messages';
import { bseOrderSaveMessage, challanDepositDate, chequeDateError, chequeNumberError, getsClearingDayNav } from './checkout-rules';

describe('checkout rules (spec 3 §4, §5, §8, §9)', () => {
  it('takes a cheque date from 70 days back to today', () => {
    const today = '2026-08-21';
    expect(chequeDateError('', today)).toBe(messages.payment.chequeDateRequired);
    expect(chequeDateError('31/02/2026', today)).toBe(messages.payment.chequeDateRequired);
    expect(chequeDateError('12/06/2026', today)).toBeNull();
    expect(chequeDateError('21/08/2026', today)).toBeNull();
    expect(chequeDateError('11/06/2026', today)).toBe(productMessages.checkout.chequeDateWindow);
    expect(chequeDateError('22/08/2026', today)).toBe(productMessages.checkout.chequeDateWindow);
  });

  it('takes exactly six digits as the cheque number', () => {
    expect(chequeNumberError(undefined)).toBe(messages.payment.chequeNumberRequired);
    expect(chequeNumberError('12345')).toBe(messages.payment.chequeNumberInvalid);
    expect(chequeNumberError('1234567')).toBe(messages.payment.chequeNumberInvalid);
    expect(chequeNumberError('12345a')).toBe(messages.payment.chequeNumberInvalid);
    expect(chequeNumberError('012345')).toBeNull();
  });

  it('deposits a challan made from 15:00 IST the next day', () => {
    expect(challanDepositDate(istInstant('2026-08-21', '14:59:59'))).toBe('2026-08-21');
    expect(challanDepositDate(istInstant('2026-08-21', '15:00'))).toBe('2026-08-22');
  });

  it('gives the clearing-day NAV above ₹2,00,000 only', () => {
    expect(getsClearingDayNav('200000.00')).toBe(false);
    expect(getsClearingDayNav('200000.01')).toBe(true);
  });

  it('shows the exchange’s save errors as spec 3 §8 says', () => {
    expect(bseOrderSaveMessage('FAILED: NUMBER OF INSTALLMENT IS LESS THAN MINIMUM INSTALLMENT ALLOWED')).toBe(
      'The number installments is less than the allowed installments. Please extend the duration of installments',
    );
    // Any other refusal in the product's words (issue 23 §6), not the exchange's capitals.
    expect(bseOrderSaveMessage('FAILED: INVALID MANDATE ID')).toBe('The mandate was not recognised.');
    expect(bseOrderSaveMessage('FAILED: INVALID FREQUENCY TYPE')).toBe('Invalid frequency type.');
    expect(bseOrderSaveMessage('')).toBe('Failed to save BSE order. Please try again later');
    expect(bseOrderSaveMessage(null)).toBe('Failed to save BSE order. Please try again later');
  });
});
