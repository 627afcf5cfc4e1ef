// The sandbox console's server side (DESIGN.md "Outside parties"): on only in sandbox mode.
export { registerSandboxRoutes, type SandboxDeps } from './sandbox.routes';
