import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorEnum } from '@sanchay/contract';
import { failure } from './envelope';

export const WEB_BASE = '/v1/';
export const HOME = '/v1/home';
/** spec 1 §2: "Any unknown path redirects to the home page with a 404 marker." */
export const NOT_FOUND_REDIRECT = '/v1/home?error=404';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_MESSAGE =
  'The Sanchay web app has not been built yet.\n\n' +
  'Run `npm run build` (or `npm start`, which builds it first) in the repository root, then restart the server.\n' +
  'The API is running: see /api/docs.\n';

/**
 * Serves the Vite build of apps/web under /v1/ (its base), as a single-page app:
 * - files of the build as they are; hashed /v1/assets/* cached for a year, the rest revalidated;
 * - any other GET /v1/* answers index.html (no-cache), and the web app's router takes over
 *   (its own unknown routes go to /v1/home?error=404);
 * - GET / and /home redirect to /v1/home, keeping the query (source, agentCode, …);
 * - without a build, /v1/* answers 503 with how to build it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<{ built: boolean }> {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  const hidden = { schema: { hide: true } };

  const toHome = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(query >= 0 ? HOME + request.url.slice(query) : HOME, 302);
  };
  app.get('/', hidden, toHome);
  app.get('/home', hidden, toHome);
  app.get('/v1', hidden, toHome);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: WEB_BASE,
      index: false,
      wildcard: true,
      cacheControl: false,
      serveDotFiles: false,
      // A build that ships index-….js.br / .gz beside each file is served as is (no compression
      // per request); without them, registerCompression compresses on the fly.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = path.relative(webDistDir, filePath).split(path.sep)[0] === 'assets';
        reply.header('cache-control', isHashedAsset ? HASHED_ASSET_CACHE : REVALIDATE);
      },
    });
  } else {
    app.get('/v1/*', hidden, (_request, reply) =>
      reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE),
    );
  }
  return { built };
}

/**
 * The one not-found handler: unknown API routes get the failure envelope; a GET of /v1/* that
 * is not a file gets the app's index.html; any other page address redirects home with the 404
 * marker. A missing file (a name with an extension, a hashed asset) is a plain 404, since an
 * HTML page in place of a script or an image helps no one.
 */
export function installNotFoundHandler(app: FastifyInstance, options: { webBuilt: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isRead) {
      return reply
        .code(404)
        .send(failure(ErrorEnum.NOT_FOUND, `There is no API route ${request.method} ${pathname}`));
    }
    const looksLikeFile = /\.[a-z0-9]{1,12}$/i.test(pathname) && !pathname.endsWith('.html');
    if (pathname.startsWith(WEB_BASE)) {
      if (looksLikeFile || pathname.startsWith(`${WEB_BASE}assets/`)) {
        return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found\n');
      }
      if (!options.webBuilt) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    if (looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    return reply.redirect(NOT_FOUND_REDIRECT, 302);
  });
}
