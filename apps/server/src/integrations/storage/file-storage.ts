/**
 * The storage port (DESIGN.md "Outside parties": files on local disk; S3-compatible when
 * configured). Keys are made by the server (never from a client's file name), e.g.
 * `cancelled-cheque/<uuid>`. Checking what a file is happens before `put` (features/uploads).
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** Lower-case letters, digits and hyphens, in one to three /-separated parts: no way out of the root. */
export const STORAGE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+){0,2}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
}
