// The sandbox penny drop and the sandbox exchange's bank modification, answering by their
// documented test values (integrations/bank-verification/README.md, integrations/exchange/README.md),
// read back through the domain's outcome rules as the bank flows will read them.
import { bankModificationPayload, bankVerificationOutcome, modificationOutcome, type ModificationAccount } from '@sanchay/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { PENNY_DROP_TEST_ACCOUNTS as PD, SandboxBankVerifier } from '../src/integrations/bank-verification';
import { ExchangeUnavailableError, MODIFICATION_TEST_ACCOUNTS as MOD, SandboxBankModification } from '../src/integrations/exchange';
import { PackageIfscDirectory } from '../src/integrations/ifsc';
import { forEachDatabase } from './test-database';

const verifier = new SandboxBankVerifier(new PackageIfscDirectory());
const drop = async (accountNumber: string, purpose: 'add' | 'edit' = 'add', ifsc = 'HDFC0000123') =>
  bankVerificationOutcome(await verifier.verify({ accountNumber, ifsc, nameOnRecord: 'Asha Verma' }), 'Asha Verma', purpose);

describe('sandbox penny drop', () => {
  it('verifies an ordinary account in the investor’s name, as the bank writes it', async () => {
    expect(await drop('50100012345678')).toEqual({ kind: 'verified', holderName: 'ASHA VERMA', message: 'Account verified successfully!' });
  });
  it('answers each test account number as documented', async () => {
    expect((await drop(PD.invalidAccount)).kind).toBe('failed');
    expect((await drop(PD.inactiveAccount)).kind).toBe('failed');
    expect(await drop(PD.nameMismatch)).toMatchObject({ kind: 'nameMismatch', holderName: 'RAVI KUMAR SHARMA' });
    expect(await drop(PD.serverDown, 'add')).toMatchObject({ kind: 'unavailable', mayProceed: true });
    expect(await drop(PD.serverDown, 'edit')).toMatchObject({ kind: 'unavailable', mayProceed: false });
    expect(await drop(PD.httpError)).toEqual({ kind: 'down', message: 'Our verification service is currently down. Please try again later!' });
  });
  it('fails an account at an IFSC no bank has', async () => {
    expect((await drop('50100012345678', 'add', 'SBIN0999999')).kind).toBe('failed');
  });
});

const account = (bankAccountNumber: string, accountSequence: number, defaultBankFlag = false): ModificationAccount => ({
  bankAccountType: 'Savings',
  bankAccountNumber,
  ifscCode: 'HDFC0000123',
  defaultBankFlag,
  accountSequence,
});

forEachDatabase('sandbox exchange bank modification', (open) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    return () => database.close();
  });
  const sandbox = () => new SandboxBankModification({ database });
  const modify = async (exchange: SandboxBankModification, client: string, accounts: ModificationAccount[]) =>
    modificationOutcome((await exchange.modifyBankDetails(bankModificationPayload(client, accounts))).ucc_resp[0]!);

  it('accepts an ordinary change with 100', async () => {
    expect(await modify(sandbox(), 'SAN0000001', [account('50100012345678', 1, true)])).toEqual({ kind: 'modified' });
  });

  it('answers 101, 102, 103 and 105 for their test accounts, and throws for the server error', async () => {
    const exchange = sandbox();
    const first = account('50100012345678', 1, true);
    const message = async (n: string) => {
      const outcome = await modify(exchange, 'SAN0000001', [first, account(n, 2)]);
      return outcome.kind === 'refused' ? outcome.message : outcome.kind;
    };
    expect(await message(MOD.failed)).toBe('Modification Failed: FAILED: BANK ACCOUNT DETAILS COULD NOT BE VALIDATED');
    expect(await message(MOD.technicalError)).toBe('A technical error occurred. Please try again later. (Code: 102)');
    expect(await message(MOD.notAllowed)).toMatch(/^Modification Not Allowed: /);
    expect(await message(MOD.rejected)).toMatch(/^Modification Rejected: /);
    await expect(exchange.modifyBankDetails(bankModificationPayload('SAN0000001', [first, account(MOD.serverError, 2)]))).rejects.toBeInstanceOf(
      ExchangeUnavailableError,
    );
  });

  it('refuses to drop an account with an approved mandate: 101 MANDATE IS APPROVED naming it', async () => {
    const exchange = sandbox();
    const mandated = account(MOD.approvedMandate, 1, true);
    const other = account('50100012345678', 2);
    expect(await modify(exchange, 'SAN0000002', [mandated, other])).toEqual({ kind: 'modified' });
    expect(await modify(exchange, 'SAN0000002', [{ ...other, defaultBankFlag: true }])).toMatchObject({
      kind: 'mandateConflict',
      accountNumber: MOD.approvedMandate,
    });
    // Another client's register is its own.
    expect(await modify(exchange, 'SAN0000003', [other])).toEqual({ kind: 'modified' });
  });

  it('keeps its register in its table: a new instance (a restarted server) still refuses the mandated account', async () => {
    const mandated = account(MOD.approvedMandate, 1, true);
    const other = account('50100012345678', 2);
    expect(await modify(sandbox(), 'SAN0000004', [mandated, other])).toEqual({ kind: 'modified' });
    expect(await modify(sandbox(), 'SAN0000004', [{ ...other, defaultBankFlag: true }])).toMatchObject({ kind: 'mandateConflict' });
  });

  it('rejects a payload the exchange would not take (105)', async () => {
    const exchange = sandbox();
    const payload = { ...bankModificationPayload('SAN0000001', [account('50100012345678', 1, true)]), bnk1_dflt: 'N' };
    expect(modificationOutcome((await exchange.modifyBankDetails(payload)).ucc_resp[0]!)).toEqual({
      kind: 'refused',
      statusCode: '105',
      message: 'Modification Rejected: EXACTLY ONE DEFAULT BANK IS REQUIRED',
    });
  });
});
