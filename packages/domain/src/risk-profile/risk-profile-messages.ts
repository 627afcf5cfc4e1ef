// Our own wording where spec 2 is silent (part of `productMessages.riskProfile`; the spec's own
// risk messages are `messages.onboarding.riskProfile`).
export const riskProfileOwnMessages = {
  versionChanged: 'The questionnaire has been updated. Please answer the new questions.',
  attemptNotFound: 'This questionnaire could not be found. Please start again.',
  attemptCompleted: 'This questionnaire has already been submitted. Please retake the test to answer again.',
  noResult: 'You have not taken the risk profile test yet.',
} as const;
