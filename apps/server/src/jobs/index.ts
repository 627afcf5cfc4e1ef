// Background work (DESIGN.md "Shape": jobs/): the loop and the jobs main starts in it.
export { startJobLoop, type Job, type JobLoop, type JobLoopOptions } from './job-loop';
export { notificationDeliveryJob, type NotificationDeliveryJobDeps } from './notification-delivery.job';
export { sandboxExchangeSettlementJob, type SandboxExchangeSettlementJobDeps } from './sandbox-exchange-settlement.job';
export { outsideCallsJob, type OutsideCallsJobDeps } from './outside-calls.job';
export { sandboxMandateProgressJob, type SandboxMandateProgressJobDeps } from './sandbox-mandate-progress.job';
export { sandboxXsipInstalmentsJob, type SandboxXsipInstalmentsJobDeps } from './sandbox-xsip-instalments.job';
export { sandboxClockJob, type SandboxClockJobDeps } from './sandbox-clock.job';
