// Spec 2 §9 timings of the bank screens, in one place so component tests can pass zeros.
export const bankTimings = {
  /** "cheque processing wait about 1 second before upload". */
  chequeWaitMs: 1000,
  /** "pre-verification wait 2 s". */
  preVerificationMs: 2000,
  /** "reload after … 2 s (bank changes)". */
  reloadMs: 2000,
};

export const pause = (ms: number) => (ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
