/**
 * `npm start`: the whole shop on this machine, no AWS account needed. Ports come from PORT,
 * DYNAMODB_PORT, SES_PORT, PAYMENTS_PORT, SQS_PORT and FISCAL_PORT (the CIS simulator), data from DATA_DIR (default .data).
 * `--fresh-data` uses a new temporary data directory and deletes it on exit (the e2e tests).
 * `--dev` (`npm run dev`) also runs Vite's dev server (VITE_PORT, default 5173) with hot reload,
 * forwarding the API to this stack. `--quick-retries` retries failed queue messages and stream
 * records within seconds instead of AWS's waits (the e2e tests, which watch events reach the dead letters).
 * LOCAL_API_THROTTLE changes the API stage's throttle for a load test: `off`, or `RATE/BURST`
 * (`200/400`); unset, it is the CDK app's (cdk/lib/stageThrottle.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_WEB_DIST } from './apiServer.ts';
import { REPO_ROOT } from './handlers.ts';
import { type LocalStack, type LocalStackPorts, startLocalStack } from './stack.ts';
import { throttleSetting } from './stageThrottle.ts';

const started = Date.now();
const args = new Set(process.argv.slice(2));
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number, not "${raw}".`);
    process.exit(1);
  }
  return port;
}

const ports: LocalStackPorts = {
  shop: portFromEnv('PORT', 3000),
  dynamo: portFromEnv('DYNAMODB_PORT', 8000),
  ses: portFromEnv('SES_PORT', 8005),
  payments: portFromEnv('PAYMENTS_PORT', 4242),
  sqs: portFromEnv('SQS_PORT', 9324),
  fiscal: portFromEnv('FISCAL_PORT', 8449),
  eracun: portFromEnv('ERACUN_PORT', 8450),
};
const freshData = args.has('--fresh-data');
const dataDir = freshData ? mkdtempSync(path.join(os.tmpdir(), 'shop-data-')) : path.resolve(process.env.DATA_DIR ?? '.data');
const removeFreshData = () => {
  if (freshData) rmSync(dataDir, { recursive: true, force: true });
};

const dev = args.has('--dev');
if (!dev && !existsSync(path.join(DEFAULT_WEB_DIST, 'index.html'))) {
  console.warn(
    'web/dist is missing, so pages will say the web app is not built.\n' +
      'Build it with `npm run build -w web` (`npm start` does this for you).\n',
  );
}

// Until everything is up, an interrupt just exits; the exit hook in dynamo.ts takes Java along.
const interruptStart = () => {
  removeFreshData();
  process.exit(130);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, interruptStart);

let stack: LocalStack;
try {
  stack = await startLocalStack({
    dataDir,
    ports,
    seed: process.env.SEED !== 'false',
    quickRetries: args.has('--quick-retries'),
    apiThrottle: throttleSetting(process.env.LOCAL_API_THROTTLE),
  });
} catch (error) {
  console.error(`\nThe shop could not start: ${error instanceof Error ? error.message : error}`);
  removeFreshData();
  process.exit(1);
}

const vitePort = portFromEnv('VITE_PORT', 5173);
const vite = dev ? startViteDevServer(stack.urls.shop, vitePort) : undefined;

const shown = (p: string) => (p.startsWith(process.cwd() + path.sep) ? path.relative(process.cwd(), p) : p);
const { urls } = stack;
console.log(`
Slow-fashion shop running locally (started in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Shop               ${urls.shop}${vite ? `\n  Dev server (HMR)   http://localhost:${vitePort}` : ''}
  Health             ${urls.health}
  Email inbox (SES)  ${urls.mailInbox}    mail as JSON: ${urls.mailStore}
  Payment simulator  ${urls.paymentsOperator ?? 'not running: payment calls fail'}
  CIS simulator      ${urls.fiscal}/_simulator/receipts    test certificate: ${shown(path.join(dataDir, 'fiscal'))}
  eRačun inbox       ${urls.eracun}    (the local information intermediary)
  DynamoDB Local     ${urls.dynamo}    data: ${shown(path.join(dataDir, 'dynamodb'))}
  Payment events     ${urls.sqs}
  Dead letters       ${shown(urls.deadLetters)}

Press Ctrl-C to stop.
`);

let stopping = false;
let firstSignalAt = 0;
const shutdown = (signal: string) => {
  // A Ctrl-C reaches us twice when run through tsx: from the terminal and relayed by tsx.
  if (stopping && Date.now() - firstSignalAt < 1000) return;
  if (stopping) {
    console.log(`\n${signal} again: exiting without waiting.`);
    removeFreshData();
    process.exit(1);
  }
  stopping = true;
  firstSignalAt = Date.now();
  console.log(`\n${signal}: stopping the shop...`);
  const force = setTimeout(() => {
    console.error('Stopping took longer than 15 s; exiting anyway.');
    process.exit(1);
  }, 15_000);
  force.unref();
  vite?.kill('SIGTERM');
  void stack.stop().then(() => {
    removeFreshData();
    console.log('Stopped.');
    process.exit(0);
  });
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.off(signal, interruptStart);
  process.on(signal, () => shutdown(signal));
}

// A stray promise in one handler must not take the whole shop down; Lambda would only fail that call.
process.on('unhandledRejection', (reason) => {
  console.error('[stack] unhandled promise rejection (the shop keeps running):', reason);
});

/** Vite serves web/src with hot reload and forwards /api, /session-status and /images to the stack. */
function startViteDevServer(shopUrl: string, port: number): ChildProcess {
  const viteBin = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [viteBin, '--port', String(port), '--strictPort'], {
    cwd: path.join(REPO_ROOT, 'web'),
    env: { ...process.env, SHOP_API_ORIGIN: shopUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const kill = () => child.kill('SIGTERM');
  process.on('exit', kill);
  child.on('exit', (code) => {
    process.off('exit', kill);
    if (!stopping) console.error(`[dev] Vite's dev server exited (${code}); the shop itself keeps running.`);
  });
  return child;
}
