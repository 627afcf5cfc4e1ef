import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import { messages, productMessages } from '../messages';
import {
  emailSchema,
  mobileNumber,
  mobileNumberSchema,
  nameSchema,
  personName,
  emailAddress,
} from './contact-fields';

/** The parsed value, or the first error message. */
function check(schema: z.ZodType, input: unknown): { ok: unknown } | { error: string | undefined } {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { error: result.error.issues[0]?.message };
}

describe('mobileNumberSchema (spec 1 §5)', () => {
  it.each(['9876543210', '6000000000', ' 7012345678 '])('accepts %j', (input) => {
    expect(check(mobileNumberSchema, input)).toEqual({ ok: input.trim() });
  });
  it.each(['5876543210', '987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij'])(
    'rejects %j as invalid',
    (input) => {
      expect(check(mobileNumberSchema, input)).toEqual({
        error: 'Please enter a valid mobile number',
      });
    },
  );
  it('asks for the number when it is empty or missing', () => {
    expect(check(mobileNumberSchema, '  ')).toEqual({
      error: productMessages.validation.mobileRequired,
    });
    expect(check(mobileNumberSchema, undefined)).toEqual({
      error: productMessages.validation.mobileRequired,
    });
  });
  it('takes the lead form’s wording', () => {
    const lead = mobileNumber({ required: messages.lead.mobileRequired });
    expect(check(lead, '')).toEqual({ error: 'Please enter investor number' });
    expect(check(lead, '12345')).toEqual({ error: 'Please enter a valid mobile number' });
  });
});

describe('emailSchema (spec 1 §5)', () => {
  it.each(['asha@example.com', 'a.b+c@mail.co.in', ' x@y.io '])('accepts %j', (input) => {
    expect(check(emailSchema, input)).toEqual({ ok: input.trim() });
  });
  it.each([
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha@example.c',
    'asha@example.COM',
    'a b@example.com',
    'a@b@c.com',
  ])('rejects %j', (input) => {
    expect(check(emailSchema, input)).toEqual({ error: 'Please enter a valid email' });
  });
  it('rejects an address longer than 254 characters', () => {
    expect(check(emailSchema, `${'a'.repeat(250)}@example.com`)).toEqual({
      error: 'Please enter a valid email',
    });
  });
  it("uses the lead form's (odd) required message when given", () => {
    const lead = emailAddress({ required: messages.lead.emailRequired });
    expect(check(lead, '')).toEqual({ error: 'Please enter name' });
  });
});

describe('nameSchema (spec 1 §5)', () => {
  it.each([
    'Asha',
    "O'Brien",
    'Anne-Marie',
    'Asha Rao',
    'A. K. Singh',
    'A.K. Singh',
    ' Ravi Kumar ',
  ])('accepts %j', (input) => {
    expect(check(nameSchema, input)).toEqual({ ok: input.trim() });
  });
  it.each(['Asha  Rao', 'Asha--Rao', 'Asha.', '-Asha', 'Asha1', 'Asha_Rao', "O''Brien", 'आशा'])(
    'rejects %j',
    (input) => {
      expect(check(nameSchema, input)).toEqual({ error: 'Please enter a valid name' });
    },
  );
  it('asks for the name when empty, with the lead form wording when given', () => {
    expect(check(nameSchema, '')).toEqual({ error: productMessages.validation.nameRequired });
    expect(check(personName({ required: messages.lead.nameRequired }), '')).toEqual({
      error: 'Please enter name',
    });
  });
  // Catastrophic backtracking on inputs this long would run for hours, so the test's own time limit
  // catches it; a clock inside the test would fail on a busy machine instead.
  it('answers on a long hostile input (no catastrophic backtracking)', { timeout: 30_000 }, () => {
    expect(check(nameSchema, `${'a'.repeat(50)} `.repeat(2).concat('!'))).toEqual({
      error: 'Please enter a valid name',
    });
    expect(
      personName()
        .max(100_000)
        .safeParse(`${'ab '.repeat(20_000)}!`).success,
    ).toBe(false);
  });
});
