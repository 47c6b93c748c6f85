/**
 * What an operator has of a stage (docs/runbook.md): the dashboard `shop-<stage>` naming every
 * function and queue the stage deploys, the alarms on throttling and on stream readers falling
 * behind, a runbook section for each, and every stack still within its share of CloudFormation's
 * resources. The real app without bundling (NodejsFunction skips esbuild), synthesized once for the
 * files that read it (cdk/test/synthesized.ts), so it takes seconds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers, invoked, jobs, routes, streams } from '@shop/lambdas/routes';
import { QUEUES } from '@shop/lambdas/queues';
import { handlerName, REPO_ROOT } from '../lib/constructs/shop-function.ts';
import { contextOf } from '../lib/contexts.ts';
import { RESOURCE_CEILING } from '../lib/limits.ts';
import type { ShopApp } from '../lib/shop-app.ts';
import { UNBUNDLED_STAGE as STAGE, unbundledShopApp } from './synthesized.ts';
import { resourcesOf } from './testApp.ts';

const named = (name: string) => `shop-${STAGE}-${name}`;
const SHOP_STACK = `shop-${STAGE}`;

/** One metric of a widget: namespace, name and dimensions, or an expression. */
interface WidgetMetric {
  namespace?: string;
  metricName?: string;
  dimensions: Record<string, string>;
  expression?: string;
  stat?: string;
  period?: number;
}
interface Widget {
  type: string;
  title: string;
  markdown?: string;
  metrics: WidgetMetric[];
  annotations: number[];
}

let shopApp: ShopApp;
let templates: Map<string, Template>;
let dashboardBody: unknown;
let widgets: Widget[];

beforeAll(() => {
  shopApp = unbundledShopApp();
  templates = new Map(shopApp.stacks.map((stack) => [stack.stackName, Template.fromStack(stack)]));
  const dashboards = Object.values(resourcesOf(stackTemplate(SHOP_STACK), 'AWS::CloudWatch::Dashboard'));
  expect(dashboards).toHaveLength(1);
  expect(dashboards[0]?.Properties.DashboardName).toBe(`shop-${STAGE}`);
  dashboardBody = dashboards[0]?.Properties.DashboardBody;
  widgets = parseDashboard(dashboardBody);
}, 120_000);

function stackTemplate(name: string): Template {
  const template = templates.get(name);
  if (!template) throw new Error(`No stack ${name}`);
  return template;
}

/** The dashboard's JSON with each reference to a resource as `ref:<logical id>`. */
function parseDashboard(body: unknown): Widget[] {
  const parts = typeof body === 'string' ? [body] : ((body as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1] ?? []);
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const ref = (part as { Ref?: string }).Ref;
      return ref ? `ref:${ref}` : 'token';
    })
    .join('');
  const json = JSON.parse(text) as { widgets: { type: string; properties: Record<string, any> }[] };
  return json.widgets.map(({ type, properties }) => ({
    type,
    title: properties.title ?? '',
    markdown: properties.markdown,
    annotations: (properties.annotations?.horizontal ?? []).map((a: { value: number }) => a.value),
    metrics: (properties.metrics ?? []).map((line: unknown[]) => {
      const options = (typeof line.at(-1) === 'object' ? line.at(-1) : {}) as Record<string, any>;
      const [namespace, metricName, ...rest] = line.filter((x) => typeof x === 'string') as string[];
      const dimensions: Record<string, string> = {};
      for (let i = 0; i + 1 < rest.length; i += 2) dimensions[rest[i] as string] = rest[i + 1] as string;
      return { namespace, metricName, dimensions, expression: options.expression, stat: options.stat, period: options.period };
    }),
  }));
}

const metricsOf = (filter: (w: Widget) => boolean) => widgets.filter(filter).flatMap((w) => w.metrics);
const dimensionValues = (metrics: WidgetMetric[], metricName: string, dimension: string) =>
  new Set(metrics.filter((m) => m.metricName === metricName).map((m) => m.dimensions[dimension]));

/** Every function the route table makes, named as the stage names it. */
const expectedFunctions = new Set(
  [...routes.map((r) => handlerName(r.handler)), ...[...consumers, ...jobs, ...streams, ...invoked].map((d) => d.name)].map(named),
);

function deployedFunctions(template: Template): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [id, fn] of Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))) {
    const name = String(fn.Properties.FunctionName ?? '');
    if (name.startsWith(named(''))) byName.set(name, id);
  }
  return byName;
}

function alarm(stack: string, name: string) {
  const found = Object.values(resourcesOf(stackTemplate(stack), 'AWS::CloudWatch::Alarm')).find(
    (a) => a.Properties.AlarmName === named(name),
  );
  if (!found) throw new Error(`No alarm ${named(name)} in ${stack}`);
  return found.Properties;
}

describe('the stage’s dashboard', () => {
  it('names every function of the route table, each in its context’s errors and throttles, as the context stacks deploy them', () => {
    const errors = dimensionValues(
      metricsOf(() => true),
      'Errors',
      'FunctionName',
    );
    expect([...errors].sort()).toEqual([...expectedFunctions].sort());
    for (const [context, stack] of Object.entries(shopApp.contexts)) {
      const deployed = [...deployedFunctions(stackTemplate(stack.stackName)).keys()].sort();
      const widget = metricsOf((w) => w.title.startsWith(`Lambda: ${context} `));
      expect([...dimensionValues(widget, 'Errors', 'FunctionName')].sort(), context).toEqual(deployed);
      expect([...dimensionValues(widget, 'Throttles', 'FunctionName')].sort(), context).toEqual(deployed);
      expect(widget.filter((m) => m.expression?.startsWith('SUM(')).length, context).toBe(2);
      const table = metricsOf((w) => w.title === `Errors by function: ${context}`);
      expect([...dimensionValues(table, 'Errors', 'FunctionName')].sort(), context).toEqual(deployed);
    }
  });

  it('shows every queue’s oldest message and every dead-letter queue’s depth, as the shop’s stack names them', () => {
    const queueNames = Object.values(resourcesOf(stackTemplate(SHOP_STACK), 'AWS::SQS::Queue')).map(
      (q) => q.Properties.QueueName as string,
    );
    const isDeadLetter = (name: string) => /-dlq(\.fifo)?$/.test(name);
    const all = metricsOf(() => true);
    expect([...dimensionValues(all, 'ApproximateAgeOfOldestMessage', 'QueueName')].sort()).toEqual(
      queueNames.filter((n) => !isDeadLetter(n)).sort(),
    );
    expect([...dimensionValues(all, 'ApproximateNumberOfMessagesVisible', 'QueueName')].sort()).toEqual(
      queueNames.filter(isDeadLetter).sort(),
    );
    for (const queue of Object.keys(QUEUES)) {
      expect(
        queueNames.some((n) => new RegExp(`^${named(queue)}(\\.fifo)?$`).test(n)),
        queue,
      ).toBe(true);
      expect(
        queueNames.some((n) => new RegExp(`^${named(queue)}-dlq(\\.fifo)?$`).test(n)),
        `${queue}-dlq`,
      ).toBe(true);
    }
    for (const stream of streams) expect(queueNames, stream.name).toContain(named(`${stream.name}-stream-dlq`));
  });

  it('shows the API’s requests, 4xx, 5xx, throttled and latency of the stage’s HTTP API', () => {
    const [apiId] = Object.keys(resourcesOf(stackTemplate(SHOP_STACK), 'AWS::ApiGatewayV2::Api'));
    const api = metricsOf((w) => w.title.startsWith('API '));
    for (const metricName of ['Count', '4xx', '5xx', 'Latency', 'IntegrationLatency']) {
      const found = api.filter((m) => m.namespace === 'AWS/ApiGateway' && m.metricName === metricName);
      expect(found.length, metricName).toBeGreaterThan(0);
      for (const m of found) expect(m.dimensions, metricName).toEqual({ ApiId: `ref:${apiId}` });
    }
    expect(api.find((m) => m.metricName === 'ApiThrottled')?.dimensions).toEqual({ ApiId: `ref:${apiId}` });
  });

  it('shows every business metric the functions count, CIS delivery among them', () => {
    const source = readFileSync(join(REPO_ROOT, 'lambdas', 'platform', 'metrics.ts'), 'utf8');
    const union = source.slice(source.indexOf('export type ShopMetric'), source.indexOf(';', source.indexOf('export type ShopMetric')));
    const counted = [...union.matchAll(/'(\w+)'/g)].map((m) => m[1] as string);
    expect(counted).toContain('OrderPlaced');
    const shown = metricsOf(() => true);
    for (const name of counted) {
      const found = shown.some(
        (m) => (m.namespace === 'Tkanica' && m.metricName === name) || m.expression?.includes(`MetricName="${name}"`),
      );
      expect(found, name).toBe(true);
    }
    const cis = metricsOf((w) => w.title === 'CIS delivery');
    expect(cis.map((m) => m.metricName)).toEqual(
      expect.arrayContaining([
        'FiscalReceiptUnconfirmed',
        'FiscalReceiptNearLimit',
        'FiscalReceiptRefused',
        'Errors',
        'ApproximateAgeOfOldestMessage',
      ]),
    );
  });

  it('shows each stream reader’s iterator age against the alarm’s minute, and the account’s concurrency', () => {
    const age = metricsOf((w) => w.title.startsWith('Stream readers'));
    expect([...dimensionValues(age, 'IteratorAge', 'FunctionName')].sort()).toEqual(streams.map((s) => named(s.name)).sort());
    for (const m of age) expect(m).toMatchObject({ stat: 'Maximum', period: 60 });
    expect(widgets.find((w) => w.title.startsWith('Stream readers'))?.annotations).toEqual([60_000]);
    const concurrency = metricsOf((w) => w.title.startsWith('Account concurrency'));
    for (const metricName of ['ConcurrentExecutions', 'UnreservedConcurrentExecutions']) {
      expect(concurrency.find((m) => m.metricName === metricName)?.dimensions, metricName).toEqual({});
    }
  });

  it('links the runbook’s sections, and reads nothing of another stack', () => {
    const text = widgets.find((w) => w.type === 'text')?.markdown ?? '';
    for (const section of ['api-throttled', 'lambda-throttles', '<reader>-iterator-age']) {
      expect(text).toContain(named(section));
    }
    expect(JSON.stringify(dashboardBody)).not.toMatch(/Fn::ImportValue|Fn::GetStackOutput/);
  });
});

describe('the stage’s alarms', () => {
  it('alarms on any Lambda throttle of the account, saying that the stages of one account share it', () => {
    expect(alarm(SHOP_STACK, 'lambda-throttles')).toMatchObject({
      Namespace: 'AWS/Lambda',
      MetricName: 'Throttles',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [expect.anything()],
      OKActions: [expect.anything()],
    });
    const props = alarm(SHOP_STACK, 'lambda-throttles');
    expect(props.Dimensions).toBeUndefined();
    expect(props.AlarmDescription).toMatch(/every stage deployed in the account/);
  });

  it('alarms when a payment event has waited in its dead-letter queue for more than an hour', () => {
    expect(alarm(SHOP_STACK, 'payment-event-dead-an-hour')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Statistic: 'Maximum',
      Threshold: 3600,
      ComparisonOperator: 'GreaterThanThreshold',
      AlarmActions: [expect.anything()],
    });
    expect(alarm(SHOP_STACK, 'payment-event-dead-an-hour').AlarmDescription).toMatch(/Today counts it/);
  });

  it('alarms on the API’s own 429s, counted from its access log apart from the functions’ 429s', () => {
    const shop = stackTemplate(SHOP_STACK);
    const [apiId] = Object.keys(resourcesOf(shop, 'AWS::ApiGatewayV2::Api'));
    expect(alarm(SHOP_STACK, 'api-throttled')).toMatchObject({
      Namespace: 'Tkanica',
      MetricName: 'ApiThrottled',
      Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const [filter] = Object.values(resourcesOf(shop, 'AWS::Logs::MetricFilter'));
    expect(filter?.Properties.FilterPattern).toMatch(/\$\.status = "429"/);
    expect(filter?.Properties.FilterPattern).toMatch(/\$\.integrationLatency = "-"/);
    expect(filter?.Properties.MetricTransformations).toEqual([
      expect.objectContaining({ MetricNamespace: 'Tkanica', MetricName: 'ApiThrottled', Dimensions: [{ Key: 'ApiId', Value: '$.apiId' }] }),
    ]);
    const [stage] = Object.values(resourcesOf(shop, 'AWS::ApiGatewayV2::Stage'));
    expect(JSON.parse(stage?.Properties.AccessLogSettings.Format).apiId).toBe('$context.apiId');
  });

  it('alarms when a stream reader is more than a minute behind, in the stack of its event source mapping', () => {
    for (const stream of streams) {
      const stack = named(contextOf(stream.handler));
      const functionId = deployedFunctions(stackTemplate(stack)).get(named(stream.name));
      expect(functionId, stream.name).toBeDefined();
      expect(alarm(stack, `${stream.name}-iterator-age`)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'IteratorAge',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
        Statistic: 'Maximum',
        Period: 60,
        Threshold: 60_000,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: 3,
        DatapointsToAlarm: 3,
        AlarmActions: [expect.anything()],
      });
    }
  });

  it('gives every function that reads a stream, whatever made it, an iterator-age alarm', () => {
    for (const [stack, template] of templates) {
      // A mapping calls the function's `live` alias (`<name>:live`, made from the alias's ARN); the alarm watches the function.
      const aliases = resourcesOf(template, 'AWS::Lambda::Alias');
      const functionOf = (name: unknown) => {
        const aliasId = /"Ref":"([^"]+)"/.exec(JSON.stringify(name))?.[1] ?? '';
        return (aliases[aliasId]?.Properties.FunctionName.Ref as string | undefined) ?? aliasId;
      };
      const readers = Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'))
        .filter((m) => m.Properties.StartingPosition)
        .map((m) => functionOf(m.Properties.FunctionName));
      const watched = Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm'))
        .filter((a) => a.Properties.MetricName === 'IteratorAge')
        .map((a) => a.Properties.Dimensions[0].Value.Ref as string);
      expect(new Set(watched), stack).toEqual(new Set(readers));
    }
  });

  it('has a runbook section for each', () => {
    const runbook = readFileSync(join(REPO_ROOT, 'docs', 'runbook.md'), 'utf8');
    for (const section of ['api-throttled', 'lambda-throttles', '<reader>-iterator-age']) {
      expect(runbook).toContain(`## \`shop-<stage>-${section}\``);
    }
  });
});

describe('the stage’s stacks', () => {
  it(`stay within ${RESOURCE_CEILING} resources each`, () => {
    for (const [stack, template] of templates) {
      expect(Object.keys(template.toJSON().Resources ?? {}).length, stack).toBeLessThanOrEqual(RESOURCE_CEILING);
    }
  });
});
