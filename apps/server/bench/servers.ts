// The two servers of the HTTP figures, each in its own child process on its own localhost port:
// - the product, started exactly as `npm start` starts it (the bundle dist/main.js, built here
//   once per run, by plain node with the start script's node options) with the real AMFI
//   catalogue (CATALOGUE=real), NODE_ENV=production and LOG_LEVEL=silent (no request logging);
// - the Fastify hello-world baseline (bench/hello-world.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  freePort,
  SERVER_DIR,
  SHARED_DATA_DIR,
  startNodeChild,
  timed,
  waitForHttp,
  type NodeChild,
} from './bench-harness';
import { suggestPath } from './queries';

export interface RunningServer {
  child: NodeChild;
  port: number;
  baseUrl: string;
  /** Spawn → first successful answer, milliseconds. */
  /** Spawn → the readiness probe answers 200 (product server) or the first answer (hello-world). */
  readyMs: number;
  /** Product server: spawn → the first suggestion answered. */
  firstAnswerMs?: number;
}

/**
 * node's own options in `npm start` (apps/server/package.json, `node <options> dist/main.js`): the
 * bench starts the server with the same ones, read from there so the two cannot drift apart
 * (the young generation's size: docs/decisions/0085).
 */
export function startNodeArgs(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const main = words.indexOf('dist/main.js');
  if (words[0] !== 'node' || main < 0) throw new Error(`apps/server's start script is not "node [options] dist/main.js": ${pkg.scripts.start}`);
  return words.slice(1, main);
}

let built = false;
/** `npm start` builds the server before running it; the bench does the same, once per run. */
function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
  built = true;
}

export async function startProductServer(options: {
  dataDir: string;
  databaseUrl?: string;
  webDistDir: string;
  readyTimeoutMs: number;
  name?: string;
  /** The real AMFI catalogue (the default), or the demo one, whose demo investors have years of history. */
  catalogue?: 'real' | 'demo';
}): Promise<RunningServer> {
  buildServer();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { value: child, ms } = await timed(async () => {
    const child = startNodeChild({
      name: options.name ?? 'sanchay server',
      script: path.join(SERVER_DIR, 'dist/main.js'),
      nodeArgs: startNodeArgs(),
      cwd: SERVER_DIR,
      env: {
        NODE_ENV: 'production',
        // Production mode refuses to start unless the mode is explicit (startup-checks.ts).
        SANDBOX: 'true',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        CATALOGUE: options.catalogue ?? 'real',
        SHARED_DATA_DIR,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        WEB_DIST_DIR: options.webDistDir,
        INIT_CWD: SERVER_DIR,
      },
    });
    // Ready as a load balancer sees it (the target): /readyz answers 200.
    await waitForHttp(`${baseUrl}/readyz`, child, options.readyTimeoutMs);
    return child;
  });
  // Then the first suggestion, which also waits for the start-up work done after listen (the
  // suggestion index, demo data: docs/decisions/0038).
  const first = await timed(() => waitForHttp(`${baseUrl}${suggestPath('hdfc')}`, child, options.readyTimeoutMs));
  return { child, port, baseUrl, readyMs: ms, firstAnswerMs: ms + first.ms };
}

/** The hello-world baseline; with `layers`, a rung of the framework ladder (see hello-world.ts). */
export async function startHelloWorld(layers: readonly string[] = []): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { value: child, ms } = await timed(async () => {
    const child = startNodeChild({
      name: layers.length ? `hello-world + ${layers.join(' + ')}` : 'hello-world',
      script: path.join(SERVER_DIR, 'bench/hello-world.ts'),
      cwd: SERVER_DIR,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LAYERS: layers.join(','),
      },
    });
    await waitForHttp(`${baseUrl}/hello`, child, 30_000);
    return child;
  });
  return { child, port, baseUrl, readyMs: ms };
}
