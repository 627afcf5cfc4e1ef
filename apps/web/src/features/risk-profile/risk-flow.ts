// The query of the two risk profile routes (spec 2 §2) and where each button leads.

export type RiskFlowType = 'profile' | 'checkout';

export interface RiskFlow {
  flowType: RiskFlowType;
  /** `completed` or `previous` in the query: skip the intro (spec 2 §2). */
  straightToSurvey: boolean;
  /** userType=old: the result's Continue goes to cart review (spec 2 §2, §6). */
  oldUser: boolean;
}

/** Anything but flowType=checkout is the profile flow (the account menu's entry, spec 1 §2). */
export function readRiskFlow(search: URLSearchParams): RiskFlow {
  return {
    flowType: search.get('flowType') === 'checkout' ? 'checkout' : 'profile',
    straightToSurvey: search.has('completed') || search.has('previous'),
    oldUser: search.get('userType') === 'old',
  };
}

const withQuery = (path: string, entries: [string, string][]) => `${path}?${new URLSearchParams(entries).toString()}`;

const keep = (flow: RiskFlow): [string, string][] => [
  ['flowType', flow.flowType],
  ...(flow.oldUser ? ([['userType', 'old']] as [string, string][]) : []),
];

/** The result page of the same flow. */
export const riskResultPath = (flow: RiskFlow) => withQuery('/profile/risk-profile-result', keep(flow));

/** "Retake the test": the survey straight away, in the same flow. */
export const riskRetakePath = (flow: RiskFlow) => withQuery('/profile/risk-profile', [...keep(flow), ['completed', 'true']]);

/** The questionnaire with its intro (the result page when there is no result yet). */
export const riskSurveyPath = (flow: RiskFlow) => withQuery('/profile/risk-profile', keep(flow));

/**
 * Where the result's Continue leads, or null when the result offers a retake instead: userType=old
 * → cart review; the checkout flow → step 4 (occupation and nominees); the profile flow → none.
 */
export function riskContinuePath(flow: RiskFlow): string | null {
  if (flow.oldUser) return '/cart-review';
  if (flow.flowType === 'checkout') return withQuery('/profile/occupation-nominee-details', [['flowType', 'checkout']]);
  return null;
}
