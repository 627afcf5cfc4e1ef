import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** Password hashing: argon2id (DESIGN.md "Security model"). A port, so the cost can be tuned. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(storedHash: string, password: string): Promise<boolean>;
}

/**
 * argon2id with OWASP's recommended minimum (19 MiB memory, 2 passes, 1 lane): about 40 ms on
 * one core. The PHC string keeps its parameters, so raising them later still verifies old hashes.
 */
// The library's default algorithm is argon2id (its `Algorithm` is a const enum, which isolated
// modules cannot read); session tests check that stored hashes start with `$argon2id$`.
export const ARGON2ID_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2idHasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2ID_OPTIONS),
  async verify(storedHash, password) {
    try {
      return await verify(storedHash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  },
};

/**
 * A hash of a random password, verified when the account does not exist or has no password, so
 * that a wrong mobile takes as long as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(hasher: PasswordHasher): Promise<string> {
  dummyHash ??= hasher.hash(`dummy-${Math.random()}`);
  return dummyHash;
}

/**
 * The ~49,000 most common passwords of public breach corpora, as zxcvbn-ts keeps them
 * (@zxcvbn-ts/language-common, lower case, offline). A new password on the list is refused, as
 * OWASP ASVS 2.1.7 asks; compared in lower case, so "Password1" counts as "password1".
 * Built on first use (a Set of about 50k short strings: a few MB, once per process).
 */
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}
