// The advisor host's outward links (spec 1 §2): where back-to-advisor-app and Loan Against MF go.
// Their bases are configuration (config.ts); the agent code is added here.

export interface AdvisorLinkSettings {
  /** ADVISOR_APP_URL, or undefined for the product's own /v1/my-customers. */
  advisorAppUrl: string | undefined;
  /** LOAN_AGAINST_MF_URL (or the sandbox's stand-in), or undefined when there is none. */
  loanAgainstMfUrl: string | undefined;
}

/** The advisor's customers in this product, when no advisor app is configured. */
export const MY_CUSTOMERS_PATH = '/v1/my-customers';

/** `target` (an http(s) URL or a path) with one query parameter set, everything else kept. */
export function withQueryParam(target: string, name: string, value: string): string {
  if (/^https?:\/\//i.test(target)) {
    const url = new URL(target);
    url.searchParams.set(name, value);
    return url.toString();
  }
  // A path: resolve against a throwaway origin only to use URLSearchParams, then drop it.
  const url = new URL(target, 'http://path.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Back to the advisor app, telling it which advisor is coming back. */
export function advisorAppLink(settings: AdvisorLinkSettings, agentCode: string): string {
  return withQueryParam(settings.advisorAppUrl ?? MY_CUSTOMERS_PATH, 'agentCode', agentCode);
}

/** Spec 1 §2: the external loan page "opened with a partnerId parameter" (the agent code). */
export function loanAgainstMfLink(settings: AdvisorLinkSettings, agentCode: string): string | null {
  return settings.loanAgainstMfUrl ? withQueryParam(settings.loanAgainstMfUrl, 'partnerId', agentCode) : null;
}
