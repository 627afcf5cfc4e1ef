import type { FastifyInstance } from 'fastify';

// The look of the sandbox parties' own pages (the e-KYC provider's, the bank's mandate page):
// plain server-rendered HTML, outside the web app, as a real party's site would be.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole page; `body` is HTML the caller has escaped. */
export function sandboxPartyPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;color:#1b2430}
h1{font-size:1.4rem}.note{background:#fff4d6;padding:.75rem;border-radius:.5rem}
label{display:block;margin-top:.9rem;font-weight:600}input,select{display:block;width:100%;padding:.5rem;margin-top:.25rem;font:inherit;box-sizing:border-box}
button{margin-top:1.25rem;padding:.7rem 1.4rem;font:inherit;font-weight:600;background:#0b5cad;color:#fff;border:0;border-radius:.4rem;cursor:pointer}
button.secondary{background:#fff;color:#0b5cad;border:2px solid #0b5cad}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}dt{font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}.actions form{margin:0}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The pages' forms post urlencoded, which no API route accepts: call this inside the page's own
 * Fastify scope only. Fields arrive as a plain object of strings.
 */
export function acceptFormPosts(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
