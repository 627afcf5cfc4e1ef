// The baseline for the HTTP figures: the smallest Fastify app (GET /hello → {"hello":"world"}, no
// plugins, no logger, no validation), run in its own process like the server under test, so the
// two are compared under the same conditions. `PORT=… node --import tsx bench/hello-world.ts`.
//
// LAYERS=security,compress,zod adds the product's own HTTP layers one by one (the "framework
// ladder" of docs/benchmarks.md), each configured exactly as app.ts configures it:
// - security: src/http/security.ts (security headers built once; page-only ones on HTML);
// - compress: src/http/compression.ts (only routes with large answers compress; /suggest is not one);
// - zod: the zod type provider, and GET /suggest with the suggestion route's query schema and
//   success-envelope response schema, answering a fixed list of five suggestions (the product's
//   answer to "hdfc") without any lookup; answers written as app.ts writes them under this
//   NODE_ENV (production: fast-json-stringify, src/http/response-serializer.ts).
// What the product spends above the top rung is its own work (index, service, envelope).
import { catalogueRoutes, successEnvelope } from '@sanchay/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCompression } from '../src/http/compression';
import { responseSerializerCompiler } from '../src/http/response-serializer';
import { registerSecurityHeaders } from '../src/http/security';

const port = Number(process.env.PORT ?? 0);
const host = process.env.HOST ?? '127.0.0.1';
const layers = new Set((process.env.LAYERS ?? '').split(',').filter(Boolean));

const FIXED_SUGGESTIONS = [
  [129052, 'HDFC Arbitrage Fund - Direct Plan - Growth Option'],
  [129054, 'HDFC Arbitrage Fund - Direct Plan - Monthly IDCW'],
  [118931, 'HDFC ARBITRAGE FUND - Growth Option - Direct Plan'],
  [118930, 'HDFC ARBITRAGE FUND - Quarterly IDCW Option - Direct Plan'],
  [106793, 'HDFC Arbitrage Fund - Regular Plan - Growth Option'],
].map(([schemeId, schemeName]) => ({
  schemeId: schemeId as number,
  schemeName: schemeName as string,
  category: 'Allocation',
  subCategory: 'Less than 1 Year',
}));

const app = Fastify({ logger: false });
if (layers.has('security')) registerSecurityHeaders(app);
if (layers.has('compress')) await registerCompression(app);
app.get('/hello', async () => ({ hello: 'world' }));
if (layers.has('zod')) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ check: process.env.NODE_ENV !== 'production' }),
  );
  const def = catalogueRoutes.suggestMutualFund;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: '/suggest',
    schema: { querystring: def.query, response: { 200: successEnvelope(def.response) } },
    handler: async () => ({
      operationMessage: 'success' as const,
      responseData: FIXED_SUGGESTIONS,
    }),
  });
} else {
  app.get('/suggest', async () => ({
    operationMessage: 'success',
    responseData: FIXED_SUGGESTIONS,
  }));
}

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port, host });
