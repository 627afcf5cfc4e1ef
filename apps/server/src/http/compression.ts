import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { WEB_BASE } from './web-app';

/** Brotli or gzip for a body over 1 KB; quality as @fastify/compress recommends (brotli 4). */
const OPTIONS: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip'] };

/**
 * Compression only where bodies are large: the web app's files (when no precompressed .br/.gz
 * sits beside them), the OpenAPI document, and routes declared `largeAnswer` (catalogue lists,
 * a fund's detail). Every other route gets no compression hook at all, so a short JSON answer
 * (a suggestion, the cart) does not pay for deciding not to compress it (docs/benchmarks.md).
 * Register before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before @fastify/compress's own onRoute hook (registered next), which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    const large = route.config?.largeAnswer === true || route.url.startsWith(WEB_BASE);
    route.compress = large ? OPTIONS : false;
  });
  // No request decompression: nothing of ours sends compressed bodies, and a compressed upload
  // would only be a way around the body limits.
  await app.register(compress, { ...OPTIONS, global: false, globalDecompression: false });
}
