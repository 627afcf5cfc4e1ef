// Who a screen speaks to (issue 4, spec 3 §1 messages.audience): the investor about themselves
// ("you"), or an advisor on the advisor host acting for a customer ("your customer"). Screens
// keep one wording per audience and pick the reader's, so the two can never drift apart in shape.

export type Audience = 'investor' | 'advisor';

/** One wording per audience. */
export type ByAudience<T> = Readonly<Record<Audience, T>>;

/** The web session's advisor flag (useIsAdvisor) as an audience. */
export function audienceOf(isAdvisor: boolean): Audience {
  return isAdvisor ? 'advisor' : 'investor';
}

/** The reader's wording. */
export function forAudience<T>(audience: Audience, wording: ByAudience<T>): T {
  return wording[audience];
}
