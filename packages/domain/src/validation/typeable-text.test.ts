import { describe, expect, it } from 'vitest';
import { nameSchema } from './contact-fields';
import { addressSchema } from '../onboarding/personal-details';
import { isTypeable, isTypeableLine, text, untypeableTextMessage } from './typeable-text';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the one text rule: refuse what a person cannot type', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['escape', 'a\u001Bb'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['left-to-right mark', 'a\u200Eb'],
    ['right-to-left mark', 'a\u200Fb'],
    ['Arabic letter mark', 'a\u061Cb'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['right-to-left override', 'a\u202Eb'],
    ['left-to-right isolate', 'a\u2066b'],
    ['pop directional isolate', 'a\u2069b'],
    ['byte-order mark', '\uFEFFab'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
  ])('refuses %s', (_name, value) => {
    expect(isTypeable(value)).toBe(false);
    expect(firstMessage(text().safeParse(value))).toBe(untypeableTextMessage);
  });

  it.each(['Asha Verma', "O'Brien", 'एचडीएफसी', 'ಬೆಂಗಳೂರು', '₹5,000 – “flexi”', 'emoji 😀 (a surrogate pair)', 'ZWJ family 👨‍👩‍👧'])(
    'takes %j',
    (value) => {
      expect(isTypeable(value)).toBe(true);
      expect(text().parse(value)).toBe(value);
    },
  );

  it('takes tab and line breaks only in a multi-line field', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(isTypeable(value)).toBe(true);
      expect(isTypeableLine(value)).toBe(false);
      expect(firstMessage(text().safeParse(value))).toBe(untypeableTextMessage);
      expect(text({ multiline: true }).parse(value)).toBe(value);
    }
  });

  it('is the first rule of the form fields, so the browser shows the same message', () => {
    expect(firstMessage(nameSchema.safeParse('Asha \u202EamreV'))).toBe(untypeableTextMessage);
    expect(firstMessage(addressSchema.safeParse('12 MG Road\u0000'))).toBe(untypeableTextMessage);
    // The field's own rules still follow.
    expect(firstMessage(addressSchema.safeParse(''))).toBe('Please enter address');
  });
});
