// Background work (DESIGN.md "Shape": jobs/): the loop and the jobs main starts in it.
export { JOB_LOOP_MAX_SLEEP_MS, startJobLoop, type Job, type JobLoop, type JobLoopOptions, type JobOutcome } from './job-loop';
export { DUE_WORK, onDueWork, signalDueWork, type DueWork } from './due-work';
export { notificationDeliveryJob, type NotificationDeliveryJobDeps } from './notification-delivery.job';
export { sandboxExchangeSettlementJob, type SandboxExchangeSettlementJobDeps } from './sandbox-exchange-settlement.job';
export { outsideCallsJob, type OutsideCallsJobDeps } from './outside-calls.job';
export { sandboxMandateProgressJob, type SandboxMandateProgressJobDeps } from './sandbox-mandate-progress.job';
export { sandboxXsipInstalmentsJob, type SandboxXsipInstalmentsJobDeps } from './sandbox-xsip-instalments.job';
export { sandboxStpSwpInstalmentsJob, type SandboxStpSwpInstalmentsJobDeps } from './sandbox-stp-swp-instalments.job';
export { SANDBOX_CLOCK_CHECK_MS, sandboxClockJob, type SandboxClockJobDeps } from './sandbox-clock.job';
export { webhookInboxJob, type WebhookInboxJobDeps } from './webhook-inbox.job';
