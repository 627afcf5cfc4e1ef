import { describe, expect, it } from 'vitest';
import { messages, productMessages } from '../messages';
import {
  agentRegistrationRequestSchema,
  agentRegistrationSchema,
  arnNumberError,
  blankAgentRegistration,
  certificateFileRefusal,
  emptyAgentRegistration,
  euinError,
  nismNumberError,
  toRegistrationRequest,
  validityPeriodErrors,
  NISM_PERIOD,
  ARN_PERIOD,
  type AgentRegistrationFields,
} from './agent-registration';

const m = messages.registration;
const TODAY = '2026-11-25';

const full: AgentRegistrationFields = {
  ...emptyAgentRegistration,
  isNISMCertified: true,
  isARNHolder: true,
  nismCode: '1234567890',
  nismValidStartDate: '2024-01-10',
  nismValidEndDate: '2027-01-09',
  arnCode: '123456',
  euin: '654321',
  arnValidStartDate: '2024-02-01',
  arnValidEndDate: '2027-01-31',
  nismCertificateId: 'f1',
  arnCertificateId: 'f2',
  termsAccepted: true,
};

const issues = (values: unknown, today = TODAY) => {
  const r = agentRegistrationSchema(today).safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('NISM number (spec 3 §5: required, integers only, 10 to 12 digits)', () => {
  it.each([
    ['', m.nismNumberRequired],
    ['12345abcde', m.integersOnly],
    ['12345 67890', m.integersOnly],
    ['123456789', m.nismNumberInvalid],
    ['1234567890', null],
    ['123456789012', null],
    ['1234567890123', m.nismNumberInvalid],
  ])('%j → %s', (value, expected) => expect(nismNumberError(value)).toBe(expected));
});

describe('EUIN (required, integers only, exactly 6 digits) and ARN (required, integers only)', () => {
  it.each([
    ['', m.euinRequired],
    ['12a456', m.integersOnly],
    ['12345', m.euinInvalid],
    ['123456', null],
    ['1234567', m.euinInvalid],
  ])('EUIN %j → %s', (value, expected) => expect(euinError(value)).toBe(expected));
  it.each([
    ['', m.arnNumberRequired],
    ['ARN1', m.integersOnly],
    ['1', null],
    ['1234567890', null],
    ['12345678901', productMessages.agentRegistration.arnNumberInvalid],
  ])('ARN %j → %s', (value, expected) => expect(arnNumberError(value)).toBe(expected));
});

describe('validity dates (test date / valid from not in the future, not after the end; end not before the start)', () => {
  it('required: each period its own words', () => {
    expect(validityPeriodErrors({ start: '', end: '' }, TODAY, NISM_PERIOD)).toEqual({ start: m.testDateRequired, end: m.validTillRequired });
    expect(validityPeriodErrors({ start: '', end: '' }, TODAY, ARN_PERIOD)).toEqual({ start: m.validFromRequired, end: m.validToRequired });
  });
  it('a start today is taken; tomorrow is the future', () => {
    expect(validityPeriodErrors({ start: TODAY, end: '2030-01-01' }, TODAY, NISM_PERIOD)).toEqual({ start: null, end: null });
    expect(validityPeriodErrors({ start: '2026-11-26', end: '2030-01-01' }, TODAY, NISM_PERIOD).start).toBe(m.dateInvalid);
  });
  it('start equal to the end is taken; the end one day before the start is not (both said)', () => {
    expect(validityPeriodErrors({ start: '2025-05-05', end: '2025-05-05' }, TODAY, ARN_PERIOD)).toEqual({ start: null, end: null });
    expect(validityPeriodErrors({ start: '2025-05-05', end: '2025-05-04' }, TODAY, ARN_PERIOD)).toEqual({ start: m.dateInvalid, end: m.dateInvalid });
  });
  it('an end already past is still a date the advisor may enter (the sale check says whether it is valid today)', () => {
    expect(validityPeriodErrors({ start: '2020-01-01', end: '2021-01-01' }, TODAY, ARN_PERIOD)).toEqual({ start: null, end: null });
  });
  it('not a calendar date', () => {
    expect(validityPeriodErrors({ start: '2025-02-30', end: '25/05/2026' }, TODAY, ARN_PERIOD)).toEqual({ start: m.dateInvalid, end: m.dateInvalid });
  });
});

describe('the one schema', () => {
  it('takes a full registration', () => expect(issues(full)).toEqual({}));
  it('asks NISM yes/no first, and nothing else', () => {
    expect(issues(emptyAgentRegistration)).toEqual({ isNISMCertified: m.nismHolderRequired });
  });
  it('NISM no is the blank save: nothing more is asked, no terms', () => {
    expect(issues(blankAgentRegistration)).toEqual({});
  });
  it('NISM yes asks the number, dates, image, terms and ARN yes/no', () => {
    expect(issues({ ...emptyAgentRegistration, isNISMCertified: true })).toEqual({
      nismCode: m.nismNumberRequired,
      nismValidStartDate: m.testDateRequired,
      nismValidEndDate: m.validTillRequired,
      nismCertificateId: productMessages.agentRegistration.certificateRequired,
      termsAccepted: productMessages.agentRegistration.termsRequired,
      isARNHolder: m.arnHolderRequired,
    });
  });
  it('ARN yes asks the ARN, EUIN, dates and image', () => {
    const nismOnly = { ...full, isARNHolder: true, arnCode: '', euin: '', arnValidStartDate: '', arnValidEndDate: '', arnCertificateId: '' };
    expect(issues(nismOnly)).toEqual({
      arnCode: m.arnNumberRequired,
      euin: m.euinRequired,
      arnValidStartDate: m.validFromRequired,
      arnValidEndDate: m.validToRequired,
      arnCertificateId: productMessages.agentRegistration.certificateRequired,
    });
    expect(issues({ ...nismOnly, isARNHolder: false })).toEqual({});
  });
  it('refuses what a person cannot type', () => {
    expect(Object.keys(issues({ ...full, nismCode: '12345\u0000' }))).toContain('nismCode');
  });
});

describe('on send (prefixes NISM-, ARN-, E; dates YYYY-MM-DD)', () => {
  it('adds the prefixes, and the request schema reads them back to the same values', () => {
    const sent = toRegistrationRequest(full);
    expect(sent).toMatchObject({ nismCode: 'NISM-1234567890', arnCode: 'ARN-123456', euin: 'E654321', nismValidStartDate: '2024-01-10' });
    expect(agentRegistrationRequestSchema(TODAY).parse(sent)).toEqual(full);
  });
  it('the rules apply behind the prefix', () => {
    const r = agentRegistrationRequestSchema(TODAY).safeParse({ ...toRegistrationRequest(full), euin: 'E12345' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(m.euinInvalid);
  });
  it('NISM no sends no codes and no ARN', () => {
    expect(toRegistrationRequest({ ...full, isNISMCertified: false })).toMatchObject({ nismCode: '', arnCode: '', euin: '', isARNHolder: false });
  });
});

describe('certificate image (jpeg, jpg, png, gif, bmp; at most 5,000,000 bytes)', () => {
  const head = (...bytes: number[]) => new Uint8Array([...bytes, 0, 0, 0, 0, 0, 0, 0, 0]);
  it.each([
    ['jpeg', head(0xff, 0xd8, 0xff, 0xe0)],
    ['png', head(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['gif', head(0x47, 0x49, 0x46, 0x38, 0x39, 0x61)],
    ['bmp', head(0x42, 0x4d)],
  ])('%s is taken up to 5,000,000 bytes and refused one byte past', (_kind, bytes) => {
    expect(certificateFileRefusal({ head: bytes, size: 5_000_000 })).toBeNull();
    expect(certificateFileRefusal({ head: bytes, size: 5_000_001 })).toBe(messages.mandate.invalidImage);
  });
  it('a PDF or a TIFF is refused', () => {
    expect(certificateFileRefusal({ head: head(0x25, 0x50, 0x44, 0x46, 0x2d), size: 10 })).toBe(messages.mandate.invalidImage);
    expect(certificateFileRefusal({ head: head(0x49, 0x49, 0x2a, 0x00), size: 10 })).toBe(messages.mandate.invalidImage);
  });
});
