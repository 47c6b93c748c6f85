/**
 * Each check of the smoke test against a shop that gets that one thing wrong, and the line the
 * operator then reads.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchSmokeHttp } from './http.ts';
import {
  answer,
  EXECUTE_API_PREFIX,
  type FakeRoute,
  line,
  overHttps,
  PRODUCT_ID,
  runSmoke,
  SPA_SHELL,
  sitemap,
  startFakeShop,
} from './smokeTesting.ts';

let shop: Awaited<ReturnType<typeof startFakeShop>>;
beforeAll(async () => {
  shop = await startFakeShop();
});
afterEach(() => shop.reset());
afterAll(() => shop?.stop());

const smoke = (...extra: string[]) => runSmoke(['--url', shop.url, ...extra]);

describe('the smoke checks', () => {
  const PAGE_NOT_ASKED = 'FAIL  Product page: not asked: no product page from the sitemap';
  const PRODUCT_NOT_ASKED = 'FAIL  API GET /api/products/{id}: not asked: no product from the search';
  // Each spoils one answer; what the operator then reads is its FAIL line (and the check that needed it).
  const failures: [string, string, FakeRoute, string | string[]][] = [
    ['a home page that fails', 'GET /', answer(500, 'Internal error'), 'FAIL  Home page /: 500 in N ms, expected 200'],
    [
      'a home page without a title',
      'GET /',
      answer(200, '<html><head></head></html>'),
      'FAIL  Home page /: 200 in N ms, its HTML has no <title>',
    ],
    [
      'a home page that is not HTML',
      'GET /',
      answer(200, '{}', 'application/json'),
      'FAIL  Home page /: 200 in N ms, not HTML (content-type application/json)',
    ],
    ['a Croatian home page missing', 'GET /hr', answer(404, SPA_SHELL), 'FAIL  Croatian home page /hr: 404 in N ms, expected 200'],
    [
      'a sitemap answered by the SPA',
      'GET /sitemap.xml',
      answer(200, SPA_SHELL),
      ['FAIL  Sitemap /sitemap.xml: 200 in N ms, not a sitemap (no <urlset>): is it the SPA’s page?', PAGE_NOT_ASKED],
    ],
    [
      'a sitemap without products',
      'GET /sitemap.xml',
      answer(200, sitemap('/', '/faq'), 'application/xml'),
      ['FAIL  Sitemap /sitemap.xml: 200 in N ms, it names no /products/ page', PAGE_NOT_ASKED],
    ],
    [
      'a product page not drawn (the SPA’s shell)',
      `GET /products/${PRODUCT_ID}`,
      answer(200, SPA_SHELL),
      `FAIL  Product page /products/${PRODUCT_ID}: 200 in N ms, no Product JSON-LD (application/ld+json) in its HTML: the SPA’s shell, not the drawn page?`,
    ],
    [
      'a product page S3 refuses',
      `GET /products/${PRODUCT_ID}`,
      answer(403, '<Error><Code>AccessDenied</Code></Error>', 'application/xml'),
      `FAIL  Product page /products/${PRODUCT_ID}: 403 in N ms, expected 200`,
    ],
    [
      'a robots.txt answered by the SPA',
      'GET /robots.txt',
      answer(200, SPA_SHELL),
      'FAIL  Robots /robots.txt: 200 in N ms, not a robots.txt: is it the SPA’s page?',
    ],
    [
      'collections that fail',
      'GET /api/homePage/collections',
      answer(502, ''),
      'FAIL  API GET /api/homePage/collections: 502 in N ms, expected 200',
    ],
    [
      'collections of another shape',
      'GET /api/homePage/collections',
      answer(200, '{"collections":[]}', 'application/json'),
      'FAIL  API GET /api/homePage/collections: 200 in N ms, no `firstCollection` in its JSON',
    ],
    [
      'a search that fails',
      'POST /api/products/search',
      answer(500, '{}'),
      ['FAIL  API POST /api/products/search: 500 in N ms, expected 200', PRODUCT_NOT_ASKED],
    ],
    [
      'a search without data',
      'POST /api/products/search',
      answer(200, '{"items":[]}', 'application/json'),
      ['FAIL  API POST /api/products/search: 200 in N ms, no `data` array in its JSON', PRODUCT_NOT_ASKED],
    ],
    [
      'a product the API cannot find',
      `GET /api/products/${PRODUCT_ID}`,
      answer(404, '{"message":"Not found"}', 'application/json'),
      `FAIL  API GET /api/products/${PRODUCT_ID}: 404 in N ms, expected 200`,
    ],
    [
      'a checkout status that fails',
      'GET /session-status?session_id=cs_none',
      answer(500, '{"message":"Internal Server Error"}', 'application/json'),
      'FAIL  Checkout status /session-status?session_id=cs_none: 500 in N ms, expected a 4xx for a checkout session that does not exist',
    ],
    [
      'an unknown page that fails',
      'GET /this-page-does-not-exist',
      answer(503, ''),
      'FAIL  Unknown page /this-page-does-not-exist: 503 in N ms, expected 404 with the not-found page',
    ],
    [
      'an unknown page answered 200 (a soft 404)',
      'GET /this-page-does-not-exist',
      answer(200, '<title>Tkanica</title>'),
      'FAIL  Unknown page /this-page-does-not-exist: 200 in N ms, expected 404 with the not-found page',
    ],
    [
      'a home page without nosniff',
      'GET /',
      () => ({ status: 200, headers: { 'content-type': 'text/html', 'x-content-type-options': '' }, body: '<title>Tkanica</title>' }),
      'FAIL  Security headers on /: 200 in N ms, missing x-content-type-options nosniff',
    ],
  ];

  it.each(failures)('fails %s, and only what depends on it, with exit code 1', async (_, route, spoiled, expected) => {
    shop.routes[route] = spoiled;
    const { code, out, err } = await smoke();
    const failed = typeof expected === 'string' ? [expected] : expected;
    expect(out.filter((l) => l.startsWith('FAIL'))).toEqual(failed);
    expect(code).toBe(1);
    expect(err.at(-1)).toBe(`Smoke test of ${shop.url}: ${failed.length} of 11 checks failed.`);
  });

  it('says which check was not asked when the one it needs found nothing', async () => {
    shop.routes['GET /sitemap.xml'] = answer(200, sitemap('/'), 'application/xml');
    shop.routes['POST /api/products/search'] = answer(200, '{"data":[],"total":0}', 'application/json');
    const { out } = await smoke();
    expect(line(out, 'Product page')).toBe('FAIL  Product page: not asked: no product page from the sitemap');
    expect(line(out, 'API POST')).toBe('FAIL  API POST /api/products/search: 200 in N ms, it found no product');
    expect(line(out, 'API GET /api/products')).toBe('FAIL  API GET /api/products/{id}: not asked: no product from the search');
  });

  it('fails a missing content security policy, and over HTTPS a missing HSTS header', async () => {
    shop.routes['GET /'] = () => ({
      status: 200,
      headers: { 'content-type': 'text/html', 'content-security-policy': '' },
      body: '<title>Tkanica</title>',
    });
    expect(line((await smoke()).out, 'Security')).toBe('FAIL  Security headers on /: 200 in N ms, missing content-security-policy');
    shop.reset();

    const https = 'https://www.tkanica.hr';
    const without = await runSmoke(['--url', https], { http: overHttps(fetchSmokeHttp(), https, shop.url, false) });
    expect(line(without.out, 'Security')).toBe('FAIL  Security headers on /: 200 in N ms, missing strict-transport-security');
    const withHsts = await runSmoke(['--url', https], { http: overHttps(fetchSmokeHttp(), https, shop.url, true) });
    expect(line(withHsts.out, 'Security')).toBe(
      'ok    Security headers on /: 200 in N ms, content-security-policy, strict-transport-security, x-content-type-options nosniff',
    );
    expect(withHsts.code).toBe(0);
  });

  it("checks with --api-endpoint that the API's own address refuses, and fails one that answers", async () => {
    const apiEndpoint = `${shop.url}${EXECUTE_API_PREFIX}`;
    const refused = await smoke('--api-endpoint', apiEndpoint);
    expect(refused.out.at(-1)).toBe(`ok    API's own endpoint ${apiEndpoint}: 403 in N ms, refused without CloudFront`);
    expect(refused.code).toBe(0);

    shop.routes[`GET ${EXECUTE_API_PREFIX}/api/homePage/collections`] = answer(200, '{"firstCollection":[]}', 'application/json');
    const open = await smoke('--api-endpoint', apiEndpoint);
    expect(open.out.at(-1)).toBe(
      `FAIL  API's own endpoint ${apiEndpoint}: 200 in N ms, expected 403: the API answers whoever skips CloudFront`,
    );
    expect(open.code).toBe(1);
  });
});
