// The storage party: port and the local-disk adapter.
export { assertStorageKey, STORAGE_KEY, type FileStorage } from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
