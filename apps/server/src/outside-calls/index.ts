// Durable commands to outside parties (DESIGN.md "Outside parties", issue 10 §1,
// docs/decisions/0046). Every call to a party (exchange, KYC, …) goes through here; notifications
// keep their own outbox (integrations/notifications). The API, in full:
//
//   const calls = new OutsideCalls({ database, clock, log });        // one per process (app.ts)
//   calls.register({ party, operation, call, apply?, applyFailure?, retry?, retryable? });
//                                                                     // a feature, at start-up
//   await db.transaction(async (tx) => {                              // tx 1: the business change
//     …; const { id } = await calls.enqueue(tx, { party, operation, idempotencyKey, request, context?, subject? }, { runNow: true });
//   });
//   const command = await calls.run(id);    // a waiting user: call now, store the answer, apply (tx 2)
//   command.status                           // done | answered (apply failed: kept, retried) | failed | pending (retry due) | calling
//   await calls.runDue();                    // the job (jobs/outside-calls.job.ts): due retries and applies
//
// Rules: never call a party yourself inside a transaction; put what the apply needs in `context`;
// make the apply safe to retry (it runs in one transaction with the `done` mark, so once).
export {
  OutsideCalls,
  type EnqueueCallOptions,
  type NewOutsideCall,
  type OutsideCallHandler,
  type OutsideCallLog,
  type OutsideCallsOptions,
  type OutsideCallView,
  type RunDueResult,
} from './outside-calls';
export { findOutsideCall, hasUnfinished, listOutsideCalls, unfinishedByKeys, type OutsideCallFilter, type OutsideCallRow } from './outside-call.queries';
