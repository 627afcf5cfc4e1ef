// The IFSC directory (reference data): port and the offline adapter over the `ifsc` package.
export type { IfscBranch, IfscDirectory } from './ifsc-directory';
export { PackageIfscDirectory } from './package-ifsc-directory';
