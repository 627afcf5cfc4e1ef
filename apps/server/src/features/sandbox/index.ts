// The sandbox console's server side (DESIGN.md "Outside parties"): on only in sandbox mode.
export { registerSandboxRoutes, type SandboxDeps } from './sandbox.routes';
export { SandboxClock, CLOCK_UNITS_MS, type ClockUnit } from './sandbox-clock';
export { SandboxConsoleService, CONSOLE_MEMBER, type SandboxConsoleDeps } from './sandbox-console.service';
// The demo investors' past, replayed through the sandbox exchange (docs/decisions/0115).
export { DemoHistory, type DemoHistoryDeps, type DemoHistoryProgress } from './demo-history';
export { sandboxDemoHistoryJob, DEMO_HISTORY_DAYS_PER_PASS } from './demo-history.job';
export { DEMO_HISTORY_PLANS, type DemoHistoryPlan, type DemoHistoryEvent } from './demo-history-plan';
