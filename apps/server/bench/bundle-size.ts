// First-load JavaScript of the home route (/v1/home), gzip level 9, in KiB (1,024 bytes).
//
// Two views of the same build (apps/web/dist):
// - critical path: what index.html names, the entry script and its modulepreload links (the
//   browser fetches these before it can draw anything);
// - first load in a browser: every script Chromium actually fetches for /v1/home until the
//   network is idle, which adds the chunks the home screen imports lazily as it renders (the
//   Browse Funds block, the header search box), on a desktop and on a phone-sized viewport.
// Sizes are always those of the files in dist, gzipped here at level 9, whatever encoding the
// server chose on the wire (it prefers brotli).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { log, REPO_ROOT, runCommand } from './bench-harness';

// The flags live in scripts/chromium.ts, shared with the e2e journeys; re-exported for the
// modules of this folder that import them from here.
export { CHROMIUM_ARGS, CHROMIUM_PATH };

export const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
export const WEB_DIST = path.join(WEB_DIR, 'dist');
const BASE = '/v1/';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BrowserLoad {
  viewport: string;
  scripts: AssetSize[];
  gzipBytes: number;
  bytes: number;
}

export interface BundleFigures {
  builtNow: boolean;
  entry: AssetSize[];
  entryGzipBytes: number;
  entryBytes: number;
  css: AssetSize[];
  cssGzipBytes: number;
  browser?: BrowserLoad[];
  browserError?: string;
}

const sizes = new Map<string, AssetSize>();

function assetSize(urlPath: string): AssetSize {
  const rel = urlPath.startsWith(BASE) ? urlPath.slice(BASE.length) : urlPath.replace(/^\//, '');
  const cached = sizes.get(rel);
  if (cached) return cached;
  const data = readFileSync(path.join(WEB_DIST, rel));
  const size = { file: rel, bytes: data.length, gzipBytes: gzipSync(data, { level: 9 }).length };
  sizes.set(rel, size);
  return size;
}

/** Builds the web app when it has no build yet (or when asked). */
export async function ensureWebBuild(force: boolean): Promise<boolean> {
  if (!force && existsSync(path.join(WEB_DIST, 'index.html'))) return false;
  log('  building the web app (npm run build -w @sanchay/web)…');
  await runCommand('npm', ['run', 'build', '-w', '@sanchay/web'], { cwd: REPO_ROOT });
  return true;
}

/** The entry script, its modulepreloads and the stylesheets that index.html names. */
export function criticalPath(): Pick<
  BundleFigures,
  'entry' | 'entryGzipBytes' | 'entryBytes' | 'css' | 'cssGzipBytes'
> {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) {
      const src = attr(tag, 'src');
      if (src) scripts.push(src);
    } else if (tag.startsWith('<link')) {
      const rel = attr(tag, 'rel');
      const href = attr(tag, 'href');
      if (!href) continue;
      if (rel === 'modulepreload') scripts.push(href);
      else if (rel === 'stylesheet') styles.push(href);
    }
  }
  if (!scripts.length) throw new Error('apps/web/dist/index.html names no module script');
  const entry = [...new Set(scripts)].map(assetSize);
  const css = [...new Set(styles)].map(assetSize);
  return {
    entry,
    entryGzipBytes: entry.reduce((s, a) => s + a.gzipBytes, 0),
    entryBytes: entry.reduce((s, a) => s + a.bytes, 0),
    css,
    cssGzipBytes: css.reduce((s, a) => s + a.gzipBytes, 0),
  };
}

/** Chromium (Debian's, as the e2e tests use) through playwright-core, when both are there. */
export async function browserFirstLoad(baseUrl: string): Promise<BrowserLoad[]> {
  const executablePath = CHROMIUM_PATH;
  if (!existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath}`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const loads: BrowserLoad[] = [];
    const viewports = [
      { name: 'desktop 1280×800', viewport: { width: 1280, height: 800 }, isMobile: false },
      { name: 'phone 390×844', viewport: { width: 390, height: 844 }, isMobile: true },
    ];
    for (const v of viewports) {
      const context = await browser.newContext({
        viewport: v.viewport,
        isMobile: v.isMobile,
        hasTouch: v.isMobile,
      });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith(`${BASE}assets/`))
          scripts.add(url.pathname);
      });
      await page.goto(`${baseUrl}${BASE}home`, { waitUntil: 'networkidle', timeout: 30_000 });
      await context.close();
      const assets = [...scripts].map(assetSize);
      loads.push({
        viewport: v.name,
        scripts: assets,
        gzipBytes: assets.reduce((s, a) => s + a.gzipBytes, 0),
        bytes: assets.reduce((s, a) => s + a.bytes, 0),
      });
    }
    return loads;
  } finally {
    await browser.close();
  }
}
