import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@sanchay/contract';

/**
 * The web app's server render (apps/web/src/entry-server.tsx, built by `vite build --ssr` into
 * apps/web/dist-ssr beside dist/): the first screen of a public page, with the catalogue's
 * answers, in the HTML, so it paints without waiting for the scripts (docs/decisions/0055).
 * Anything that goes wrong (no build, an error, too slow) gives the plain shell, never a 5xx.
 */
interface WebRenderModule {
  setServerTransport(transport: { origin: string; fetch: typeof fetch }): void;
  renderPage(
    url: string,
    options: { origin: string; viewport: 'mobile' | 'desktop'; signal: AbortSignal; signedIn?: boolean },
  ): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The page's HTML with the rendered #root and its state, or null for the plain shell. */
  render(request: FastifyRequest, indexHtml: string): Promise<string | null>;
}

/** The public pages rendered on the server: home, fund lists, fund pages. */
const RENDERED_PAGES = [/^\/v1\/home$/, /^\/v1\/mutual-fund-results(\/[^/]+){0,2}$/, /^\/v1\/mutual-fund-detail\/[^/]+$/];
/**
 * The signed-in pages rendered on the server, for the visitor whose session cookie came with the
 * request (decision 0172): the portfolio and its capital-gains statement, the pages a returning
 * investor opens first.
 */
const SIGNED_IN_PAGES = [/^\/v1\/profile\/portfolio$/, /^\/v1\/profile\/portfolio\/capital-gains$/];
export const isSignedInRenderedPage = (pathname: string) => SIGNED_IN_PAGES.some((p) => p.test(pathname));
export const isServerRenderedPage = (pathname: string) =>
  RENDERED_PAGES.some((p) => p.test(pathname)) || isSignedInRenderedPage(pathname);

/** Longer than this and the visitor is better served by the shell and the browser's own render. */
const RENDER_BUDGET_MS = 3000;
const INTERNAL_ORIGIN = 'http://sanchay.internal';

const BOOT = /\s*<!--boot-->[\s\S]*<!--\/boot-->\s*/;
/** The screen the visitor most likely has: a phone unless the browser says otherwise. */
function viewportOf(request: FastifyRequest): 'mobile' | 'desktop' {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

const hasSessionCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`));

/**
 * How a request's page is rendered: a public page for a visitor without a session; a signed-in
 * page for a visitor with one; otherwise the shell, which the browser renders. So a public page
 * is never rendered with a user's header (the shell and the browser render it), and the advisor
 * host never here (its session starts from the entry URL's agent code, in the browser).
 */
function renderMode(request: FastifyRequest): 'public' | 'signed-in' | 'shell' {
  if ((request.hostname ?? '').startsWith('pro')) return 'shell';
  const pathname = request.url.split('?')[0]!;
  const signedIn = hasSessionCookie(request);
  if (isSignedInRenderedPage(pathname)) return signedIn ? 'signed-in' : 'shell';
  return signedIn ? 'shell' : 'public';
}

/** The cookie a signed-in render's reads carry, for the render under way (none for a public page). */
const renderCookie = new AsyncLocalStorage<string>();

type RenderedPage = { html: string; stateScript: string };

/**
 * Rendered pages, kept for a minute: the same public page for every signed-out visitor with the
 * same screen, whose answers the browser also keeps for a minute (staleTime). A popular page is
 * then served without rendering it again (a render costs tens of milliseconds of CPU, more on a
 * busy machine). Bounded, oldest out first; the page is placed in the current index.html each time,
 * so a rebuilt web app is served at once.
 */
class RecentPages {
  static readonly TTL_MS = 60_000;
  static readonly MAX = 200;
  private readonly pages = new Map<string, { page: RenderedPage; at: number }>();
  get(key: string): RenderedPage | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > RecentPages.TTL_MS) {
      this.pages.delete(key);
      return undefined;
    }
    return hit.page;
  }
  set(key: string, page: RenderedPage): void {
    if (this.pages.size >= RecentPages.MAX) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, { page, at: Date.now() });
  }
}

/**
 * Loads the render module if it was built; the reads it makes are answered in process (`inject`:
 * no socket, the same routes and checks as a browser's call), with no cookie for a public page and
 * the visitor's own for a signed-in one, so the session's checks decide what it may read.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  let module: WebRenderModule;
  try {
    module = (await import(pathToFileURL(entry).href)) as WebRenderModule;
  } catch (error) {
    app.log.warn({ err: error }, 'the web app server render could not be loaded; pages are served as the plain shell');
    return null;
  }
  module.setServerTransport({
    origin: INTERNAL_ORIGIN,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if ((init?.method ?? 'GET') !== 'GET' || !url.pathname.startsWith('/api/')) {
        return new Response(null, { status: 400 });
      }
      const cookie = renderCookie.getStore();
      const answer = await app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  const recent = new RecentPages();
  const budget = () => AbortSignal.timeout(RENDER_BUDGET_MS);
  async function publicPage(url: string, viewport: 'mobile' | 'desktop'): Promise<RenderedPage | null> {
    const key = `${viewport} ${url}`;
    const kept = recent.get(key);
    if (kept) return kept;
    const fresh = await module.renderPage(url, { origin: INTERNAL_ORIGIN, viewport, signal: budget() });
    if (fresh) recent.set(key, fresh);
    return fresh;
  }
  /** The visitor's own page: never kept, and its reads carry their cookie alone. */
  function signedInPage(request: FastifyRequest, viewport: 'mobile' | 'desktop'): Promise<RenderedPage | null> {
    return renderCookie.run(request.headers.cookie ?? '', () =>
      module.renderPage(request.url, { origin: INTERNAL_ORIGIN, viewport, signal: budget(), signedIn: true }),
    );
  }
  return {
    async render(request, indexHtml) {
      const mode = renderMode(request);
      if (mode === 'shell' || !BOOT.test(indexHtml)) return null;
      try {
        const viewport = viewportOf(request);
        const page = mode === 'public' ? await publicPage(request.url, viewport) : await signedInPage(request, viewport);
        if (!page) return null;
        return indexHtml
          .replace(BOOT, () => page.html)
          .replace(/<\/body>/i, () => `${page.stateScript}</body>`);
      } catch (error) {
        request.log.warn({ err: error }, 'server render failed; the plain shell was sent');
        return null;
      }
    },
  };
}
