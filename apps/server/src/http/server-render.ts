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
    options: { origin: string; viewport: 'mobile' | 'desktop'; signal: AbortSignal },
  ): Promise<RenderedPage | null>;
}

export interface PageRenderer {
  /** The page's HTML with the rendered #root and its state, or null for the plain shell. */
  render(request: FastifyRequest, indexHtml: string): Promise<string | null>;
}

/** The public pages rendered on the server: home, fund lists, fund pages. */
const RENDERED_PAGES = [/^\/v1\/home$/, /^\/v1\/mutual-fund-results(\/[^/]+){0,2}$/, /^\/v1\/mutual-fund-detail\/[^/]+$/];
export const isServerRenderedPage = (pathname: string) => RENDERED_PAGES.some((p) => p.test(pathname));

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

/**
 * Not rendered here: a visitor with a session (their header and pages are theirs; the shell and
 * the browser render them, so no user's data is ever in server-rendered HTML) and the advisor host
 * (its session starts from the entry URL's agent code, in the browser).
 */
function wantsShell(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie ?? '';
  if (cookie.split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return true;
  return (request.hostname ?? '').startsWith('pro');
}

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
 * Loads the render module if it was built; the catalogue's reads it makes are answered in process
 * (`inject`: no socket, no cookie, the same routes and checks as a browser's call).
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
      const answer = await app.inject({ method: 'GET', url: url.pathname + url.search, headers: { accept: 'application/json' } });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
  const recent = new RecentPages();
  return {
    async render(request, indexHtml) {
      if (wantsShell(request) || !BOOT.test(indexHtml)) return null;
      try {
        const viewport = viewportOf(request);
        const key = `${viewport} ${request.url}`;
        let page = recent.get(key);
        if (!page) {
          const fresh = await module.renderPage(request.url, { origin: INTERNAL_ORIGIN, viewport, signal: AbortSignal.timeout(RENDER_BUDGET_MS) });
          if (!fresh) return null;
          recent.set(key, fresh);
          page = fresh;
        }
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
