// Both packages are imported on first use, not at start-up: argon2's native binding and the
// 49k-word list are only needed when someone signs in or sets a password (docs/decisions/0028).
const argon2 = () => import('@node-rs/argon2');

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
  hash: async (password) => (await argon2()).hash(password, ARGON2ID_OPTIONS),
  async verify(storedHash, password) {
    try {
      return await (await argon2()).verify(storedHash, password);
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
let commonPasswords: Promise<Set<string>> | undefined;
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return (await commonPasswords).has(password.toLowerCase());
}
