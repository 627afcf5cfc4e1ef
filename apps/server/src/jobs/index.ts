// Background work (DESIGN.md "Shape": jobs/): the loop and the jobs main starts in it. The signal
// that wakes them (due-work.ts) sits below, beside what writes due work.
export { JOB_LOOP_MAX_SLEEP_MS, startJobLoop, type Job, type JobLoop, type JobLoopOptions, type JobOutcome } from './job-loop';
export { notificationDeliveryJob, type NotificationDeliveryJobDeps } from './notification-delivery.job';
export { sandboxExchangeSettlementJob, type SandboxExchangeSettlementJobDeps } from './sandbox-exchange-settlement.job';
export { outsideCallsJob, type OutsideCallsJobDeps } from './outside-calls.job';
export { sandboxMandateProgressJob, type SandboxMandateProgressJobDeps } from './sandbox-mandate-progress.job';
export { sandboxXsipInstalmentsJob, type SandboxXsipInstalmentsJobDeps } from './sandbox-xsip-instalments.job';
export { sandboxStpSwpInstalmentsJob, type SandboxStpSwpInstalmentsJobDeps } from './sandbox-stp-swp-instalments.job';
export { SANDBOX_CLOCK_CHECK_MS, sandboxClockJob, type SandboxClockJobDeps } from './sandbox-clock.job';
export { MANDATE_STATUS_EVERY_MS, mandateStatusJob } from './mandate-status.job';
export { ordersAllotmentJob } from './orders-allotment.job';
export { stpSwpJob } from './stp-swp.job';
export { webhookInboxJob, type WebhookInboxJobDeps } from './webhook-inbox.job';
