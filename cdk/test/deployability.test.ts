/**
 * What makes a deploy of a new stage succeed the first time and its retry succeed after a
 * failure: nothing with a fixed name outlives a failed create, nothing deploys that nothing uses,
 * and each context's stack holds its context's functions and no other's. The real app without
 * bundling (NodejsFunction skips esbuild), in prod, so it takes seconds.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { consumers, routes } from '@shop/lambdas/routes';
import { handlerName } from '../lib/constructs/shop-function.ts';
import { contextOf } from '../lib/contexts.ts';
import { createShopApp, type ShopApp } from '../lib/shop-app.ts';
import { appWithContext, resourcesOf } from './testApp.ts';

let shopApp: ShopApp;
let templates: [string, Template][];

beforeAll(() => {
  shopApp = createShopApp(appWithContext({ stage: 'prod', alarmEmail: 'ops@tkanica.example', 'aws:cdk:bundling-stacks': [] }));
  templates = shopApp.stacks.map((stack) => [stack.stackName, Template.fromStack(stack)]);
}, 120_000);

describe('a failed first deploy can be retried', () => {
  it('lets CloudFormation name every log group, so none kept from a rollback blocks the retry', () => {
    for (const [stack, template] of templates) {
      for (const [id, group] of Object.entries(resourcesOf(template, 'AWS::Logs::LogGroup'))) {
        expect(group.Properties.LogGroupName, `${stack}/${id}`).toBeUndefined();
      }
    }
  });

  it('keeps what holds data in prod, except after the deploy that created it failed', () => {
    const kept = templates.flatMap(([stack, template]) =>
      Object.entries(template.toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string }>)
        .filter(([, r]) => r.DeletionPolicy && r.DeletionPolicy !== 'Delete' && r.Type !== 'AWS::Lambda::Version')
        .map(([id, r]) => ({ at: `${stack}/${id}`, type: r.Type, policy: r.DeletionPolicy })),
    );
    expect(kept.filter((r) => r.policy !== 'RetainExceptOnCreate')).toEqual([]);
    const types = new Set(kept.map((r) => r.type));
    for (const type of ['AWS::DynamoDB::Table', 'AWS::SecretsManager::Secret', 'AWS::S3::Bucket', 'AWS::Logs::LogGroup']) {
      expect(types, type).toContain(type);
    }
  });
});

describe('nothing deployed that nothing uses', () => {
  it('deploys only Lambda layers a function carries', () => {
    const carried = new Set<string>();
    const layers: string[] = [];
    for (const [, template] of templates) {
      for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function'))) {
        for (const layer of fn.Properties.Layers ?? []) carried.add(JSON.stringify(layer));
      }
      layers.push(...Object.keys(resourcesOf(template, 'AWS::Lambda::LayerVersion')));
    }
    for (const id of layers) expect(carried.has(JSON.stringify({ Ref: id })), id).toBe(true);
  });
});

describe('stacks by context', () => {
  it('puts each route’s function in the stack of its handler’s context, and no function in the shop’s shared stack', () => {
    const named = (stack: string) =>
      Object.values(resourcesOf(templates.find(([name]) => name === stack)![1], 'AWS::Lambda::Function'))
        .map((f) => String(f.Properties.FunctionName ?? ''))
        .filter((name) => name.startsWith('shop-prod-'));
    expect(named('shop-prod')).toEqual([]);
    for (const route of routes) {
      expect(named(`shop-prod-${contextOf(route.handler)}`), route.path).toContain(`shop-prod-${handlerName(route.handler)}`);
    }
  });

  it('makes every context stack depend on the shop’s and the data’s stacks, and none of those on a context', () => {
    for (const stack of Object.values(shopApp.contexts)) {
      expect(stack.dependencies, stack.stackName).toEqual(expect.arrayContaining([shopApp.shop, shopApp.data]));
    }
    const contexts = new Set<unknown>(Object.values(shopApp.contexts));
    expect(shopApp.shop.dependencies.filter((d) => contexts.has(d))).toEqual([]);
    expect(shopApp.data.dependencies).toEqual([]);
  });
});

describe('table streams', () => {
  it('have at most two readers each; every other consumer is fed through its FIFO queue', () => {
    const readers = new Map<string, number>();
    for (const [, template] of templates) {
      for (const mapping of Object.values(resourcesOf(template, 'AWS::Lambda::EventSourceMapping'))) {
        const source = JSON.stringify(mapping.Properties.EventSourceArn);
        if (!source.includes('StreamArn') && !source.includes('/stream/')) continue;
        readers.set(source, (readers.get(source) ?? 0) + 1);
      }
    }
    expect(readers.size).toBe(4);
    for (const [stream, count] of readers) expect(count, stream).toBeLessThanOrEqual(2);
    const fifo = templates.flatMap(([, t]) => Object.values(resourcesOf(t, 'AWS::SQS::Queue')).filter((q) => q.Properties.FifoQueue));
    // Each feed and its dead-letter queue.
    expect(fifo.length).toBe(2 * consumers.filter((c) => c.fedBy).length);
  });
});
