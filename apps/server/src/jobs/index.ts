// Background work (DESIGN.md "Shape": jobs/): the loop and the jobs main starts in it.
export { startJobLoop, type Job, type JobLoop, type JobLoopOptions } from './job-loop';
export { notificationDeliveryJob, type NotificationDeliveryJobDeps } from './notification-delivery.job';
export { sandboxMandateProgressJob, type SandboxMandateProgressJobDeps } from './sandbox-mandate-progress.job';
