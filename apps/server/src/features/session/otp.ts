import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@sanchay/domain';

/** Where OTP codes come from: the port, so tests read the code without parsing an SMS. */
export interface OtpGenerator {
  /** A code of exactly 6 digits. */
  next(): string;
}

/** Production: uniformly random digits from the operating system's CSPRNG. */
export const randomOtpGenerator: OtpGenerator = {
  next: () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),
};

/**
 * Tests: codes from a list in turn (then the last one again); `issued` keeps every code handed out,
 * newest last.
 */
export class SequenceOtpGenerator implements OtpGenerator {
  readonly issued: string[] = [];
  private index = 0;

  constructor(private readonly codes: readonly string[] = ['123456']) {
    if (codes.length === 0) throw new Error('SequenceOtpGenerator needs at least one code');
  }

  next(): string {
    const code = this.codes[Math.min(this.index, this.codes.length - 1)]!;
    this.index += 1;
    this.issued.push(code);
    return code;
  }

  /** The code sent last. */
  get last(): string | undefined {
    return this.issued.at(-1);
  }
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the server's pepper over the challenge id
 * and the code. A leaked table alone cannot be brute-forced (10^6 codes) without the pepper, and
 * the same code in two challenges hashes differently.
 */
export function hashOtp(pepper: string, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('hex');
}

/** Constant-time comparison of a typed code with the stored hash. */
export function otpMatches(pepper: string, challengeId: string, code: string, storedHash: string): boolean {
  const typed = Buffer.from(hashOtp(pepper, challengeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
}
