import { describe, expect, it } from 'vitest';
import { readChequeText } from './cheque-text';

describe('reading a cheque’s OCR text', () => {
  it('takes the IFSC and the labelled account number, not the MICR band', () => {
    const text = [
      'STATE BANK OF INDIA',
      'MG ROAD BRANCH, BENGALURU',
      'IFSC: SBIN0000813',
      'Pay or Bearer',
      'A/c No. 30001234567',
      '[1123456[] 560002005] 000813] 31',
    ].join('\n');
    expect(readChequeText(text)).toEqual({ ifscCandidates: ['SBIN0000813'], accountNumber: '30001234567' });
  });

  it('offers the digit reading of an IFSC that OCR read with letter O', () => {
    expect(readChequeText('IFSC:SBINO0OO813\nA/C NO 3000 1234 567').ifscCandidates).toEqual([
      'SBIN00OO813',
      'SBIN0000813',
    ]);
    expect(readChequeText('IFSC:SBINO0OO813\nA/C NO 3000 1234 567').accountNumber).toBe('30001234567');
  });

  it('reads "Account No" with OCR look-alikes in the digits', () => {
    expect(readChequeText('Account No: 5O1OOO12345678').accountNumber).toBe('50100012345678');
    expect(readChequeText('SB A/c 00991234567').accountNumber).toBe('00991234567');
  });

  it('accepts one long unlabelled number but never a 9-digit MICR code', () => {
    expect(readChequeText('HDFC BANK\n50100012345678\n⑈000123⑈ 400240002⑆').accountNumber).toBe('50100012345678');
    expect(readChequeText('HDFC BANK\n000123 400240002 000123').accountNumber).toBeNull();
    expect(readChequeText('12345678901 and 98765432109').accountNumber).toBeNull();
  });

  it('finds nothing in text that is not a cheque', () => {
    expect(readChequeText('Hello world\nNothing here')).toEqual({ ifscCandidates: [], accountNumber: null });
  });
});
