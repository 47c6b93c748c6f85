/**
 * The app built from a small fixture route table (one tiny handler), to check what the real
 * tables do not exercise yet: scheduled jobs, a shared handler, prod settings, a custom domain,
 * and synth before `npm run build`.
 */
import { join } from 'node:path';
import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TableDef } from '@shop/lambdas/tables';
import { createShopApp, type ShopAppOptions } from '../lib/shop-app.ts';
import type { RouteTable } from '../lib/route-table.ts';
import { appWithContext, asList, mergedTemplate, messagesOf, nagErrors, policyStatements, resourcesOf } from './testApp.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');

const tables: Record<string, TableDef> = {
  things: {
    envVar: 'TABLE_THINGS',
    indexes: [{ name: 'byOwner', partitionKey: 'ownerKey', sortKey: 'createdAt' }],
    ttlAttribute: 'expiresAt',
  },
  // Where the mail suppression list is kept: a function that sends mail reads it (lambdas/grants.ts).
  customers: { envVar: 'TABLE_CUSTOMERS', indexes: [] },
};

const routeTable: RouteTable = {
  queues: { thingEvents: { envVar: 'QUEUE_THING_EVENTS_URL', deadLetterEnvVar: 'QUEUE_THING_EVENTS_DLQ_URL' } },
  routes: [
    { method: 'GET', path: '/api/things/{id}', handler: 'things/handler', uses: { tables: { things: 'read' } } },
    {
      method: 'POST',
      path: '/api/things',
      handler: 'things/handler',
      uses: { tables: { things: 'readWrite' }, sendsTo: ['thingEvents'] },
    },
  ],
  consumers: [{ name: 'thingEvents', queue: 'thingEvents', handler: 'things/handler', uses: { mail: true } }],
  jobs: [
    { name: 'sweepThings', everyMinutes: 15, handler: 'things/handler', uses: { tables: { things: 'readWrite' } } },
    { name: 'tick', everyMinutes: 1, handler: 'things/handler', uses: {} },
  ],
};

const options: ShopAppOptions = {
  routeTable,
  tables,
  lambdasDir: FIXTURES,
  contexts: { things: { folders: ['things'], holds: 'things' } },
  webDist: join(FIXTURES, 'no-such-dist'),
  imagesDir: join(FIXTURES, 'no-such-images'),
};

let shopStack: Stack;
let stacks: Stack[];
let dataStack: Stack;
let shop: Template;
let data: Template;

beforeAll(() => {
  const app = createShopApp(
    appWithContext({
      stage: 'prod',
      mailDomain: 'tkanica.example',
      domainName: 'shop.tkanica.example',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
    }),
    options,
  );
  shopStack = app.shop;
  dataStack = app.data;
  stacks = app.stacks.filter((stack) => stack !== app.data);
  shop = mergedTemplate(stacks);
  data = Template.fromStack(dataStack);
}, 300_000);

const functionNamed = (name: string) =>
  Object.entries(resourcesOf(shop, 'AWS::Lambda::Function')).find(([, f]) => f.Properties.FunctionName === name)!;

describe('jobs', () => {
  it('runs each job on an EventBridge rate schedule targeting its function’s live alias', () => {
    const rules = Object.values(resourcesOf(shop, 'AWS::Events::Rule'));
    expect(rules.map((r) => r.Properties.ScheduleExpression).sort()).toEqual(['rate(1 minute)', 'rate(15 minutes)']);
    const [sweepId, sweep] = functionNamed('shop-prod-sweepThings');
    const [aliasId] = Object.entries(resourcesOf(shop, 'AWS::Lambda::Alias')).find(([, a]) => a.Properties.FunctionName.Ref === sweepId)!;
    const rule = rules.find((r) => r.Properties.Name === 'shop-prod-sweepThings-schedule')!;
    expect(rule.Properties.Targets[0].Arn).toEqual({ Ref: aliasId });
    expect(sweep.Properties.Environment.Variables.TABLE_THINGS).toBeDefined();
    shop.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', FunctionName: { Ref: aliasId } });
  });

  it('deploys every function of prod gradually through its alias, rolled back on the API’s 5xx alarm', () => {
    const aliases = resourcesOf(shop, 'AWS::Lambda::Alias');
    const groups = Object.values(resourcesOf(shop, 'AWS::CodeDeploy::DeploymentGroup'));
    const functions = Object.keys(resourcesOf(shop, 'AWS::Lambda::Function')).filter((id) => id.startsWith('Fn'));
    expect(groups.length).toBe(functions.length);
    for (const [id, alias] of Object.entries(aliases)) {
      expect(alias.Properties.Name, id).toBe('live');
      expect(alias.UpdatePolicy?.CodeDeployLambdaAliasUpdate, id).toBeDefined();
    }
    for (const group of groups) {
      expect(group.Properties.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(group.Properties.AutoRollbackConfiguration).toEqual({
        Enabled: true,
        Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_REQUEST', 'DEPLOYMENT_STOP_ON_ALARM'],
      });
      expect(JSON.stringify(group.Properties.AlarmConfiguration.Alarms)).toContain('ServerErrorAlarm');
    }
  });
});

describe('functions', () => {
  it('shares one function between routes with the same handler, with the union of their access', () => {
    const routes = Object.values(resourcesOf(shop, 'AWS::ApiGatewayV2::Route'));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(['GET /api/things/{id}', 'POST /api/things']);
    const [, fn] = functionNamed('shop-prod-handler');
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_THINGS', 'QUEUE_THING_EVENTS_URL']));
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = resourcesOf(shop, 'AWS::IAM::Policy');
    const actions = policyStatements(shop)
      .filter((s) => asList(policies[s.policy]?.Properties.Roles).some((r: { Ref?: string }) => r.Ref === roleId))
      .flatMap((s) => asList(s.Action));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:PutItem', 'sqs:SendMessage']));
    expect(actions).not.toContain('ses:SendEmail');
  });

  it('grants table access including the table indexes, and nothing wider', () => {
    const [, fn] = functionNamed('shop-prod-handler');
    const roleId = fn.Properties.Role['Fn::GetAtt'][0];
    const policies = resourcesOf(shop, 'AWS::IAM::Policy');
    const dynamo = policyStatements(shop).filter(
      (s) =>
        asList(policies[s.policy]?.Properties.Roles).some((r: { Ref?: string }) => r.Ref === roleId) &&
        asList(s.Action).some((a) => a.startsWith('dynamodb:')),
    );
    const resources = JSON.stringify(dynamo.map((s) => s.Resource));
    expect(resources).toContain('/index/*');
    expect(resources).not.toMatch(/"\*"/);
  });

  it('refuses a handler in a folder no context deploys, naming the folder', () => {
    const stray: RouteTable = { ...routeTable, routes: [{ method: 'GET', path: '/api/gone', handler: 'gone/handlers/any', uses: {} }] };
    expect(() => createShopApp(appWithContext({ stage: 'stray' }), { ...options, routeTable: stray })).toThrow(
      /No context deploys lambdas\/gone: add "gone" to a context's folders/,
    );
  });

  it('refuses a handler module that does not exist, naming it', () => {
    const broken: RouteTable = {
      ...routeTable,
      routes: [{ method: 'GET', path: '/api/gone', handler: 'things/handlers/missing', uses: {} }],
      consumers: [],
      jobs: [],
    };
    expect(() => createShopApp(appWithContext({ stage: 'broken' }), { ...options, routeTable: broken })).toThrow(
      /things\/handlers\/missing\.ts/,
    );
  });
});

describe('prod', () => {
  it('retains and protects the tables and the payment keys', () => {
    for (const [name, table] of Object.entries(resourcesOf(data, 'AWS::DynamoDB::Table'))) {
      // Kept whatever a later deploy does, but not after the deploy that created it failed (its retry would meet it).
      expect(table.DeletionPolicy, name).toBe('RetainExceptOnCreate');
      expect(table.Properties.DeletionProtectionEnabled, name).toBe(true);
    }
    data.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'RetainExceptOnCreate' });
    expect(dataStack.terminationProtection).toBe(true);
  });

  it('serves the custom domain with TLS 1.2 and tells functions that URL', () => {
    shop.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: {
        Aliases: ['shop.tkanica.example'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      },
    });
    const [, fn] = functionNamed('shop-prod-handler');
    expect(fn.Properties.Environment.Variables.SHOP_URL).toBe('https://shop.tkanica.example');
    expect(functionNamed('shop-prod-thingEvents')[1].Properties.Environment.Variables.MAIL_FROM).toBe('shop@tkanica.example');
  });
});

describe('before a web build', () => {
  it('synthesizes without web/dist or seed images, with a warning for each', () => {
    expect(Object.keys(resourcesOf(shop, 'Custom::CDKBucketDeployment'))).toEqual([]);
    const warnings = messagesOf(shopStack)
      .filter((m) => m.level === 'warning')
      .map((m) => String(m.entry.data));
    expect(warnings.some((w) => w.includes('no-such-dist'))).toBe(true);
    expect(warnings.some((w) => w.includes('no-such-images'))).toBe(true);
  });
});

it('leaves no unsuppressed cdk-nag AwsSolutions error', () => {
  expect(nagErrors(dataStack)).toEqual([]);
  for (const stack of stacks) expect(nagErrors(stack), stack.stackName).toEqual([]);
});
