import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeRemarkText, paymentStatusText } from './exchange-words';
import { EXCHANGE_PAYMENT_STATUSES } from './payment-modes';

describe("the product's words for the exchange's statuses and remarks (issue 23 §6)", () => {
  it('each payment status of the exchange has its label; none is the exchange\'s capitals', () => {
    expect(paymentStatusText(EXCHANGE_PAYMENT_STATUSES.notInitiated)).toBe('Pending Payment');
    expect(paymentStatusText(EXCHANGE_PAYMENT_STATUSES.awaitingFunds)).toBe('Awaiting Funds');
    expect(paymentStatusText(EXCHANGE_PAYMENT_STATUSES.approved)).toBe('Payment Received');
    expect(paymentStatusText(EXCHANGE_PAYMENT_STATUSES.rejected)).toBe('Payment Failed');
    expect(paymentStatusText(null)).toBeNull();
  });

  it('a status the table does not know is not shown in capitals', () => {
    expect(paymentStatusText('PAYMENT UNDER REVIEW')).toBe('Payment under review');
  });

  it('a known remark is our sentence, with or without the FAILED prefix and a trailing figure', () => {
    expect(exchangeRemarkText('FAILED: ORDER ENTRY NOT ALLOWED IN THE SCHEME')).toBe('This fund is not accepting investments right now.');
    expect(exchangeRemarkText('FAILED: REDEMPTION AMOUNT IS LESS THAN MINIMUM REDEMPTION AMOUNT 1000.00')).toBe('The amount is below this fund’s minimum redemption.');
    expect(exchangeRemarkText('REJECTED BY THE REGISTRAR: UNITS NOT AVAILABLE IN THE FOLIO')).toBe('The registrar found too few units in the folio for this redemption.');
  });

  it('a remark that reports nothing wrong (an approval) is not shown', () => {
    expect(exchangeRemarkText('APPROVED')).toBeNull();
    expect(exchangeRemarkText('')).toBeNull();
    expect(exchangeRemarkText(null)).toBeNull();
  });

  it('an unknown remark is its reason in sentence case, without the prefix', () => {
    expect(exchangeRemarkText('FAILED: INVALID FREQUENCY TYPE')).toBe('Invalid frequency type.');
  });

  it('property: whatever the exchange writes in capitals, what is shown has no run of capital words', () => {
    const word = fc.stringMatching(/^[A-Z]{4,9}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 6 }), fc.boolean(), (words, prefixed) => {
        const remark = `${prefixed ? 'FAILED: ' : ''}${words.join(' ')}`;
        const shown = exchangeRemarkText(remark);
        if (shown !== null) expect(shown).not.toMatch(/[A-Z]{4,} [A-Z]{4,}/);
        const status = paymentStatusText(words.join(' '));
        expect(status).not.toMatch(/[A-Z]{4,} [A-Z]{4,}/);
      }),
    );
  });
});
