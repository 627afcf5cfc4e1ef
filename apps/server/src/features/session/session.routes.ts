import { sessionRoutes } from '@sanchay/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerContractRoutes } from '../../http/contract-routes';
import type { SessionHttp } from './session-plugin';
import type { SignInService, WithSession } from './sign-in.service';

/** Every route of the session contract (spec 1 §7 "Session and sign-in"), each to one service call. */
export function registerSessionRoutes(app: FastifyInstance, http: SessionHttp, service: SignInService): void {
  /** The request's session (started for a GET), as the service's context. */
  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return http.context(request, await http.ensure(request, reply));
  };
  /** Sets the cookies of a rotated or new session, and returns the step's result. */
  const issued = <T>(request: FastifyRequest, reply: FastifyReply, out: WithSession<T> | { result: T; issued: null }): T => {
    if (out.issued) http.issue(request, reply, out.issued);
    return out.result;
  };

  registerContractRoutes(app, sessionRoutes, {
    getCurrentUser: async ({ query, request, reply }) => {
      const ctx = await context(request, reply);
      http.refreshCsrfCookie(request, reply, ctx.session);
      return service.currentUser(ctx, query.agentCode);
    },
    checkMobileNumber: async ({ query, request, reply }) =>
      service.checkMobile(await context(request, reply), query.mobile, query.agentCode),
    verifyPassword: async ({ body, request, reply }) =>
      issued(request, reply, await service.passwordLogin(await context(request, reply), body)),
    userLogin: async ({ body, request, reply }) =>
      issued(request, reply, await service.passwordLogin(await context(request, reply), body)),
    sendOtp: async ({ body, request, reply }) => service.sendOtp(await context(request, reply), body),
    verifyLoginOtp: async ({ body, request, reply }) =>
      issued(request, reply, await service.verifyOtp(await context(request, reply), body)),
    updatePassword: async ({ body, request, reply }) =>
      service.updatePassword(await context(request, reply), body),
    saveUser: async ({ body, request, reply }) =>
      issued(request, reply, await service.saveUser(await context(request, reply), body)),
    checkBseStatus: async ({ request, reply }) => service.bseStatus(await context(request, reply)),
    logout: async ({ request, reply }) => issued(request, reply, await service.logout(await context(request, reply))),
  });
}
