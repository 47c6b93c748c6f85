import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E runs against its own copy of the local stack: other ports than `npm start`, a fresh
 * temporary data directory with the demo data (local/start.ts --fresh-data), so it never
 * touches the developer's .data/ and can run beside a running shop; failed events are retried
 * within seconds (--quick-retries), so a test sees one reach the dead letters.
 */
// E2E_PORT_OFFSET moves them all, so a second run can go beside the first.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  shop: 3100 + offset,
  dynamo: 8100 + offset,
  ses: 8105 + offset,
  payments: 4342 + offset,
  sqs: 9424 + offset,
  fiscal: 8549 + offset,
};
const shopUrl = `http://localhost:${ports.shop}`;

// Set here so the spec files (run in worker processes that inherit this environment) can look
// into the inbox and drive the payment simulator.
process.env.E2E_SHOP_URL = shopUrl;
process.env.E2E_MAIL_URL = `http://localhost:${ports.ses}`;
process.env.E2E_MAIL_STORE_URL = `http://localhost:${ports.ses}/store`;
process.env.E2E_PAYMENTS_URL = `http://localhost:${ports.payments}`;
process.env.E2E_SIMULATOR_URL = `http://localhost:${ports.payments}/_simulator`;
process.env.E2E_DYNAMO_URL = `http://localhost:${ports.dynamo}`;
process.env.E2E_FISCAL_URL = `https://localhost:${ports.fiscal}`;
process.env.E2E_SQS_URL = `http://localhost:${ports.sqs}`;

/**
 * The journeys that run beside the shop's: the back office's (all but the menu and home desk's:
 * adminContent.spec.ts), the Croatian pages' walk and purchase, the accessibility walk (which
 * buys only the lane's own jumper, BACK_OFFICE_PIECE), the wishlist (whose demo customer's list
 * no journey of the shop's lane reads or writes), and the shop's journeys that only read what no
 * journey changes (the header, the search page with its own imported products, the listing and
 * section states, whose failures are the page's own routes). The two lanes take about as long.
 */
const SECOND_LANE =
  /\/(accessibility|admin|adminDesks|adminFailedEvents|adminImages|adminProducts|adminToday|languages|purchaseInCroatian|brandAndHeader|contentPages|searchPage|listingStates|sectionStates|earlyTaps|wishlist)\.spec\.ts$/;

/**
 * Debian's headless shell where it is installed (`chromium-headless-shell`, which .ci/run
 * installs): the same Blink and V8 as Debian's `chromium`, without the full browser that
 * Chromium's own headless mode runs hidden. The journeys' browser spent about a third less CPU
 * with it (70 s against 110 s over 13 journeys, Chromium 156 in both), and the 168 journeys took 12.7 min
 * against 15.3 min. `CHROME_PATH` chooses another; the bench's Lighthouse keeps the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browserPath = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two lanes, each one journey at a time: the shop's, and beside it the back office's desks and
  // the Croatian pages' journeys, which sell and change only what no journey of the shop's reads
  // (BACK_OFFICE_PIECE in support/backOffice.ts). The menu and home desk's journey changes what
  // the shop's journeys read, so it takes its turn in the shop's lane.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // A journey's whole time, as a failure's detector, not a budget (speed is the bench's): beside
  // the other lane on two cores, the cart's and the checkout's journeys take 20–27 s.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: shopUrl,
    // A trace only when a journey is tried again (CI's retry), or with `--trace on`: recording one
    // for every journey (its screencast, its snapshots after each step) took about a third of
    // the journeys' time on two cores (29.7 min against 19.2 min for the 195 of 2026-11-30).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'shop', use: { ...devices['Desktop Chrome'] }, testIgnore: SECOND_LANE, workers: 1 },
    { name: 'second lane', use: { ...devices['Desktop Chrome'] }, testMatch: SECOND_LANE, workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx local/start.ts --fresh-data --quick-retries',
    cwd: repoRoot,
    url: `${shopUrl}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(ports.shop),
      DYNAMODB_PORT: String(ports.dynamo),
      SES_PORT: String(ports.ses),
      PAYMENTS_PORT: String(ports.payments),
      SQS_PORT: String(ports.sqs),
      FISCAL_PORT: String(ports.fiscal),
      SEED: 'true',
    },
  },
});
