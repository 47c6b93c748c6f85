/**
 * The real app as `cdk synth` synthesizes it before a deploy (every stage the README names, no
 * alarm address; cdk/test/cliAssembly.ts), checked on its dev stage for what matters: the calls of
 * the spec are routed, events have a safety net, data is recoverable, the buckets are private,
 * CloudFront routes the API uncached, access is least privilege, and cdk-nag has nothing left to
 * say; and every stack of every stage within the shop's share of CloudFormation's limits, as
 * cdk/test/cliSynth.test.ts holds the run with an alarm address. The functions deploy the test
 * run's bundles (test/lambdaBundles.ts) but one, which NodejsFunction bundles itself to show they
 * are equal.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumers, invoked, jobs, routes as everyRoute, streams, type Uses } from '@shop/lambdas/routes';
import { INVOKED, isFifoQueue, QUEUES, type QueueName } from '@shop/lambdas/queues';
import { withImpliedGrants } from '@shop/lambdas/grants';
import { physicalTableName, TABLES } from '@shop/lambdas/tables';
import { lambdaBundles } from '../../test/lambdaBundles.ts';
import { FISCAL_LIMITS } from '@shop/lambdas/fiscal/fiscalService';
import { API_THROTTLE } from '../lib/api.ts';
import { CIS_URLS, ERACUN_CIS_URLS } from '../lib/config.ts';
import { handlerName, REPO_ROOT, SECRETS_EXTENSION } from '../lib/constructs/shop-function.ts';
import { CONSUMER_TIMEOUT, MAX_RECEIVE_COUNT, STREAM_RETRY_ATTEMPTS } from '../lib/events.ts';
import { isBackOfficeRoute } from '../lib/route-table.ts';
import { CACHED_API_FUNCTION, SITE_PAGES_FUNCTION } from '../lib/edgeFunctions.ts';
import { API_PATHS, cachedApiPatterns } from '../lib/web.ts';
import { EDGE_MAX_TTL_SECONDS, VERSION_PARAMETER } from '@shop/lambdas/platform/edge';
import { LANGUAGE_HEADER } from '@shop/shared/language';
import { type CliSynth, checkCliSynth, cliSynth } from './cliAssembly.ts';
import { asList, mergedTemplates, policyStatements, producedValue, resourcesOf } from './testApp.ts';

/** The shop's routes; the back office's are its own stack's (admin.test.ts). */
const routes = everyRoute.filter((route) => !isBackOfficeRoute(route));

/** The spec's calls that must stay routed whatever routes.ts says. */
const SPEC_SKELETON = [
  'GET /api/homePage/collections',
  'POST /api/products/search',
  'GET /api/products/{id}',
  'POST /api/orders/checkPreOrder',
  'POST /api/orders',
  'GET /session-status',
  'GET /api/orders/{id}/createInvoice',
  'POST /api/invoices/{invoiceId}/sendEmail',
];

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
/** Managed-CachingOptimized: a minimum TTL of one second, so an object that says max-age=0 is asked for again after it. */
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
/** The stage of the CLI's synth whose stacks the assertions below read: like every stage but prod, its data goes with its stacks and it deploys at once. */
const STAGE = 'dev';

let synth: CliSynth;
/** The shop's stack and its contexts' but the back office's (admin.test.ts's), by name. */
let shopStacks: string[];
let shop: Template;
let data: Template;
/** Handler module → the folder of its bundle from the test run. */
let bundled: Map<string, string>;
/** The function NodejsFunction bundles in this synth: one that carries pdfkit's fonts, when one does. */
let bundledByCdk: { name: string; entry: string };

/** Every function the app makes, by its short name and handler module. */
const appFunctions = [
  ...routes.map((r) => ({ name: handlerName(r.handler), handler: r.handler })),
  ...[...consumers, ...jobs, ...streams, ...invoked].map((d) => ({ name: d.name, handler: d.handler })),
].map((f) => ({ name: f.name, entry: join(REPO_ROOT, 'lambdas', `${f.handler}.ts`) }));

beforeAll(async () => {
  const bundles = await lambdaBundles();
  bundled = new Map(bundles.filter((b) => !b.error).map((b) => [b.entry, dirname(b.file)]));
  const withFonts = (f: { entry: string }) => existsSync(join(bundled.get(f.entry) ?? '', 'standard-fonts'));
  bundledByCdk = appFunctions.find(withFonts) ?? appFunctions[0]!;
  synth = await cliSynth({ prebuilt: new Map([...bundled].filter(([entry]) => entry !== bundledByCdk.entry)) });
  shopStacks = synth.stackNames(STAGE).filter((name) => name !== `shop-${STAGE}-data` && name !== `shop-${STAGE}-admin`);
  // The shop's stack and its contexts', read as one.
  shop = mergedTemplates(shopStacks.map((name) => ({ name, template: synth.template(name) })));
  data = synth.template(`shop-${STAGE}-data`);
}, 600_000);

// The assembly holds a copy of every bundle; the test worker may outlive this file.
afterAll(() => synth?.remove());

checkCliSynth('', () => synth);

type Fn = { Properties: Record<string, any> };
const functions = () => resourcesOf(shop, 'AWS::Lambda::Function');
const shopFunctions = () =>
  Object.entries(functions()).filter(([, f]) => String(f.Properties.FunctionName ?? '').startsWith(`shop-${STAGE}-`));

/** Route key → the Lambda function resource its integration invokes. */
function functionsByRouteKey(): Map<string, [string, Fn]> {
  const integrations = resourcesOf(shop, 'AWS::ApiGatewayV2::Integration');
  const all = functions();
  const result = new Map<string, [string, Fn]>();
  for (const route of Object.values(resourcesOf(shop, 'AWS::ApiGatewayV2::Route'))) {
    const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
    const fnId = functionIdOf(integrations[integrationId]?.Properties.IntegrationUri);
    result.set(route.Properties.RouteKey, [fnId, all[fnId] as Fn]);
  }
  return result;
}

/**
 * The function a reference names: callers reach every function through its `live` alias (an
 * integration's URI, a mapping's function, a rule's target, an invoke grant), which names it.
 */
function functionIdOf(reference: unknown): string {
  const id = /"(?:Ref|Fn::GetAtt)":\[?"([^"]+)"/.exec(JSON.stringify(reference))?.[1] ?? '';
  const alias = resourcesOf(shop, 'AWS::Lambda::Alias')[id];
  return alias ? (alias.Properties.FunctionName.Ref as string) : id;
}

/** Every IAM statement attached to a function's role. */
function statementsOf(fn: Fn) {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = resourcesOf(shop, 'AWS::IAM::Policy');
  return policyStatements(shop).filter((s) => asList(policies[s.policy]?.Properties.Roles).some((r: { Ref?: string }) => r.Ref === roleId));
}

const actionsOf = (fn: Fn) => statementsOf(fn).flatMap((s) => asList(s.Action));

it('synthesizes (reports the time it took)', () => {
  console.log(
    `cdk synth of dev, staging and prod, ${shopFunctions().length} functions in dev's stacks, ${bundledByCdk.name} bundled by NodejsFunction: ${synth.seconds.toFixed(1)} s`,
  );
  expect(shopFunctions().length).toBeGreaterThan(0);
});

it('deploys bundles byte for byte what NodejsFunction builds from the same handler', () => {
  const assetOf = (name: string) => {
    const [, fn] = shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-${name}`)!;
    return join(synth.outdir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
  };
  const byCdk = assetOf(bundledByCdk.name);
  const ours = bundled.get(bundledByCdk.entry)!;
  expect(readdirSync(byCdk).sort()).toEqual(readdirSync(ours).sort());
  // Source maps name the sources relative to where each was built; the fonts are a copy of node_modules.
  for (const file of readdirSync(ours).filter((f) => !f.endsWith('.map') && f !== 'standard-fonts')) {
    expect(readFileSync(join(byCdk, file)).equals(readFileSync(join(ours, file))), file).toBe(true);
  }
  const notTheRunsBundle = appFunctions
    .filter((f) => f.entry !== bundledByCdk.entry)
    .filter((f) => !readFileSync(join(assetOf(f.name), 'index.mjs')).equals(readFileSync(join(bundled.get(f.entry) ?? '', 'index.mjs'))))
    .map((f) => f.name);
  expect(notTheRunsBundle).toEqual([]);
});

describe('api', () => {
  it('has a route for every entry of routes.ts and for every call of the spec skeleton', () => {
    const routeKeys = Object.values(resourcesOf(shop, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties.RouteKey);
    expect(routeKeys.sort()).toEqual(routes.map((r) => `${r.method} ${r.path}`).sort());
    expect(routeKeys).toEqual(expect.arrayContaining(SPEC_SKELETON));
  });

  it('gives each route a function that gets exactly the variables its `uses` asks for', () => {
    const byKey = functionsByRouteKey();
    for (const route of routes) {
      const [, fn] = byKey.get(`${route.method} ${route.path}`) ?? [];
      expect(fn, route.path).toBeDefined();
      expect(Object.keys(fn!.Properties.Environment.Variables).sort(), route.path).toEqual(expectedVariables(route.uses));
    }
  });

  it('grants secrets, mail and queues only to the functions that use them', () => {
    const byKey = functionsByRouteKey();
    for (const route of routes) {
      const [, fn] = byKey.get(`${route.method} ${route.path}`)!;
      const actions = actionsOf(fn);
      const key = `${route.method} ${route.path}`;
      expect(actions.includes('secretsmanager:GetSecretValue'), key).toBe(
        Boolean(route.uses.payments || route.uses.webhookSecret || route.uses.sessionKey || route.uses.originSecret),
      );
      const env = fn.Properties.Environment?.Variables ?? {};
      expect('PAYMENT_SECRETS_ARN' in env, key).toBe(Boolean(route.uses.payments || route.uses.webhookSecret));
      expect('SESSION_KEY_ARN' in env, key).toBe(Boolean(route.uses.sessionKey));
      expect('FISCAL_SECRET_ARN' in env, key).toBe(Boolean(route.uses.fiscal));
      // Every route checks that its requests came through CloudFront.
      expect('ORIGIN_SECRET_ARN' in env, key).toBe(true);
      expect(fn.Properties.MemorySize, key).toBe(route.uses.passwordHashing ? 1769 : 1024);
      expect(actions.includes('ses:SendEmail'), key).toBe(Boolean(route.uses.mail));
      expect(actions.includes('sqs:SendMessage'), key).toBe((route.uses.sendsTo ?? []).length > 0);
      expect(
        actions.some((a) => a === 'dynamodb:PutItem'),
        key,
      ).toBe(Object.values(route.uses.tables ?? {}).includes('readWrite'));
    }
  });

  it('has a throttled $default stage with access logs and no CORS', () => {
    shop.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: API_THROTTLE.burstLimit, ThrottlingRateLimit: API_THROTTLE.rateLimit },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
    for (const api of Object.values(resourcesOf(shop, 'AWS::ApiGatewayV2::Api'))) {
      expect(api.Properties.CorsConfiguration).toBeUndefined();
    }
  });
});

function expectedVariables(uses: Uses): string[] {
  const names = ['NODE_OPTIONS', 'STAGE', 'SHOP_URL'];
  // The mail grant reads the suppression list's table too (lambdas/grants.ts).
  for (const table of Object.keys(withImpliedGrants(uses).tables ?? {})) names.push(TABLES[table as keyof typeof TABLES].envVar);
  for (const queue of uses.sendsTo ?? []) names.push(QUEUES[queue].envVar);
  for (const fn of uses.invokes ?? []) names.push(INVOKED[fn].envVar);
  if (uses.mail) names.push('MAIL_FROM', 'MAIL_CONFIGURATION_SET');
  if (uses.payments || uses.webhookSecret) names.push('PAYMENT_SECRETS_ARN');
  if (uses.sessionKey) names.push('SESSION_KEY_ARN');
  if (uses.originSecret) names.push('ORIGIN_SECRET_ARN');
  if (uses.fiscal) names.push('FISCAL_SECRET_ARN', 'FISCAL_CIS_URL', 'FISCAL_ERACUN_CIS_URL');
  if (uses.eInvoices) names.push('ERACUN_SECRET_ARN', 'ERACUN_API_URL');
  // A function that reads a secret reads it through the Parameters and Secrets extension (decision 093).
  if (names.some((name) => name.endsWith('_ARN'))) names.push(...Object.keys(SECRETS_EXTENSION.environment));
  return names.sort();
}

describe('functions', () => {
  it('run Node.js 22 on arm64 with a month of logs', () => {
    const fns = shopFunctions();
    expect(fns.length).toBe(new Set(routes.map((r) => r.handler)).size + consumers.length + jobs.length + streams.length + invoked.length);
    for (const [id, fn] of fns) {
      expect(fn.Properties.Runtime, id).toBe('nodejs22.x');
      expect(fn.Properties.Architectures, id).toEqual(['arm64']);
      expect(fn.Properties.Handler, id).toBe('index.handler');
      expect(fn.Properties.LoggingConfig?.LogGroup, id).toBeDefined();
    }
    shop.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('never grants a wildcard action on DynamoDB (or anything)', () => {
    for (const template of [shop, data]) {
      for (const statement of policyStatements(template)) {
        for (const action of asList(statement.Action)) {
          expect(action, statement.policy).not.toBe('*');
          expect(action, statement.policy).not.toMatch(/^dynamodb:\*$/);
        }
      }
    }
  });

  it('read their secrets through the Parameters and Secrets extension, its cache off; a function that reads none carries no extension', () => {
    const SECRET_VARIABLE = /^(PAYMENT_SECRETS|SESSION_KEY|ORIGIN_SECRET|STAFF_KEY|FISCAL_SECRET|ERACUN_SECRET)_ARN$/;
    const mappings = (shop.toJSON().Mappings ?? {}) as Record<string, Record<string, Record<string, string>>>;
    // The layer's ARN for the stage's region, as CloudFormation would pick it from the regional facts' mapping.
    const arnIn = (region: string, layer: unknown): string => {
      const found = (layer as { 'Fn::FindInMap'?: [string, unknown, string] })['Fn::FindInMap'];
      return found ? (mappings[found[0]]?.[region]?.[found[2]] ?? '') : String(layer);
    };
    let readers = 0;
    for (const [id, fn] of shopFunctions()) {
      const variables = fn.Properties.Environment.Variables as Record<string, unknown>;
      const layers = (fn.Properties.Layers ?? []) as unknown[];
      if (!Object.keys(variables).some((name) => SECRET_VARIABLE.test(name))) {
        expect(layers, id).toEqual([]);
        continue;
      }
      readers += 1;
      expect(
        layers.map((layer) => arnIn('eu-central-1', layer)),
        id,
      ).toEqual([
        expect.stringMatching(/^arn:aws:lambda:eu-central-1:\d{12}:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/),
      ]);
      expect(variables, id).toMatchObject({
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
        PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false',
      });
      expect(
        statementsOf(fn).some((s) => asList(s.Action).includes('secretsmanager:GetSecretValue')),
        id,
      ).toBe(true);
    }
    // Every route checks the origin secret; the payment consumers and jobs read the payment keys too.
    expect(readers).toBeGreaterThan(new Set(routes.map((r) => r.handler)).size);
  });

  it('send mail from the configured domain, scoped to its SES identity', () => {
    const mailers = shopFunctions().filter(([, f]) => f.Properties.Environment.Variables.MAIL_FROM);
    expect(mailers.length).toBeGreaterThan(0);
    for (const [id, fn] of mailers) {
      expect(fn.Properties.Environment.Variables.MAIL_FROM, id).toBe('shop@example.com');
      const ses = statementsOf(fn).filter((s) => asList(s.Action).includes('ses:SendEmail'));
      expect(ses.length, id).toBe(1);
      expect(JSON.stringify(ses[0]!.Resource), id).toContain(':identity/');
    }
  });
});

describe('events', () => {
  it('gives every queue an encrypted, TLS-only dead-letter queue after 5 receives', () => {
    const queues = resourcesOf(shop, 'AWS::SQS::Queue');
    for (const name of Object.keys(QUEUES) as QueueName[]) {
      const fifo = isFifoQueue(name) ? '.fifo' : '';
      const [, queue] = Object.entries(queues).find(([, q]) => q.Properties.QueueName === `shop-${STAGE}-${name}${fifo}`)!;
      expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(MAX_RECEIVE_COUNT);
      expect(queue.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * CONSUMER_TIMEOUT.toSeconds());
      const dlqId = queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
      expect(queues[dlqId]?.Properties.QueueName).toBe(`shop-${STAGE}-${name}-dlq${fifo}`);
    }
    for (const queue of Object.values(queues)) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    const tlsOnly = Object.values(resourcesOf(shop, 'AWS::SQS::QueuePolicy')).filter((p) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('"aws:SecureTransport":"false"'),
    );
    expect(tlsOnly.length).toBe(Object.keys(queues).length);
  });

  it('feeds each consumer from its queue, reporting batch item failures, within its timeout budget', () => {
    const mappings = Object.values(resourcesOf(shop, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings.length).toBe(consumers.length + streams.length);
    for (const mapping of mappings) {
      expect(mapping.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
    for (const consumer of consumers) {
      const [, fn] = shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-${consumer.name}`)!;
      expect(fn.Properties.Timeout).toBe(CONSUMER_TIMEOUT.toSeconds());
    }
  });

  it('performs the orders outbox in one function per outside service, each holding only that service’s key (decision 029)', () => {
    const named = (name: string) => shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-${name}`)![1];
    const holds = (fn: Fn) => {
      const env = fn.Properties.Environment.Variables;
      return [
        'MAIL_FROM',
        'PAYMENT_SECRETS_ARN',
        'FISCAL_SECRET_ARN',
        'ERACUN_SECRET_ARN',
        'QUEUE_PAYMENT_EFFECTS_URL',
        'QUEUE_INVOICE_EFFECTS_URL',
      ].filter((variable) => variable in env);
    };
    for (const worker of ['orderEffects', 'performDueEffects']) {
      expect(holds(named(worker)), worker).toEqual(['MAIL_FROM', 'QUEUE_PAYMENT_EFFECTS_URL', 'QUEUE_INVOICE_EFFECTS_URL']);
      expect(actionsOf(named(worker)), worker).not.toContain('secretsmanager:GetSecretValue');
    }
    expect(holds(named('paymentEffects'))).toEqual(['PAYMENT_SECRETS_ARN']);
    expect(holds(named('invoiceEffects'))).toEqual(['FISCAL_SECRET_ARN', 'ERACUN_SECRET_ARN']);
    expect(holds(named('sendInvoiceEmail'))).toEqual(['MAIL_FROM']);
  });

  it('draws the invoice PDF in a function of its own that reaches nothing, invoked only by the functions that mail invoices', () => {
    const [pdfId, pdf] = shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-renderInvoicePdf`)!;
    expect(Object.keys(pdf.Properties.Environment.Variables).sort()).toEqual(['NODE_OPTIONS', 'SHOP_URL', 'STAGE']);
    expect(
      actionsOf(pdf)
        .filter((action) => !action.startsWith('logs:'))
        .sort(),
    ).toEqual([]);
    const invokers = shopFunctions()
      .filter(([, fn]) =>
        statementsOf(fn).some(
          (s) => asList(s.Action).includes('lambda:InvokeFunction') && asList(s.Resource).some((r) => functionIdOf(r) === pdfId),
        ),
      )
      .map(([, fn]) => String(fn.Properties.FunctionName).replace(`shop-${STAGE}-`, ''))
      .sort();
    expect(invokers).toEqual(['orderEffects', 'performDueEffects', 'sendInvoiceEmail']);
    for (const name of invokers) {
      const [, fn] = shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-${name}`)!;
      // The live alias's qualified name, which names the function.
      expect(functionIdOf(fn.Properties.Environment.Variables.FUNCTION_RENDER_INVOICE_PDF), name).toBe(pdfId);
    }
  });

  it('reads the catalog stream with its fan-out alone, whose dead-letter queue alarms, and feeds back in stock through its FIFO queue', () => {
    const mappings = Object.values(resourcesOf(shop, 'AWS::Lambda::EventSourceMapping'));
    const functionOf = (m: (typeof mappings)[number]) => functions()[functionIdOf(m.Properties.FunctionName)]?.Properties.FunctionName;
    const catalogReaders = mappings.filter((m) => /Tablecatalog.*StreamArn/.test(JSON.stringify(m.Properties.EventSourceArn)));
    expect(catalogReaders.map(functionOf)).toEqual([`shop-${STAGE}-catalogFanOut`]);
    const [reader] = catalogReaders;
    expect(reader?.Properties).toMatchObject({
      StartingPosition: 'LATEST',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    // The dead-letter queue is the shop stack's, beside the other queues.
    const destination = producedValue(shop, reader?.Properties.DestinationConfig.OnFailure.Destination) as { 'Fn::GetAtt': string[] };
    const dlqId = destination['Fn::GetAtt'][0] as string;
    expect(resourcesOf(shop, 'AWS::SQS::Queue')[dlqId]?.Properties).toMatchObject({
      QueueName: `shop-${STAGE}-catalogFanOut-stream-dlq`,
      SqsManagedSseEnabled: true,
    });
    const alarm = Object.values(resourcesOf(shop, 'AWS::CloudWatch::Alarm')).find((a) =>
      (a.Properties.Dimensions ?? []).some((d: { Value?: unknown }) => JSON.stringify(d.Value).includes(dlqId)),
    );
    expect(alarm?.Properties).toMatchObject({ AlarmName: `shop-${STAGE}-catalogFanOut-stream-dlq-not-empty`, Threshold: 0 });

    // Back in stock reads its own FIFO queue, which the fan-out may send to.
    const feed = mappings.find((m) => functionOf(m) === `shop-${STAGE}-backInStock`);
    const queueId = (producedValue(shop, feed?.Properties.EventSourceArn) as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0] as string;
    expect(resourcesOf(shop, 'AWS::SQS::Queue')[queueId]?.Properties).toMatchObject({
      QueueName: `shop-${STAGE}-backInStockFeed.fifo`,
      FifoQueue: true,
      DeduplicationScope: 'messageGroup',
      FifoThroughputLimit: 'perMessageGroupId',
    });
    expect(feed?.Properties.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    const [, fanOut] = shopFunctions().find(([, f]) => f.Properties.FunctionName === `shop-${STAGE}-catalogFanOut`)!;
    expect(Object.keys(fanOut.Properties.Environment.Variables)).toContain(QUEUES.backInStockFeed.envVar);
    expect(JSON.stringify(statementsOf(fanOut).filter((s) => asList(s.Action).includes('sqs:SendMessage')))).toContain(queueId);
  });

  it('alarms on a non-empty dead-letter queue, on API 5xx and on a failed job', () => {
    const alarms = Object.values(resourcesOf(shop, 'AWS::CloudWatch::Alarm'));
    const dlqAlarms = alarms.filter((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms.length).toBe(Object.keys(QUEUES).length + streams.length);
    expect(alarms.filter((a) => a.Properties.MetricName === '5xx' && a.Properties.Namespace === 'AWS/ApiGateway').length).toBe(1);
    const jobAlarms = alarms.filter((a) => a.Properties.MetricName === 'Errors' && a.Properties.Namespace === 'AWS/Lambda');
    expect(jobAlarms.map((a) => a.Properties.AlarmName).sort()).toEqual(jobs.map((job) => `shop-${STAGE}-${job.name}-errors`).sort());
    // A stream reader's lag has a threshold of its own (observability.test.ts), and so have SES's
    // reputation rates (mail.test.ts) and a payment event's age in its dead-letter queue (an hour,
    // observability.test.ts); every other alarm is "above zero".
    const ownThreshold = new Set(['IteratorAge', 'ApproximateAgeOfOldestMessage']);
    for (const alarm of alarms.filter((a) => !ownThreshold.has(a.Properties.MetricName) && a.Properties.Namespace !== 'AWS/SES')) {
      expect(alarm.Properties).toMatchObject({ Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
    }
  });
});

describe('personal data (docs/decisions/024-personal-data.md)', () => {
  const jobFunction = (name: string) =>
    Object.values(functions()).find((f) => f.Properties.Description === `Scheduled job ${name}, every 60 min`) as Fn;
  const tablesIn = (fn: Fn, action: string) =>
    ['customers', 'orders', 'content', 'catalog', 'promotions'].filter((table) =>
      statementsOf(fn).some((s) => asList(s.Action).includes(action) && JSON.stringify(s.Resource).includes(table)),
    );

  it('runs the retention job every hour, writing only the customers, content and orders tables, and sending no mail', () => {
    const fn = jobFunction('retention');
    expect(fn).toBeDefined();
    const fnId = Object.entries(functions()).find(([, f]) => f === fn)![0];
    const rules = Object.values(resourcesOf(shop, 'AWS::Events::Rule')).filter((r) => functionIdOf(r.Properties.Targets[0].Arn) === fnId);
    expect(rules.map((r) => r.Properties.ScheduleExpression)).toEqual(['rate(1 hour)']);
    expect(tablesIn(fn, 'dynamodb:DeleteItem').sort()).toEqual(['content', 'customers', 'orders']);
    expect(actionsOf(fn)).not.toContain('ses:SendEmail');
  });

  it('lets the deletion write the three tables it clears, and the export write only its audit record', () => {
    const byKey = functionsByRouteKey();
    const [, deleteMe] = byKey.get('POST /api/auth/deleteMe')!;
    const [, exportMyData] = byKey.get('GET /api/auth/exportMyData')!;
    expect(tablesIn(deleteMe, 'dynamodb:DeleteItem').sort()).toEqual(['content', 'customers', 'orders']);
    expect(tablesIn(exportMyData, 'dynamodb:PutItem')).toEqual(['customers']);
    expect(tablesIn(exportMyData, 'dynamodb:Query').sort()).toEqual(['content', 'customers', 'orders']);
    expect(deleteMe.Properties.MemorySize).toBe(1769);
  });
});

describe('fiscalisation', () => {
  const fiscalFunctions = () => shopFunctions().filter(([, f]) => 'FISCAL_SECRET_ARN' in (f.Properties.Environment?.Variables ?? {}));

  it('keeps the fiscal certificate in one secret per stage, read only by the functions that issue or fiscalise invoices', () => {
    data.hasResourceProperties('AWS::SecretsManager::Secret', { Name: `shop-${STAGE}-fiscal-certificate` });
    const fiscalUses = [...routes, ...consumers, ...jobs, ...streams].filter((def) => def.uses.fiscal);
    expect(fiscalUses.map((def) => def.handler).sort()).toEqual(['orders/consumers/invoiceEffects', 'orders/handlers/createInvoice']);
    expect(fiscalFunctions()).toHaveLength(fiscalUses.length);
    for (const [id, fn] of fiscalFunctions()) {
      const env = fn.Properties.Environment.Variables;
      expect(env.FISCAL_CIS_URL, id).toBe(CIS_URLS.test);
      expect(env.FISCAL_ERACUN_CIS_URL, id).toBe(ERACUN_CIS_URLS.test);
      const reads = statementsOf(fn).filter((s) => asList(s.Action).includes('secretsmanager:GetSecretValue'));
      expect(
        reads.some((s) => JSON.stringify(asList(s.Resource)).includes(JSON.stringify(env.FISCAL_SECRET_ARN))),
        id,
      ).toBe(true);
    }
  });

  it('gives the function that asks CIS (the outbox’s invoiceEffects consumer) time for its whole wait and the work around it', () => {
    const [createInvoice] = functionsByRouteKey().get('GET /api/orders/{id}/createInvoice')!;
    const askers = fiscalFunctions().filter(([id]) => id !== createInvoice);
    expect(askers).toHaveLength(1);
    for (const [id, fn] of askers)
      expect(FISCAL_LIMITS.perTryMs + FISCAL_LIMITS.roomMs, id).toBeLessThanOrEqual(fn.Properties.Timeout * 1000);
  });

  it('alarms when a receipt has had no JIR for a day, for as long as its deliveries keep failing', () => {
    shop.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: `shop-${STAGE}-fiscal-receipt-unconfirmed`,
      MetricName: 'FiscalReceiptUnconfirmed',
      Namespace: 'Tkanica',
      Statistic: 'Sum',
      Period: 4 * 3600,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('alarms at once on a receipt CIS refused, and on one without a JIR 25 days after issue', () => {
    for (const [name, metric, period] of [
      ['fiscal-receipt-refused', 'FiscalReceiptRefused', 300],
      ['fiscal-receipt-near-limit', 'FiscalReceiptNearLimit', 4 * 3600],
    ] as const) {
      shop.hasResourceProperties('AWS::CloudWatch::Alarm', {
        AlarmName: `shop-${STAGE}-${name}`,
        MetricName: metric,
        Period: period,
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    }
  });
});

describe('data', () => {
  it('has one pay-per-request table per TABLES entry, with PITR, keys, indexes, TTL and streams', () => {
    const tables = Object.values(resourcesOf(data, 'AWS::DynamoDB::Table'));
    expect(tables.map((t) => t.Properties.TableName).sort()).toEqual(
      Object.keys(TABLES)
        .map((t) => physicalTableName(STAGE, t as keyof typeof TABLES))
        .sort(),
    );
    for (const [name, def] of Object.entries(TABLES)) {
      const table = tables.find((t) => t.Properties.TableName === physicalTableName(STAGE, name as keyof typeof TABLES))!;
      expect(table.Properties.PointInTimeRecoverySpecification, name).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(table.Properties.BillingMode, name).toBe('PAY_PER_REQUEST');
      expect(table.Properties.KeySchema, name).toEqual([
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ]);
      const indexes = (table.Properties.GlobalSecondaryIndexes ?? []).map((i: { IndexName: string }) => i.IndexName);
      expect(indexes, name).toEqual(def.indexes.map((i) => i.name));
      const ttl = 'ttlAttribute' in def ? def.ttlAttribute : undefined;
      expect(table.Properties.TimeToLiveSpecification?.AttributeName, name).toBe(ttl);
      const stream = 'stream' in def && def.stream ? 'NEW_AND_OLD_IMAGES' : undefined;
      expect(table.Properties.StreamSpecification?.StreamViewType, name).toBe(stream);
      expect(table.DeletionPolicy, name).toBe('Delete');
    }
  });

  it('keeps the payment keys in one generated secret per stage', () => {
    data.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: `shop-${STAGE}-payment-keys`,
      GenerateSecretString: { GenerateStringKey: 'webhookSecret' },
    });
  });
});

describe('web', () => {
  it('keeps every bucket private, encrypted and TLS-only', () => {
    const buckets = resourcesOf(shop, 'AWS::S3::Bucket');
    expect(Object.keys(buckets).length).toBeGreaterThanOrEqual(2);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
    }
    const policies = Object.values(resourcesOf(shop, 'AWS::S3::BucketPolicy'));
    for (const id of Object.keys(buckets)) {
      const policy = policies.find((p) => p.Properties.Bucket.Ref === id);
      expect(JSON.stringify(policy?.Properties.PolicyDocument), id).toContain('"aws:SecureTransport":"false"');
    }
  });

  it('routes /api/* and /session-status uncached to the API, with the security headers', () => {
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties.DistributionConfig;
    const headersPolicy = config.DefaultCacheBehavior.ResponseHeadersPolicyId;
    expect(headersPolicy).toEqual({ Ref: expect.any(String) });
    for (const path of API_PATHS) {
      const behavior = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === path);
      expect(behavior, path).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        ResponseHeadersPolicyId: headersPolicy,
        ViewerProtocolPolicy: 'https-only',
      });
      expect(behavior.AllowedMethods, path).toContain('POST');
      const origin = config.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
      expect(JSON.stringify(origin.DomainName), path).toContain('execute-api');
    }
    const images = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/images/*');
    expect(images.CachePolicyId).not.toBe(CACHING_DISABLED);
  });

  it('keeps the catalog GETs at the edge as long as they say, keyed by path, language, encoding and their version only, ahead of /api/*', () => {
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    const behaviors: { PathPattern: string; CachePolicyId: unknown; OriginRequestPolicyId: unknown; ResponseHeadersPolicyId: unknown }[] =
      distribution!.Properties.DistributionConfig.CacheBehaviors;
    const patterns = ['/api/announcement', '/api/blogs/*', '/api/collections/*', '/api/homePage/collections', '/api/products/*'];
    expect(cachedApiPatterns(routes)).toEqual(patterns);
    const policies = resourcesOf(shop, 'AWS::CloudFront::CachePolicy');
    const edgeFunctions = resourcesOf(shop, 'AWS::CloudFront::Function');
    const [pageIndex] = Object.keys(resourcesOf(shop, 'AWS::CloudFront::KeyValueStore'));
    for (const pattern of patterns) {
      const index = behaviors.findIndex((b) => b.PathPattern === pattern);
      expect(index, pattern).toBeGreaterThanOrEqual(0);
      expect(index, `${pattern} comes before /api/*`).toBeLessThan(behaviors.findIndex((b) => b.PathPattern === '/api/*'));
      const behavior = behaviors[index]!;
      expect(behavior.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
      // The browser is told no-cache over the function's header (cdk/test/edge.test.ts).
      const headers = resourcesOf(shop, 'AWS::CloudFront::ResponseHeadersPolicy')[
        (behavior.ResponseHeadersPolicyId as { Ref: string }).Ref
      ];
      expect(headers?.Properties.ResponseHeadersPolicyConfig.Name, pattern).toMatch(/kept-answer-headers$/);
      const policy = policies[(behavior.CachePolicyId as { Ref: string }).Ref]!.Properties.CachePolicyConfig;
      // Nothing is kept that does not say s-maxage; nothing longer than the ceiling.
      expect(policy).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: EDGE_MAX_TTL_SECONDS });
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [LANGUAGE_HEADER] },
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: [VERSION_PARAMETER] },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
      // The viewer function that writes the version reads the edge's key value store (its answers: cdk/test/edge.test.ts).
      const [association] = (behavior as unknown as { FunctionAssociations: { FunctionARN: { 'Fn::GetAtt': string[] } }[] })
        .FunctionAssociations;
      const fn = edgeFunctions[association?.FunctionARN['Fn::GetAtt'][0] as string]!;
      expect(fn.Properties.FunctionCode).toBe(CACHED_API_FUNCTION);
      expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([{ KeyValueStoreARN: { 'Fn::GetAtt': [pageIndex, 'Arn'] } }]);
    }
    // Every cached pattern is a GET route the edge may keep; its other routes are POSTs, never cached.
    for (const route of routes.filter((r) => patterns.some((p) => r.path === p || r.path.startsWith(p.replace('*', ''))))) {
      if (route.method === 'GET' && !route.cachedAtTheEdge) expect(route.path).toMatch(/getRandomRelatedProducts$/);
      if (route.cachedAtTheEdge) expect(route.method).toBe('GET');
    }
  });

  it('lets no function invalidate CloudFront: kept answers get new versions, and pages ask S3 again within a second', () => {
    expect(shopFunctions().filter(([, fn]) => actionsOf(fn).includes('cloudfront:CreateInvalidation'))).toEqual([]);
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    expect(distribution!.Properties.DistributionConfig.DefaultCacheBehavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
  });

  it('lets only the page functions write the site bucket', () => {
    const [siteBucket] = Object.keys(resourcesOf(shop, 'AWS::S3::Bucket')).filter((id) => id.includes('SiteBucket'));
    const writesSite = (fn: Fn) =>
      statementsOf(fn).some(
        (s) => asList(s.Action).some((a) => String(a).startsWith('s3:PutObject')) && JSON.stringify(s.Resource).includes(siteBucket!),
      );
    const writers = shopFunctions().filter(([, fn]) => writesSite(fn));
    const granted = [...consumers, ...streams].filter((s) => s.uses.siteFiles).map((s) => `shop-${STAGE}-${s.name}`);
    expect(granted).toContain(`shop-${STAGE}-catalogPages`);
    expect(writers.map(([, fn]) => fn.Properties.FunctionName).sort()).toEqual(granted.sort());
    for (const [id, fn] of writers) {
      expect(producedValue(shop, fn.Properties.Environment.Variables.SITE_BUCKET), id).toEqual({ Ref: siteBucket });
    }
  });

  it('answers the site through the viewer function that reads the page index (its answers: cdk/test/edge.test.ts)', () => {
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    const association = distribution!.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations[0];
    const fn = resourcesOf(shop, 'AWS::CloudFront::Function')[association.FunctionARN['Fn::GetAtt'][0]]!;
    expect(fn.Properties.FunctionCode).toBe(SITE_PAGES_FUNCTION);
    const [pageIndex] = Object.keys(resourcesOf(shop, 'AWS::CloudFront::KeyValueStore'));
    expect(fn.Properties.FunctionConfig.KeyValueStoreAssociations).toEqual([{ KeyValueStoreARN: { 'Fn::GetAtt': [pageIndex, 'Arn'] } }]);
    // The page functions, and they alone, write it.
    const writers = shopFunctions().filter(([, fn]) => 'PAGE_INDEX_ARN' in fn.Properties.Environment.Variables);
    expect(writers.map(([, fn]) => fn.Properties.FunctionName).sort()).toEqual(
      [...consumers, ...streams]
        .filter((s) => s.uses.pageIndex)
        .map((s) => `shop-${STAGE}-${s.name}`)
        .sort(),
    );
  });

  it('rewrites client-side routes in a viewer-request function instead of swallowing errors', () => {
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    const config = distribution!.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    // The response function answers a path of no page with 404 (cdk/test/edge.test.ts).
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
      { EventType: 'viewer-response', FunctionARN: expect.anything() },
    ]);
    for (const origin of config.Origins.filter((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig)) {
      expect(origin.OriginAccessControlId).toBeDefined();
    }
  });

  it("passes the shopper's address to the API in a header the browser cannot set", () => {
    const [distribution] = Object.values(resourcesOf(shop, 'AWS::CloudFront::Distribution'));
    const apiBehaviors = distribution!.Properties.DistributionConfig.CacheBehaviors.filter((b: { PathPattern: string }) =>
      ['/api/*', '/session-status'].includes(b.PathPattern),
    );
    expect(apiBehaviors).toHaveLength(2);
    const functions = resourcesOf(shop, 'AWS::CloudFront::Function');
    for (const behavior of apiBehaviors) {
      const [association] = behavior.FunctionAssociations;
      expect(association.EventType).toBe('viewer-request');
      const code = functions[association.FunctionARN['Fn::GetAtt'][0]]?.Properties.FunctionCode;
      expect(code).toContain("request.headers['x-shop-viewer-address'] = { value: event.viewer.ip }");
    }
  });

  it('sends CSP, HSTS, nosniff, a referrer policy and frame denial', () => {
    shop.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          // The CSP names the images bucket's domain (decision 041), so it is a join of the bucket's name and the rest.
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue() },
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000 },
          ContentTypeOptions: { Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
          FrameOptions: { FrameOption: 'DENY' },
        },
      },
    });
    const policy = Object.values(shop.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0];
    const csp = JSON.stringify(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/",\{"Fn::GetAtt":\["WebImagesBucket[0-9A-F]+","RegionalDomainName"\]\}/);
  });

  it('tells functions the CloudFront URL as SHOP_URL', () => {
    for (const [id, fn] of shopFunctions()) {
      expect(JSON.stringify(fn.Properties.Environment.Variables.SHOP_URL), id).toContain('DomainName');
    }
  });
});

it('leaves no unsuppressed cdk-nag AwsSolutions error', () => {
  expect(synth.nagErrors(`shop-${STAGE}-data`)).toEqual([]);
  for (const name of shopStacks) expect(synth.nagErrors(name), name).toEqual([]);
});
