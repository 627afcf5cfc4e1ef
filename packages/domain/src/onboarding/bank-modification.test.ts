import { describe, expect, it } from 'vitest';
import { bankModificationPayload, modificationOutcome, type ModificationAccount } from './bank-modification';

const hdfc: ModificationAccount = {
  bankAccountType: 'Savings',
  bankAccountNumber: '50100012345678',
  ifscCode: 'hdfc0000123',
  defaultBankFlag: false,
  accountSequence: 1,
};
const sbi: ModificationAccount = {
  bankAccountType: 'Current',
  bankAccountNumber: '00991234567',
  ifscCode: 'SBIN0000813',
  defaultBankFlag: true,
  accountSequence: 2,
};

describe('bank modification payload (spec 2 §3)', () => {
  it('fills the slots in sequence order with SB/CB, upper-cased IFSC and one default', () => {
    expect(bankModificationPayload('SAN0000001', [sbi, hdfc])).toEqual({
      client_code: 'SAN0000001',
      bnk1_acc_typ: 'SB',
      bnk1_acc_no: '50100012345678',
      bnk1_ifsc: 'HDFC0000123',
      bnk1_dflt: 'N',
      bnk2_acc_typ: 'CB',
      bnk2_acc_no: '00991234567',
      bnk2_ifsc: 'SBIN0000813',
      bnk2_dflt: 'Y',
      bnk3_acc_typ: '',
      bnk3_acc_no: '',
      bnk3_ifsc: '',
      bnk3_dflt: '',
    });
  });

  it('leaves no gap after a delete, and the lone account left becomes the default', () => {
    const afterDelete = bankModificationPayload('SAN0000001', [{ ...hdfc, accountSequence: 3 }]);
    expect(afterDelete.bnk1_acc_no).toBe('50100012345678');
    expect(afterDelete.bnk1_dflt).toBe('Y');
    expect(afterDelete.bnk2_acc_no).toBe('');
    expect(afterDelete.bnk2_dflt).toBe('');
  });

  it('refuses a fourth account and two defaults', () => {
    const four = [1, 2, 3, 4].map((n) => ({ ...hdfc, bankAccountNumber: `5010001234567${n}`, accountSequence: n }));
    expect(() => bankModificationPayload('SAN0000001', four)).toThrow('You cannot add more than 3 bank accounts.');
    expect(() => bankModificationPayload('SAN0000001', [sbi, { ...hdfc, defaultBankFlag: true }])).toThrow();
    expect(() => bankModificationPayload(' ', [hdfc])).toThrow();
  });
});

describe('modification status codes (spec 2 §4, §8)', () => {
  it('100 is success', () => {
    expect(modificationOutcome({ status_code: '100', status_description: 'RECORD MODIFIED' })).toEqual({ kind: 'modified' });
  });
  it('101 is a failure, or the mandate conflict when an approved mandate names an account', () => {
    expect(modificationOutcome({ status_code: 101, status_description: 'INVALID BANK DETAILS' })).toEqual({
      kind: 'refused',
      statusCode: '101',
      message: 'Modification Failed: INVALID BANK DETAILS',
    });
    expect(
      modificationOutcome({
        status_code: '101',
        status_description: 'FAILED: MANDATE IS APPROVED FOR ACCOUNT NO 999910001010. CANNOT REMOVE THE ACCOUNT',
      }),
    ).toMatchObject({ kind: 'mandateConflict', accountNumber: '999910001010' });
    // The words alone, with no account named, are an ordinary failure.
    expect(modificationOutcome({ status_code: '101', status_description: 'MANDATE IS APPROVED' }).kind).toBe('refused');
  });
  it('102, 103, 105 and unknown codes carry their own messages', () => {
    const message = (status_code: string) => {
      const outcome = modificationOutcome({ status_code, status_description: 'CLIENT UNDER PROCESS' });
      return outcome.kind === 'refused' ? outcome.message : outcome.kind;
    };
    expect(message('102')).toBe('A technical error occurred. Please try again later. (Code: 102)');
    expect(message('103')).toBe('Modification Not Allowed: CLIENT UNDER PROCESS');
    expect(message('105')).toBe('Modification Rejected: CLIENT UNDER PROCESS');
    expect(message('999')).toBe('An unexpected error occurred: CLIENT UNDER PROCESS');
  });
});
