import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { awsError, stackNotFound } from './preflight/preflightTesting.ts';
import { fetchSmokeHttp } from './smoke/http.ts';
import { closedAddress, EXECUTE_API_PREFIX, line, PRODUCT_ID, PRODUCT_PAGE, runSmoke, startFakeShop } from './smoke/smokeTesting.ts';

let shop: Awaited<ReturnType<typeof startFakeShop>>;
beforeAll(async () => {
  shop = await startFakeShop();
});
afterEach(() => shop.reset());
afterAll(() => shop?.stop());

const smoke = (...extra: string[]) => runSmoke(['--url', shop.url, ...extra]);

const ALL_OK = [
  'ok    Home page /: 200 in N ms',
  'ok    Croatian home page /hr: 200 in N ms',
  `ok    Sitemap /sitemap.xml: 200 in N ms, first product page /products/${PRODUCT_ID}`,
  `ok    Product page /products/${PRODUCT_ID}: 200 in N ms, with its Product JSON-LD`,
  'ok    Robots /robots.txt: 200 in N ms',
  'ok    API GET /api/homePage/collections: 200 in N ms',
  'ok    API POST /api/products/search: 200 in N ms, 2 products',
  `ok    API GET /api/products/${PRODUCT_ID}: 200 in N ms`,
  'ok    Checkout status /session-status?session_id=cs_none: 404 in N ms',
  'ok    Unknown page /this-page-does-not-exist: 404 in N ms',
  'ok    Security headers on /: 200 in N ms, content-security-policy, x-content-type-options nosniff',
];

describe('smoke --url', () => {
  it('reports every check ok on a shop that answers as it should, asks nothing twice, and exits 0', async () => {
    const { code, out, err, prepared } = await smoke();
    expect(out).toEqual(ALL_OK);
    expect(code).toBe(0);
    expect(err).toEqual([`Smoke test of ${shop.url}; nothing is changed.`, `Smoke test of ${shop.url}: 0 of 11 checks failed.`]);
    // A shop asked over HTTP needs no local DynamoDB, nor anything else prepare() would set up.
    expect(prepared).toBe(0);
    const asked = shop.seen.map((r) => `${r.method} ${r.path}`);
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.filter((a) => !a.startsWith('GET '))).toEqual(['POST /api/products/search']);
  });

  it('searches as the SPA does: its headers and the first page of 10', async () => {
    await smoke();
    const search = shop.seen.find((r) => r.path === '/api/products/search');
    expect(JSON.parse(search?.body ?? '')).toEqual({ start: 0, size: 10 });
    expect(search?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      applicationtype: 'user',
      salespotid: 'web',
      'x-shop-language': 'en',
    });
    expect(search?.headers['user-agent']).toMatch(/tkanica-smoke/);
  });
  it('gives up on an answer after the timeout, without asking again', async () => {
    shop.routes['GET /hr'] = () => 'hang';
    const { out, code } = await runSmoke(['--url', shop.url], { http: fetchSmokeHttp({ timeoutMs: 300 }) });
    expect(line(out, 'Croatian')).toBe('FAIL  Croatian home page /hr: no answer within 0.3 s');
    expect(code).toBe(1);
    expect(shop.seen.filter((r) => r.path === '/hr')).toHaveLength(1);
  });

  it('asks once more when the connection fails, and reports a second failure', async () => {
    let drops = 1;
    shop.routes[`GET /products/${PRODUCT_ID}`] = () =>
      drops-- > 0 ? 'drop' : { status: 200, headers: { 'content-type': 'text/html' }, body: PRODUCT_PAGE };
    expect((await smoke()).out).toEqual(ALL_OK);
    expect(shop.seen.filter((r) => r.path === `/products/${PRODUCT_ID}`)).toHaveLength(2);

    shop.routes['GET /robots.txt'] = () => 'drop';
    expect(line((await smoke()).out, 'Robots')).toMatch(/^FAIL {2}Robots \/robots\.txt: no answer: .+ \(tried 2 times\)$/);
  });

  it('reports a shop that does not answer at all, check by check', async () => {
    const { out, code } = await runSmoke(['--url', await closedAddress()]);
    expect(out).toHaveLength(11);
    expect(out[0]).toMatch(/^FAIL {2}Home page \/: no answer: .*ECONNREFUSED.* \(tried 2 times\)$/);
    expect(code).toBe(1);
  });
});

describe('smoke --stage', () => {
  const stack = (outputs: Record<string, string>) => ({
    Stacks: [
      {
        StackName: 'shop-staging',
        StackStatus: 'UPDATE_COMPLETE',
        CreationTime: new Date(),
        Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({ OutputKey, OutputValue })),
      },
    ],
  });
  const withStack = (answer: () => Promise<unknown>) => {
    const cloudFormation = new CloudFormationClient({
      region: 'eu-central-1',
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    const mock = mockClient(cloudFormation);
    mock.on(DescribeStacksCommand).callsFake(answer);
    return { mock, connect: () => ({ cloudFormation }) };
  };

  it('reads ShopUrl and ApiEndpoint of stack shop-<stage> and checks both', async () => {
    const { mock, connect } = withStack(async () => stack({ ShopUrl: shop.url, ApiEndpoint: `${shop.url}${EXECUTE_API_PREFIX}` }));
    const { code, out, err, prepared } = await runSmoke(['--stage', 'staging', '--profile', 'ops'], { connect });
    expect(mock.commandCalls(DescribeStacksCommand)[0]?.args[0].input).toEqual({ StackName: 'shop-staging' });
    expect(prepared).toBe(1);
    expect(out).toEqual([...ALL_OK, `ok    API's own endpoint ${shop.url}${EXECUTE_API_PREFIX}: 403 in N ms, refused without CloudFront`]);
    expect(err).toEqual([
      'Stack shop-staging is UPDATE_COMPLETE.',
      `Smoke test of ${shop.url}; nothing is changed.`,
      `Smoke test of ${shop.url}: 0 of 12 checks failed.`,
    ]);
    expect(code).toBe(0);
  });

  it('stops, asking nothing of the shop, when the stack is not there or cannot be read', async () => {
    const absent = await runSmoke(
      ['--stage', 'staging', '--profile', 'ops'],
      withStack(async () => Promise.reject(stackNotFound('shop-staging'))),
    );
    expect(absent).toMatchObject({ code: 1, out: [], err: ['Stack shop-staging does not exist: stage staging is not deployed.'] });
    const denied = await runSmoke(
      ['--stage', 'staging', '--profile', 'ops'],
      withStack(async () => Promise.reject(awsError('AccessDenied', 'not allowed'))),
    );
    expect(denied.err).toEqual([
      'Stack shop-staging could not be read: AccessDenied: not allowed. The profile needs cloudformation:DescribeStacks.',
    ]);
    const early = await runSmoke(
      ['--stage', 'staging', '--profile', 'ops'],
      withStack(async () => stack({})),
    );
    expect(early.err).toEqual(['Stack shop-staging (UPDATE_COMPLETE) has no output ShopUrl: has its first deploy finished?']);
    expect(shop.seen).toEqual([]);
  });

  it('refuses, before asking anything, what it cannot act on', async () => {
    const refused = async (...argv: string[]) => {
      const { code, err, prepared } = await runSmoke(argv);
      expect([code, prepared]).toEqual([1, 0]);
      return err;
    };
    expect(await refused()).toEqual([
      'smoke needs the shop: --url URL, or --stage STAGE --profile NAME to read its ShopUrl from stack shop-<stage>.',
    ]);
    expect(await refused('--url', shop.url, '--stage', 'prod', '--profile', 'ops')).toEqual([
      'Give --url or --stage, not both: with --stage the URL is read from the stack.',
    ]);
    expect(await refused('--url', 'www.tkanica.hr')).toEqual([
      '--url must be an address like https://d1234.cloudfront.net, not "www.tkanica.hr".',
    ]);
    expect(await refused('--stage', 'prod')).toEqual(['--stage needs --profile NAME: the AWS profile to act with.']);
    expect(
      await refused('--stage', 'prod', '--profile', 'ops', '--api-endpoint', 'https://x.execute-api.eu-central-1.amazonaws.com'),
    ).toEqual(['--api-endpoint goes with --url; with --stage it is read from the stack.']);
    expect(await refused('--stage', 'local')).toEqual(['For the local shop give its address: --url http://localhost:3000.']);
    expect(shop.seen).toEqual([]);
  });
});
