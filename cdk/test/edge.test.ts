/**
 * The edge in front of the API and the site, from an app built on a one-handler fixture: CloudFront
 * proves to the API that a request came through it with a header whose value lives only in Secrets
 * Manager, the security headers it puts on every answer are the ones the local server sends, and
 * its viewer function answers an address with its prerendered page only when the page index
 * holds it (docs/decisions/031-edge-page-index.md).
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_HEADER, VIEWER_ADDRESS_HEADER, VIEWER_CACHE_CONTROL } from '@shop/lambdas/platform/edge';
import { type ApiServer, startApiServer } from '../../local/apiServer.ts';
import { LOCAL_ORIGIN_SECRET } from '../../local/environment.ts';
import { PAGE_INDEX_ACTIONS } from '../lib/constructs/shop-function.ts';
import {
  CACHED_API_FUNCTION,
  type EdgeKeyValueStore,
  MAX_FUNCTION_CODE_BYTES,
  NOT_FOUND_OBJECT,
  SITE_PAGES_FUNCTION,
  SITE_STATUS_FUNCTION,
  viewerRequestHandler,
  viewerResponseHandler,
} from '../lib/edgeFunctions.ts';
import { EVERY_PAGE_EVENT } from '../lib/pageRedraw.ts';
import { CONTENT_SECURITY_POLICY, HTTPS_SECURITY_HEADERS, SECURITY_HEADERS } from '../lib/securityHeaders.ts';
import { createShopApp } from '../lib/shop-app.ts';
import { appWithContext, asList, mergedTemplate, nagErrors, policyStatements, producedValue, resourcesOf } from './testApp.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

let app: App;
let shopStack: Stack;
let stacks: Stack[];
let shop: Template;
let data: Template;

beforeAll(() => {
  app = appWithContext({ stage: 'edge' });
  const shopApp = createShopApp(app, {
    routeTable: {
      queues: { pageRedraws: { envVar: 'QUEUE_PAGE_REDRAWS_URL', deadLetterEnvVar: 'QUEUE_PAGE_REDRAWS_DLQ_URL' } },
      routes: [{ method: 'GET', path: '/api/things/{id}', handler: 'things/handler', uses: { originSecret: true } }],
      // The redraw's consumer, with the grants lambdas/routes.ts gives it.
      consumers: [
        {
          name: 'pages',
          queue: 'pageRedraws',
          handler: 'things/handler',
          uses: { siteFiles: true, pageIndex: true, sendsTo: ['pageRedraws'] },
        },
      ],
      jobs: [{ name: 'tick', everyMinutes: 1, handler: 'things/handler', uses: {} }],
    },
    tables: { things: { envVar: 'TABLE_THINGS', indexes: [], stream: true } },
    lambdasDir: FIXTURES,
    contexts: { things: { folders: ['things'], holds: 'things' } },
    webDist: join(FIXTURES, 'web-dist'),
    imagesDir: join(FIXTURES, 'no-such-images'),
  });
  shopStack = shopApp.shop;
  stacks = shopApp.stacks.filter((stack) => stack !== shopApp.data);
  shop = mergedTemplate(stacks);
  data = Template.fromStack(shopApp.data);
}, 300_000);
afterAll(() => {
  if (app) rmSync(app.outdir, { recursive: true, force: true });
});

const distributionConfig = () => Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

const originSecretId = () => {
  const [id] = Object.entries(resourcesOf(data, 'AWS::SecretsManager::Secret')).find(
    ([, secret]) => secret.Properties.Name === 'shop-edge-origin-secret',
  ) ?? [undefined];
  return id;
};

describe('the API behind CloudFront', () => {
  it('is sent the origin secret by CloudFront, as a reference CloudFormation resolves from a generated secret', () => {
    const config = distributionConfig();
    const apiOrigin = config.Origins.find((o: { DomainName: unknown }) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    const [header] = apiOrigin.OriginCustomHeaders;
    expect(header.HeaderName).toBe(ORIGIN_SECRET_HEADER);
    const [, [start, arn, end]] = header.HeaderValue['Fn::Join'];
    expect([start, end]).toEqual(['{{resolve:secretsmanager:', ':SecretString:::}}']);
    // The ARN of the data stack's generated secret, whatever way the stacks pass it.
    expect(JSON.stringify(arn)).toContain(originSecretId());
    data.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'shop-edge-origin-secret',
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
    // The same origin serves every API path.
    const behaviors = config.CacheBehaviors.filter((b: { PathPattern: string }) => ['/api/*', '/session-status'].includes(b.PathPattern));
    expect(behaviors.map((b: { TargetOriginId: string }) => b.TargetOriginId)).toEqual([apiOrigin.Id, apiOrigin.Id]);
  });

  it('has nothing secret in either template: secrets are generated, never written', () => {
    for (const template of [shop, data]) {
      const text = JSON.stringify(template.toJSON());
      expect(text).not.toContain(LOCAL_ORIGIN_SECRET);
      expect(text).not.toContain('"SecretString"');
      for (const secret of Object.values(resourcesOf(template, 'AWS::SecretsManager::Secret'))) {
        expect(secret.Properties.GenerateSecretString).toBeDefined();
      }
    }
    for (const fn of Object.values(resourcesOf(shop, 'AWS::CloudFront::Function'))) {
      expect(fn.Properties.FunctionCode).not.toContain(ORIGIN_SECRET_HEADER);
    }
  });

  it('gives a route the secret to check it by, as an ARN it may read, and a job nothing of it', () => {
    const functions = Object.values(resourcesOf(shop, 'AWS::Lambda::Function'));
    const route = functions.find((f) => f.Properties.FunctionName === 'shop-edge-handler')!;
    const job = functions.find((f) => f.Properties.FunctionName === 'shop-edge-tick')!;
    expect(JSON.stringify(route.Properties.Environment.Variables.ORIGIN_SECRET_ARN)).toContain('OriginSecret');
    expect(job.Properties.Environment.Variables).not.toHaveProperty('ORIGIN_SECRET_ARN');
    const policies = resourcesOf(shop, 'AWS::IAM::Policy');
    const reads = (fn: typeof route) =>
      policyStatements(shop)
        .filter((s) =>
          asList(policies[s.policy]?.Properties.Roles).some((r: { Ref?: string }) => r.Ref === fn.Properties.Role['Fn::GetAtt'][0]),
        )
        .filter((s) => asList(s.Action).includes('secretsmanager:GetSecretValue'))
        .map((s) => JSON.stringify(s.Resource));
    expect(reads(route)).toHaveLength(1);
    expect(reads(route)[0]).toContain('OriginSecret');
    expect(reads(job)).toEqual([]);
  });
});

describe('the security headers', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({ port: 0, routes: [], webDist: join(FIXTURES, 'no-such-dist'), quiet: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A value CloudFormation joins, with the images bucket's domain as IMAGES_BUCKET. */
  const joined = (value: string | { 'Fn::Join': [string, unknown[]] }): string =>
    typeof value === 'string'
      ? value
      : value['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'IMAGES_BUCKET')).join(value['Fn::Join'][0]);

  /** A CloudFront response headers policy (by the end of its name) as the headers a browser receives. */
  function cloudFrontHeaders(named = 'security-headers'): Record<string, string> {
    const policies = Object.values(resourcesOf(shop, 'AWS::CloudFront::ResponseHeadersPolicy'));
    expect(policies).toHaveLength(2);
    const config = policies.find((policy) => policy.Properties.ResponseHeadersPolicyConfig.Name.endsWith(named))!.Properties
      .ResponseHeadersPolicyConfig;
    const security = config.SecurityHeadersConfig;
    const headers: Record<string, string> = {
      'content-security-policy': joined(security.ContentSecurityPolicy.ContentSecurityPolicy),
      'strict-transport-security': `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}${security.StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : ''}`,
      'x-content-type-options': 'nosniff',
      'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
      'x-frame-options': security.FrameOptions.FrameOption,
    };
    for (const item of config.CustomHeadersConfig?.Items ?? []) headers[item.Header.toLowerCase()] = item.Value;
    for (const part of Object.values(security) as { Override: boolean }[]) expect(part.Override).toBe(true);
    return headers;
  }

  it('are one policy: CloudFront sends it over HTTPS with HSTS, the local server over http://localhost without', async () => {
    // In AWS the back office's browser also puts photos straight into the images bucket (decision 041); locally they go to the shop itself.
    const csp = CONTENT_SECURITY_POLICY.replace("connect-src 'self'", "connect-src 'self' https://IMAGES_BUCKET");
    expect(cloudFrontHeaders()).toEqual({ ...SECURITY_HEADERS, ...HTTPS_SECURITY_HEADERS, 'content-security-policy': csp });
    for (const path of ['/', '/api/nothing/here', '/health']) {
      const answer = await fetch(`${server.url}${path}`);
      const local = Object.fromEntries(Object.keys(cloudFrontHeaders()).map((name) => [name, answer.headers.get(name)]));
      expect(local, path).toEqual({ ...SECURITY_HEADERS, 'strict-transport-security': null });
    }
  });

  it('on the answers the edge keeps, are the same and tell the browser to ask each time, never to show a kept answer stale', () => {
    expect(cloudFrontHeaders('kept-answer-headers')).toEqual({ ...cloudFrontHeaders(), 'cache-control': VIEWER_CACHE_CONTROL });
  });

  it('switch off the camera, microphone, location, payment and the like for the shop and anything it embeds', () => {
    const policy = cloudFrontHeaders()['permissions-policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('the site behind CloudFront', () => {
  const siteBehavior = () => distributionConfig().DefaultCacheBehavior;
  const siteFunction = (eventType: 'viewer-request' | 'viewer-response' = 'viewer-request') => {
    const association = siteBehavior().FunctionAssociations.find((a: { EventType: string }) => a.EventType === eventType);
    return resourcesOf(shop, 'AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]]!;
  };
  const pageIndexId = () => Object.keys(resourcesOf(shop, 'AWS::CloudFront::KeyValueStore'))[0]!;
  const functionNamed = (name: string) =>
    Object.entries(resourcesOf(shop, 'AWS::Lambda::Function')).find(([, f]) => f.Properties.FunctionName === `shop-edge-${name}`)!;

  /** The deployed viewer function, run with a key value store holding `keys`, as CloudFront runs it. */
  const pageIndex = (keys: readonly string[], failing = false): EdgeKeyValueStore => ({
    exists: async (key) => {
      if (failing) throw new Error('the key value store did not answer');
      return keys.includes(key);
    },
    get: async () => {
      throw new Error('the site function reads no values');
    },
  });
  const siteAddress = (keys: readonly string[], failing = false) => {
    const handler = viewerRequestHandler(siteFunction().Properties.FunctionCode, pageIndex(keys, failing));
    return async (uri: string) => (await handler({ request: { uri, headers: {} } })).uri;
  };
  /**
   * The status the viewer gets for an address, S3 having answered `origin`: the deployed response
   * function given the request as the viewer sent it, and as the request function left it (which
   * of the two CloudFront hands a viewer-response function is not said; both must give the same).
   */
  const siteStatus = (keys: readonly string[], failing = false) => {
    const store = pageIndex(keys, failing);
    const request = viewerRequestHandler(siteFunction().Properties.FunctionCode, store);
    const response = viewerResponseHandler(siteFunction('viewer-response').Properties.FunctionCode, store);
    return async (uri: string, origin = 200) => {
      const asked = await response({ request: { uri, headers: {} }, response: { statusCode: origin } });
      const { uri: object } = await request({ request: { uri, headers: {} } });
      const rewritten = await response({ request: { uri: object, headers: {} }, response: { statusCode: origin } });
      expect(rewritten.statusCode, `${uri} as ${object}`).toBe(asked.statusCode);
      return asked.statusCode;
    };
  };

  it('runs the viewer functions of cdk/lib/edgeFunctions.ts, reading the page index, within CloudFront Functions’ limits', () => {
    expect(siteBehavior().FunctionAssociations.map((a: { EventType: string }) => a.EventType)).toEqual([
      'viewer-request',
      'viewer-response',
    ]);
    for (const [eventType, code] of [
      ['viewer-request', SITE_PAGES_FUNCTION],
      ['viewer-response', SITE_STATUS_FUNCTION],
    ] as const) {
      const fn = siteFunction(eventType);
      expect(fn.Properties.FunctionCode).toBe(code);
      expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
      expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([
        { KeyValueStoreARN: { 'Fn::GetAtt': [pageIndexId(), 'Arn'] } },
      ]);
      expect(Buffer.byteLength(code)).toBeLessThan(MAX_FUNCTION_CODE_BYTES);
      // No network but the key value store: nothing else of the runtime is imported or fetched.
      expect(code.match(/import .*/g)).toEqual(["import cf from 'cloudfront';"]);
      expect(code).not.toMatch(/fetch|XMLHttpRequest|require\(/);
    }
    shop.hasResourceProperties('AWS::CloudFront::KeyValueStore', { Name: 'shop-edge-page-index' });
  });

  it('answers a drawn page with its file, an unknown or removed id with the not-found shell, any other route with the SPA shell', async () => {
    const at = siteAddress(['/', '/products/p-1', '/category/dresses', '/collection/summer', '/blog/story']);
    expect(await at('/')).toBe('/pages/index.html');
    expect(await at('/products/p-1')).toBe('/pages/products/p-1.html');
    expect(await at('/category/dresses')).toBe('/pages/category/dresses.html');
    expect(await at('/collection/summer')).toBe('/pages/collection/summer.html');
    expect(await at('/blog/story')).toBe('/pages/blog/story.html');
    expect(await at('/products/never-drawn')).toBe(NOT_FOUND_OBJECT);
    expect(await at('/blog/removed')).toBe(NOT_FOUND_OBJECT);
    expect(await at('/products/p-1/reviews')).toBe(NOT_FOUND_OBJECT);
    expect(await at('/wishlist')).toBe('/index.html');
    expect(await at('/hr/products/p-1')).toBe(NOT_FOUND_OBJECT);
  });

  it('answers the Croatian pages under /hr the same way, each by its own key', async () => {
    const at = siteAddress(['/hr', '/hr/products/p-1', '/hr/blog/story']);
    expect(await at('/hr')).toBe('/pages/hr.html');
    expect(await at('/hr/products/p-1')).toBe('/pages/hr/products/p-1.html');
    expect(await at('/hr/blog/story')).toBe('/pages/hr/blog/story.html');
    expect(await at('/products/p-1')).toBe(NOT_FOUND_OBJECT);
    expect(await at('/hr/faq')).toBe('/pages/hr/faq.html');
    expect(await at('/hr/checkout')).toBe('/pages/hr/checkout.html');
    expect(await at('/hr/login')).toBe('/index.html');
    expect(await at('/hrvatska/products/p-1')).toBe(NOT_FOUND_OBJECT);
  });

  it("answers the information pages and the checkout's frame, which every deploy uploads, and files with a dot as they are, whatever the index holds", async () => {
    const at = siteAddress([]);
    expect(await at('/faq')).toBe('/pages/faq.html');
    expect(await at('/checkout')).toBe('/pages/checkout.html');
    expect(await at('/about-us')).toBe('/pages/about-us.html');
    expect(await at('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(await at('/sitemap.xml')).toBe('/sitemap.xml');
    expect(await at('/robots.txt')).toBe('/robots.txt');
    expect(await at('/products/p.1')).toBe('/products/p.1');
    // Before the first redraw fills the index, the home page is the SPA's.
    expect(await at('/')).toBe('/index.html');
  });

  it('answers with the SPA shell, never an error, when the page index cannot be read', async () => {
    const at = siteAddress(['/products/p-1'], true);
    expect(await at('/products/p-1')).toBe('/index.html');
    expect(await at('/products/never-drawn')).toBe('/index.html');
    expect(await at('/faq')).toBe('/pages/faq.html');
    const status = siteStatus(['/products/p-1'], true);
    expect(await status('/products/never-drawn')).toBe(200);
    // A path of no route needs no index to be known.
    expect(await status('/no-such-page')).toBe(404);
  });

  it('answers 404 for a path that matches no route of the shop and for an id with no page, 200 for every page and route', async () => {
    const status = siteStatus(['/', '/hr', '/products/p-1', '/hr/products/p-1', '/category/dresses', '/blog/story']);
    for (const gone of [
      '/no-such-page',
      '/product/does-not-exist',
      '/products/does-not-exist',
      '/hr/products/does-not-exist',
      '/category/none',
      '/collection/none',
      '/blog/none',
      '/hr/no-such-page',
      '/hrvatska',
      '/products/p-1/reviews',
      '/user/orders',
      '/faq/more',
    ])
      expect(await status(gone), gone).toBe(404);
    for (const page of [
      '/',
      '/hr',
      '/products/p-1',
      '/hr/products/p-1',
      '/category/dresses',
      '/blog/story',
      '/faq',
      '/hr/faq',
      '/checkout',
      '/wishlist',
      '/login',
      '/hr/user/profile',
      '/search',
      '/blog',
      '/order-success/o-1',
      '/newsletter/confirm/t-1',
      '/admin',
      '/admin/orders/o-1',
      '/page404',
      '/FAQ',
      '/faq/',
      '/assets/index-abc.js',
      '/sitemap.xml',
      '/index.html',
    ])
      expect(await status(page), page).toBe(200);
    // What S3 refuses (a file that is not there) stays S3's answer.
    expect(await status('/assets/gone.js', 403)).toBe(403);
    expect(await status('/no-such-page', 304)).toBe(304);
  });

  it('uploads the shell under the name of the not-found object with every deploy, and swallows no error distribution-wide', () => {
    const deployment = Object.entries(resourcesOf(shop, 'Custom::CDKBucketDeployment')).find(([id]) => id.includes('SiteDeployment'))![1];
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    const assets = readdirSync(app.outdir, { recursive: true, encoding: 'utf8' });
    const notFound = assets.filter((file) => file.endsWith(NOT_FOUND_OBJECT.slice(1)));
    expect(notFound).toHaveLength(1);
    expect(readFileSync(join(app.outdir, notFound[0]!), 'utf8')).toBe(readFileSync(join(FIXTURES, 'web-dist', 'index.html'), 'utf8'));
    expect(distributionConfig().CustomErrorResponses).toBeUndefined();
  });

  it('lets only the function granted pageIndex write the index: its ARN, and reading the version, a key and UpdateKeys on that store alone', () => {
    const kvsArn = { 'Fn::GetAtt': [pageIndexId(), 'Arn'] };
    const touches = policyStatements(shop).filter((s) => asList(s.Action).some((a) => String(a).startsWith('cloudfront-keyvaluestore:')));
    expect(touches).toHaveLength(1);
    const [statement] = touches;
    expect(asList(statement!.Action).sort()).toEqual(PAGE_INDEX_ACTIONS.map((a) => `cloudfront-keyvaluestore:${a}`).sort());
    expect(producedValue(shop, statement!.Resource)).toEqual(kvsArn);
    const [pagesId, pages] = functionNamed('pages');
    const policy = resourcesOf(shop, 'AWS::IAM::Policy')[statement!.policy]!;
    expect(asList(policy.Properties.Roles)).toEqual([{ Ref: pages.Properties.Role['Fn::GetAtt'][0] }]);
    expect(producedValue(shop, pages.Properties.Environment.Variables.PAGE_INDEX_ARN), pagesId).toEqual(kvsArn);
    for (const other of ['handler', 'tick'])
      expect(functionNamed(other)[1].Properties.Environment.Variables).not.toHaveProperty('PAGE_INDEX_ARN');
  });

  it('sends the redraw queue {"everyPage":true} once the site is uploaded, under an id that carries the build', () => {
    const [redrawId, redraw] = Object.entries(resourcesOf(shop, 'Custom::AWS'))[0]!;
    const create = JSON.stringify(redraw.Properties.Create);
    expect(JSON.stringify(redraw.Properties.Update)).toBe(create);
    expect(create).toContain('"service\\":\\"SQS\\",\\"action\\":\\"sendMessage\\"');
    expect(create).toContain(JSON.stringify(JSON.stringify(JSON.stringify(EVERY_PAGE_EVENT))).slice(1, -1));
    expect(create).toContain('pageRedraws');
    expect(create).toMatch(/every-page-[0-9a-f]{16}/);
    const [siteDeploymentId] = Object.entries(resourcesOf(shop, 'Custom::CDKBucketDeployment')).find(([id]) =>
      id.includes('SiteDeployment'),
    )!;
    // The site's upload is the shop stack's, which deploys before the stack of the page function.
    expect(siteDeploymentId, redrawId).toBeDefined();
    const redrawStack = stacks.find((stack) => stack.node.findAll().some((c) => c.node.path.endsWith('/PageRedraw')))!;
    expect(redrawStack.dependencies).toContain(shopStack);
    // Its provider may send to the redraw queue and nothing else; no one invokes a function.
    const sends = policyStatements(shop).filter(
      (s) => asList(s.Action).includes('sqs:SendMessage') && /AWS679f53fac002430cb0da5b7982bd2287|CustomResourcePolicy/.test(s.policy),
    );
    expect(sends.map((s) => JSON.stringify(s.Resource))).toEqual([expect.stringContaining('pageRedraws')]);
    expect(policyStatements(shop).filter((s) => asList(s.Action).includes('lambda:InvokeFunction'))).toEqual([]);
  });

  it('leaves no unsuppressed cdk-nag AwsSolutions error', () => {
    for (const stack of stacks) expect(nagErrors(stack), stack.stackName).toEqual([]);
  });
});

describe('the kept API routes behind CloudFront', () => {
  /** The deployed function of the kept routes, run with a key value store holding `versions`, as CloudFront runs it. */
  const keptAs = (versions: Record<string, string>, failing = false) => {
    const handler = viewerRequestHandler(CACHED_API_FUNCTION, {
      exists: async (key) => key in versions,
      get: async (key) => {
        if (failing) throw new Error('the key value store did not answer');
        const value = versions[key];
        if (value === undefined) throw new Error(`The key ${key} does not exist.`);
        return value;
      },
    });
    return (uri: string, method = 'GET') =>
      handler({ request: { uri, method, headers: {}, querystring: { sent: { value: 'by the browser' } } }, viewer: { ip: '203.0.113.9' } });
  };

  it("keys a product's and a blog post's answer by their own version, every listing's by one, and drops the browser's query", async () => {
    const kept = keptAs({ 'v/api/products/p1': 'k1', 'v/api/blogs/spring': 'b7', 'v/listings': 'l3' });
    expect((await kept('/api/products/p1')).querystring).toEqual({ v: { value: 'k1' } });
    expect((await kept('/api/blogs/spring')).querystring).toEqual({ v: { value: 'b7' } });
    expect((await kept('/api/collections/summer')).querystring).toEqual({ v: { value: 'l3' } });
    expect((await kept('/api/homePage/collections')).querystring).toEqual({ v: { value: 'l3' } });
    // A product never changed since the store was made has no version yet: kept under its path alone.
    expect((await kept('/api/products/p2')).querystring).toEqual({});
  });

  it("passes the shopper's address on every request, and reads no version for a POST or when the store does not answer", async () => {
    const post = await keptAs({ 'v/listings': 'l3' })('/api/products/search', 'POST');
    expect(post.headers).toEqual({ [VIEWER_ADDRESS_HEADER]: { value: '203.0.113.9' } });
    expect(post.querystring).toEqual({ sent: { value: 'by the browser' } });
    expect((await keptAs({ 'v/api/products/p1': 'k1' }, true)('/api/products/p1')).querystring).toEqual({});
  });

  it('runs within CloudFront Functions’ limits, reading nothing but the key value store', () => {
    expect(Buffer.byteLength(CACHED_API_FUNCTION)).toBeLessThan(MAX_FUNCTION_CODE_BYTES);
    expect(CACHED_API_FUNCTION).not.toMatch(/fetch\(|require\(/);
  });
});
