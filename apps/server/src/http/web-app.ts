import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorEnum } from '@sanchay/contract';
import { productMessages } from '@sanchay/domain';
import { failure } from './envelope';
import { isServerRenderedPage, isSignedInRenderedPage, type PageRenderer } from './server-render';

export const WEB_BASE = '/v1/';
export const HOME = '/v1/home';
/** spec 1 §2: "Any unknown path redirects to the home page with a 404 marker." */
export const NOT_FOUND_REDIRECT = '/v1/home?error=404';

/**
 * The sandbox console's pages (apps/web features/sandbox) and the sandbox parties' own pages (the
 * e-KYC provider's): only in sandbox mode. Elsewhere a plain 404, not the app nor a redirect.
 */
const SANDBOX_PAGES = ['/v1/sandbox', '/sandbox'];
const isSandboxPage = (pathname: string) => SANDBOX_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * In sandbox mode every page starts with this ribbon, in the HTML itself: it is there at first
 * paint (no layout shift, no request to learn the mode) and React never touches it. Its look is
 * in apps/web/src/app/global.css (.sandbox-ribbon).
 */
// A labelled region (a landmark), so that nothing on the page lies outside a landmark (axe).
// Plain links (a full page load), so the app's router never has to know about them.
const SANDBOX_RIBBON =
  `<div class="sandbox-ribbon" role="region" aria-label="Sandbox mode">${productMessages.sandbox.ribbon}` +
  ` · <a href="/v1/sandbox/console">${productMessages.sandbox.ribbonConsole}</a>` +
  ` · <a href="/v1/sandbox/outbox">${productMessages.sandbox.ribbonOutbox}</a></div>`;

/**
 * The page's scripts and their preloads. Every page's first screen needs only the HTML and the
 * stylesheet: a page the server rendered, or the boot frame of the shell (the header and the page
 * outline of index.html, what a signed-in page shows until its data comes). The scripts, which
 * make it interactive, are fetched at low priority, behind the stylesheet, instead of competing
 * with it (docs/decisions/0055, 0171).
 */
const SCRIPT_TAGS = /<script type="module"|<link rel="modulepreload"/g;

/** The app's index.html as served: scripts behind the stylesheet; the sandbox ribbon and marker in sandbox mode. */
export function pageHtml(indexHtml: string, options: { sandbox: boolean }): string {
  const html = indexHtml.replace(SCRIPT_TAGS, (tag) => `${tag} fetchpriority="low"`);
  if (!options.sandbox) return html;
  return html.replace(/<body([^>]*)>/i, (body, attributes: string) => `<body${attributes} data-sandbox="true">${SANDBOX_RIBBON}`);
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_MESSAGE =
  'The Sanchay web app has not been built yet.\n\n' +
  'Run `npm run build` (or `npm start`, which builds it first) in the repository root, then restart the server.\n' +
  'The API is running: see /api/docs.\n';

const BEING_UPDATED_MESSAGE = 'Sanchay is being updated. Please reload the page in a few seconds.\n';

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
      // index.html always goes through the not-found handler, which adds what the mode needs.
      allowedPath: (pathName) => pathName !== '/index.html',
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
export function installNotFoundHandler(
  app: FastifyInstance,
  options: { webBuilt: boolean; webDistDir: string; sandbox: boolean; renderer?: PageRenderer | null },
): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isRead) {
      // The catalogue's words, not the path: a path may hold anything the caller typed.
      return reply.code(404).send(failure(ErrorEnum.NOT_FOUND, productMessages.request.notFound));
    }
    const looksLikeFile = /\.[a-z0-9]{1,12}$/i.test(pathname) && !pathname.endsWith('.html');
    if (!options.sandbox && isSandboxPage(pathname)) {
      return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found\n');
    }
    if (pathname.startsWith(WEB_BASE)) {
      if (looksLikeFile || pathname === `${WEB_BASE}assets` || pathname.startsWith(`${WEB_BASE}assets/`)) {
        return reply.code(404).header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found\n');
      }
      if (!options.webBuilt) {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
      }
      // Read on each request, like a static file: a rebuild of the web app is served at once.
      // While `vite build` rewrites dist/ there is, for a moment, no index.html: a 503 that says
      // to try again, not a 500.
      const indexHtml = await readFile(path.join(options.webDistDir, 'index.html'), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (indexHtml === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', '5')
          .type('text/plain; charset=utf-8')
          .send(BEING_UPDATED_MESSAGE);
      }
      if (options.renderer && isServerRenderedPage(pathname)) {
        // The page is rendered for a signed-out visitor (or, on a signed-in page, for the cookie's
        // own) and a guessed screen: caches keep it apart by both (docs/decisions/0055, 0172).
        reply.header('vary', 'cookie, user-agent, sec-ch-ua-mobile');
        const rendered = await options.renderer.render(request, indexHtml);
        if (rendered) {
          // A signed-in page holds the visitor's own figures: no cache may keep it (decision 0172).
          const cache = isSignedInRenderedPage(pathname) ? 'private, no-store' : REVALIDATE;
          return reply.header('cache-control', cache).type('text/html; charset=utf-8').send(pageHtml(rendered, options));
        }
      }
      const html = pageHtml(indexHtml, options);
      return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
    }
    if (looksLikeFile) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    return reply.redirect(NOT_FOUND_REDIRECT, 302);
  });
}
