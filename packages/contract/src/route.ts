import type { z } from 'zod';

/**
 * The kinds of a customer's own things a request can name (docs/decisions/0022). The
 * authorization test (apps/server/test/route-access.test.ts) knows, for each, how to find another
 * customer's value; checkout adds order, folio, mandate, sip, stp and customer.
 */
export const customerResources = [
  /** An investor's exchange client code. */
  'ucc',
  /** A cart by its id. */
  'cart',
  /** A fund item (lumpsum or SIP) in a cart. */
  'cartItem',
  /** A pack item in a cart. */
  'packItem',
  /** An uploaded file (cancelled cheque, signature). */
  'file',
  /** A bank account by its sequence (1 to 3) in the caller's own profile. */
  'bankAccount',
  /** A penny-drop verification the server remembers. */
  'bankVerification',
  /** An e-KYC request started with the KYC party. */
  'ekycRequest',
  /** A risk-profile attempt (its number within the investor's own attempts). */
  'riskAttempt',
  /** A folio at a fund house. */
  'folio',
  /** An advisor's agent code, where it names the advisor's own book (customers, AUM). */
  'agent',
  /** A checkout's order set (the payment link's loopBackUrl). */
  'order',
  /** A payment of an order set (the challan's groupId). */
  'payment',
  /** A mandate by the exchange's mandate id. */
  'mandate',
  /** An STP or SWP plan: its id, or the exchange's registration number. */
  'stp',
  /** A SIP registered through checkout, by the product's id (My SIPs). */
  'sip',
  /** A customer's account by its id (an advisor asking to act for them, decision 0138). */
  'customer',
] as const;
export type CustomerResource = (typeof customerResources)[number];

/** The string keys of an object schema's input; never for anything else (so a wrong place is a type error). */
type FieldsOf<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? string // the wide RouteDef (any route): any name
    : z.input<S> extends object
      ? Extract<keyof z.input<S>, string>
      : never
  : never;

/** Where a customer's identifier travels in a request, and what it names. */
export type CustomerIdentifier<Q = z.ZodType, B = z.ZodType, P = z.ZodType> = { names: CustomerResource } & (
  | { in: 'query'; field: FieldsOf<Q> }
  | { in: 'body'; field: FieldsOf<B> }
  | { in: 'params'; field: FieldsOf<P> }
);

/**
 * Who may call a route, and whose things it reaches. Every route declares one; the server takes
 * the caller from the session, never from the request.
 * - `public`: anyone; the answer holds no customer's data and is the same whoever asks. The
 *   server does not even load the session for it (so a route that reads it cannot be public).
 * - `signIn`: reached signed out; the request (or an earlier step in this session) proves an
 *   account with a password or an OTP. It may name an account (which one on a shared mobile).
 * - `session`: reads the caller's own session, guest or signed in, when there is one (its cart,
 *   its sign-out, whether it is this advisor's); names nothing.
 * - `signedIn`: the signed-in user's own data, taken from the session; names nothing (401 otherwise).
 * - `customerScoped`: names a customer's own things (`identifiers`); refused (4xx, nothing changed)
 *   for anyone but their owner. `caller` says whether a guest may own them (a guest's cart).
 * - `party`: an outside party's callback (a webhook, {@link PartyRouteDef}): no session is loaded
 *   and no CSRF token asked; the party's signature over the raw bytes is the only proof, so a
 *   request without it is refused (401) whoever sends it, signed in or not.
 */
export type RouteAccess<Q = z.ZodType, B = z.ZodType, P = z.ZodType> =
  | 'public'
  | 'signIn'
  | 'session'
  | 'signedIn'
  | 'party'
  | {
      customerScoped: {
        caller: 'session' | 'signedIn';
        identifiers: readonly [CustomerIdentifier<Q, B, P>, ...CustomerIdentifier<Q, B, P>[]];
      };
    };

/** One HTTP route as data: the server registers and validates it, the web client calls it. */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  /**
   * Who may call it and whose things it names (required: a route cannot forget to say).
   * {@link defineRoute} checks each identifier's field against the route's own schemas.
   */
  access: RouteAccess;
  query?: Q;
  body?: B;
  /** The path parameters (`:name` in path), checked by the route's handler. */
  params?: P;
  /** The schema of `responseData` inside the success envelope. */
  response: R;
}

/** Without a query, body or params schema, that place has no fields an identifier could name. */
export const defineRoute = <
  R extends z.ZodType,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  P extends z.ZodType = z.ZodUndefined,
>(
  def: RouteDef<Q, B, R, P> & { access: RouteAccess<Q, B, P> },
): RouteDef<Q, B, R, P> => def;

export type RouteQuery<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteBody<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type RouteResponse<D> =
  D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/**
 * A route served outside the JSON envelope (a file's bytes) that still needs an access
 * declaration; the server registers it by hand. Listed in {@link rawRoutes}.
 */
export interface RawRouteDef<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: 'GET';
  path: string;
  summary: string;
  access: RouteAccess;
  params?: P;
  /** The query, validated by the handler with this schema (a download's options). */
  query?: Q;
}

export const defineRawRoute = <P extends z.ZodType, Q extends z.ZodType = z.ZodUndefined>(
  def: RawRouteDef<P, Q> & { access: RouteAccess<Q, z.ZodUndefined, P> },
): RawRouteDef<P, Q> => def;

/**
 * A route an outside party calls (a webhook): its body is read as raw bytes, because the party's
 * signature covers those bytes, not a parsed value; the server registers it by hand. Its 2xx
 * answer is the party's own acknowledgement (`ack`, in the party's shape); a refusal is our
 * failure envelope. Found by shape (`party` and `ack`) by the authorization and fuzz tests.
 */
export interface PartyRouteDef<A extends z.ZodType = z.ZodType> {
  method: 'POST';
  path: string;
  summary: string;
  tags: string[];
  access: 'party';
  /** Who calls it: the inbox's party name ('exchange'). */
  party: string;
  /** The content types it takes; anything else is 415. */
  contentTypes: readonly [string, ...string[]];
  /** The party's acknowledgement, sent with 2xx once the event is committed. */
  ack: A;
}

export const definePartyRoute = <A extends z.ZodType>(def: PartyRouteDef<A>): PartyRouteDef<A> => def;
