/**
 * The smoke test against the local server with the shop's real route table, handlers and edge
 * headers, on this worker's DynamoDB Local tables and the payment simulator: what it expects of
 * the API is what the shop's own code answers. No page has been drawn here (that needs the web
 * build and the page functions), which the report says as it would of a fresh stage.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalog } from '../../../lambdas/testing/catalogFixture.ts';
import { clearTables } from '../../../test/tables.ts';
import { type ApiServer, startApiServer } from '../../apiServer.ts';
import { type PaymentSimulator, startPaymentSimulator } from '../../simulators/payments/simulator.ts';
import { line, runSmoke } from './smokeTesting.ts';

let server: ApiServer;
let payments: PaymentSimulator;
let dir: string;
const stripeApiUrl = process.env.STRIPE_API_URL;

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog();
  payments = await startPaymentSimulator({ port: 0, webhookUrl: 'http://127.0.0.1:9/api/payments/webhook', webhookSecret: 'whsec_unused' });
  process.env.STRIPE_API_URL = payments.url;
  dir = mkdtempSync(path.join(os.tmpdir(), 'smoke-local-shop-'));
  mkdirSync(path.join(dir, 'dist'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html lang="en"><title>Tkanica</title><div id="root"></div>');
  server = await startApiServer({ port: 0, webDist: path.join(dir, 'dist'), siteDir: path.join(dir, 'site'), quiet: true });
});
afterAll(async () => {
  await server?.stop();
  await payments?.close();
  process.env.STRIPE_API_URL = stripeApiUrl;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('smoke against the local shop server', () => {
  it("finds the API's first calls, the checkout status and the edge's headers as the shop answers them", async () => {
    const { out } = await runSmoke(['--url', server.url]);
    expect(line(out, 'Home page')).toBe('ok    Home page /: 200 in N ms');
    expect(line(out, 'API GET /api/homePage')).toBe('ok    API GET /api/homePage/collections: 200 in N ms');
    expect(line(out, 'API POST')).toBe('ok    API POST /api/products/search: 200 in N ms, 10 products');
    expect(line(out, 'API GET /api/products/')).toMatch(/^ok {4}API GET \/api\/products\/[\w-]+: 200 in N ms$/);
    expect(line(out, 'Checkout status')).toBe('ok    Checkout status /session-status?session_id=cs_none: 404 in N ms');
    expect(line(out, 'Unknown page')).toBe('ok    Unknown page /this-page-does-not-exist: 404 in N ms');
    expect(line(out, 'Security headers')).toBe(
      'ok    Security headers on /: 200 in N ms, content-security-policy, x-content-type-options nosniff',
    );
  });

  it('fails the pages of a shop whose pages were never drawn, and exits 1', async () => {
    const { out, code } = await runSmoke(['--url', server.url]);
    expect(line(out, 'Sitemap')).toBe('FAIL  Sitemap /sitemap.xml: 404 in N ms, expected 200');
    expect(line(out, 'Product page')).toBe('FAIL  Product page: not asked: no product page from the sitemap');
    expect(code).toBe(1);
  });
});
