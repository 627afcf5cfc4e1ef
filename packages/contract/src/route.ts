import type { z } from 'zod';

/** One HTTP route as data: the server registers and validates it, the web client calls it. */
export interface RouteDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  /** The schema of `responseData` inside the success envelope. */
  response: R;
}

export const defineRoute = <Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: RouteDef<Q, B, R>,
) => def;

export type RouteQuery<D> = D extends RouteDef<infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type RouteBody<D> = D extends RouteDef<z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type RouteResponse<D> =
  D extends RouteDef<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;
