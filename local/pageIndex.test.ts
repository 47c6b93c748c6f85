/**
 * The edge's index of drawn pages through the real SDK client, signed with SigV4A, against the
 * local server's stand-in; and what a shopper then gets at an address from the local edge, which
 * runs CloudFront's own viewer function.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import { createKeyValueStorePageIndex, type PageIndex } from '../lambdas/platform/pageIndex.ts';
import { type ApiServer, startApiServer } from './apiServer.ts';
import { createLocalPageIndex, KEY_VALUE_STORE_LIMITS, LOCAL_PAGE_INDEX_ARN, type LocalPageIndex } from './pageIndex.ts';

const SHELL = '<!doctype html><div id="root"></div>';
let root: string;
let server: ApiServer;
let store: LocalPageIndex;
let index: PageIndex;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'shop-page-index-'));
  const webDist = path.join(root, 'dist');
  const siteDir = path.join(root, 'site');
  mkdirSync(path.join(webDist, 'pages'), { recursive: true });
  mkdirSync(path.join(siteDir, 'pages', 'products'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  writeFileSync(path.join(webDist, 'pages', 'faq.html'), 'the FAQ page');
  writeFileSync(path.join(siteDir, 'pages', 'index.html'), 'the home page');
  writeFileSync(path.join(siteDir, 'pages', 'products', 'p1.html'), 'the page of p1');
  store = createLocalPageIndex({ file: path.join(root, 'page-index.json') });
  server = await startApiServer({ port: 0, routes: [], webDist, siteDir, pageIndex: store, quiet: true });
  const scope = functionScope(
    'stream catalogPages',
    { pageIndex: true },
    { ...process.env, PAGE_INDEX_ARN: LOCAL_PAGE_INDEX_ARN, PAGE_INDEX_ENDPOINT: server.url },
  );
  index = runAsFunction(scope, () => createKeyValueStorePageIndex());
});
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const at = async (address: string) => {
  const answer = await fetch(`${server.url}${address}`);
  return `${answer.status} ${await answer.text()}`;
};

describe('the edge index of drawn pages', () => {
  it('answers a drawn address with its page, an unknown id and a removed page with the SPA and 404, the information pages always', async () => {
    expect(await at('/products/p1')).toBe(`404 ${SHELL}`);
    await index.update({ drawn: [{ path: '/products/p1', at: '2026-02-03T04:05:06.000Z' }], removed: [] });
    expect(await at('/products/p1')).toBe('200 the page of p1');
    expect(await at('/products/never-drawn')).toBe(`404 ${SHELL}`);
    expect(await at('/')).toBe(`200 ${SHELL}`);
    expect(await at('/faq')).toBe('200 the FAQ page');

    await index.update({ drawn: [{ path: '/', at: '2026-02-03T04:05:06.000Z' }], removed: ['/products/p1', '/products/never-drawn'] });
    expect(await at('/')).toBe('200 the home page');
    expect(await at('/products/p1')).toBe(`404 ${SHELL}`);
    expect(store.keys()).toEqual(['/']);
  });

  it('answers a named page whose file is missing as S3 would, 403, so a test sees what AWS would', async () => {
    await index.update({ drawn: [{ path: '/category/nowhere', at: '2026-02-03T04:05:06.000Z' }], removed: [] });
    expect(await at('/category/nowhere')).toMatch(/^403 .*AccessDenied/s);
    await index.update({ drawn: [], removed: ['/category/nowhere'] });
  });

  it('writes any number of keys, 50 to a call, and tries again when another writer came in between', async () => {
    const drawn = Array.from({ length: 120 }, (_, i) => ({ path: `/products/n${i}`, at: '2026-02-03T04:05:06.000Z' }));
    // The content stream's function writes between this one's reading the version and writing.
    const other = runAsFunction(
      functionScope(
        'stream contentPages',
        { pageIndex: true },
        { ...process.env, PAGE_INDEX_ARN: LOCAL_PAGE_INDEX_ARN, PAGE_INDEX_ENDPOINT: server.url },
      ),
      () => createKeyValueStorePageIndex(),
    );
    await Promise.all([index.update({ drawn, removed: [] }), other.update({ drawn: [{ path: '/blog/b1', at: 'x' }], removed: [] })]);
    expect(store.keys()).toEqual(expect.arrayContaining(['/blog/b1', '/products/n0', '/products/n119']));
    expect(store.keys()).toHaveLength(122);
    await index.update({ drawn: [], removed: [...drawn.map((d) => d.path), '/blog/b1'] });
    expect(store.keys()).toEqual(['/']);
  });

  it('fails the write when the store fails, and the retry writes it', async () => {
    store.failWrites(4);
    await expect(index.update({ drawn: [{ path: '/products/p1', at: 'y' }], removed: [] })).rejects.toThrow();
    // The SPA, which draws the product from the API; 404 until the page's key is written.
    expect(await at('/products/p1')).toBe(`404 ${SHELL}`);
    await index.update({ drawn: [{ path: '/products/p1', at: 'y' }], removed: [] });
    expect(await at('/products/p1')).toBe('200 the page of p1');
  });

  it('keeps its keys across a restart of the local stack, as CloudFront keeps them across deploys', () => {
    expect(createLocalPageIndex({ file: path.join(root, 'page-index.json') }).keys()).toEqual(store.keys());
  });

  it('names the grant a function without the store lacks', () => {
    const scope = functionScope('stream priceHistory', {}, { ...process.env, PAGE_INDEX_ARN: LOCAL_PAGE_INDEX_ARN });
    expect(() => runAsFunction(scope, () => createKeyValueStorePageIndex())).toThrow(/PAGE_INDEX_ARN.*do not grant pageIndex/);
  });
});

describe("the local key value store's quotas", () => {
  const { keyBytes, valueBytes, keysPerUpdate, totalBytes } = KEY_VALUE_STORE_LIMITS;
  const keysPath = `/key-value-stores/${encodeURIComponent(LOCAL_PAGE_INDEX_ARN)}/keys`;
  /** One UpdateKeys call as the SDK sends it, answered by the store itself. */
  const updateKeys = (kvs: LocalPageIndex, ifMatch: string, Puts: { Key: string; Value: string }[], Deletes: { Key: string }[] = []) => {
    const answer = { status: 0, type: '', etag: '' };
    const res = {
      writeHead(status: number, headers: Record<string, string>) {
        Object.assign(answer, { status, type: headers['x-amzn-errortype'] ?? '', etag: headers.etag ?? '' });
        return res;
      },
      end: () => res,
    } as unknown as http.ServerResponse;
    const req = { method: 'POST', headers: { 'if-match': ifMatch } } as unknown as http.IncomingMessage;
    kvs.answer(req, res, keysPath, JSON.stringify({ Puts, Deletes }));
    return answer;
  };
  const put = (key: string, value = 'v') => ({ Key: key, Value: value });

  it('refuses a key, a value or a call larger than CloudFront takes with ValidationException, and keeps nothing of it', () => {
    const kvs = createLocalPageIndex();
    const refused = { status: 400, type: 'ValidationException' };
    expect(updateKeys(kvs, 'LOCAL0', [put(`/${'k'.repeat(keyBytes)}`)])).toMatchObject(refused);
    expect(updateKeys(kvs, 'LOCAL0', [put('/a', 'v'.repeat(valueBytes + 1))])).toMatchObject(refused);
    const many = Array.from({ length: keysPerUpdate + 1 }, (_, i) => put(`/p${i}`));
    expect(updateKeys(kvs, 'LOCAL0', many)).toMatchObject(refused);
    expect(kvs.keys()).toEqual([]);
    const largest = updateKeys(kvs, 'LOCAL0', [put(`/${'k'.repeat(keyBytes - 1)}`, 'v'.repeat(valueBytes)), ...many.slice(2)]);
    expect(largest).toMatchObject({ status: 200, etag: 'LOCAL1' });
  });

  it('refuses what would make the store larger than its quota with 402 ServiceQuotaExceededException', () => {
    const kvs = createLocalPageIndex();
    const entry = (i: number) => put(`/${String(i).padStart(keyBytes - 1, '0')}`, 'v'.repeat(valueBytes));
    const fit = Math.floor(totalBytes / (keyBytes + valueBytes));
    let version = 0;
    for (let start = 0; start < fit; start += keysPerUpdate) {
      const batch = Array.from({ length: Math.min(keysPerUpdate, fit - start) }, (_, i) => entry(start + i));
      expect(updateKeys(kvs, `LOCAL${version}`, batch).status).toBe(200);
      version += 1;
    }
    expect(updateKeys(kvs, `LOCAL${version}`, [entry(fit)])).toMatchObject({ status: 402, type: 'ServiceQuotaExceededException' });
    // Room made by a delete in the same call is room.
    expect(updateKeys(kvs, `LOCAL${version}`, [entry(fit)], [{ Key: entry(0).Key }]).status).toBe(200);
  });

  it('answers the SDK so that the shop sees the exception CloudFront would raise', async () => {
    await expect(index.update({ drawn: [{ path: `/${'k'.repeat(keyBytes)}`, at: 'x' }], removed: [] })).rejects.toMatchObject({
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 },
    });
  });
});
