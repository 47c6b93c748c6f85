/**
 * The ceiling holds: a context that grows past 300 resources does not synthesize (so neither
 * `npm test`'s CLI synth nor a deploy gets past it), and each template's figures are held to
 * 60 % of CloudFormation's limits by the same sums the CLI's synths apply (cdk/test/cliAssembly.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REPO_ROOT } from '../lib/constructs/shop-function.ts';
import { SHOP_CONTEXTS } from '../lib/contexts.ts';
import type { RouteDef } from '../lib/route-table.ts';
import { REAL_ROUTE_TABLE } from '../lib/route-table.ts';
import { createShopApp } from '../lib/shop-app.ts';
import { overCeilings, RESOURCE_CEILING, templateFigures } from '../lib/limits.ts';
import { appWithContext } from './testApp.ts';

describe('a stack past the ceiling', () => {
  it('fails to synthesize, naming the stack, when the catalog gets 60 more routes, each on a handler of its own', () => {
    // The real handlers, and 60 more in a folder the catalog's context deploys; below the repo, where bundling looks.
    mkdirSync(join(REPO_ROOT, 'node_modules', '.cache'), { recursive: true });
    const lambdasDir = mkdtempSync(join(REPO_ROOT, 'node_modules', '.cache', 'shop-limits-'));
    for (const folder of readdirSync(join(REPO_ROOT, 'lambdas'))) symlinkSync(join(REPO_ROOT, 'lambdas', folder), join(lambdasDir, folder));
    mkdirSync(join(lambdasDir, 'extras'));
    const extra: RouteDef[] = Array.from({ length: 60 }, (_, i) => {
      writeFileSync(join(lambdasDir, 'extras', `extra${i}.ts`), 'export const handler = async () => ({ statusCode: 200 });\n');
      return {
        method: 'GET',
        path: `/api/extras/${i}`,
        handler: `extras/extra${i}`,
        uses: { tables: { catalog: 'read' }, originSecret: true },
      };
    });
    const contexts = { ...SHOP_CONTEXTS, catalog: { ...SHOP_CONTEXTS.catalog!, folders: [...SHOP_CONTEXTS.catalog!.folders, 'extras'] } };
    const app = appWithContext({ stage: 'limits', 'aws:cdk:bundling-stacks': [] });
    createShopApp(app, { lambdasDir, contexts, routeTable: { ...REAL_ROUTE_TABLE, routes: [...REAL_ROUTE_TABLE.routes, ...extra] } });
    onTestFinished(() => rmSync(lambdasDir, { recursive: true, force: true }));
    expect(() => app.synth()).toThrow(
      new RegExp(`Number of resources in stack 'shop-limits-catalog': \\d+ is greater than allowed maximum of ${RESOURCE_CEILING}`),
    );
  }, 120_000);
});

describe('the ceilings', () => {
  it('name every figure of a template past 60 % of its limit', () => {
    const resources = Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`R${i}`, { Type: 'AWS::SNS::Topic' }]));
    const outputs = Object.fromEntries(Array.from({ length: 121 }, (_, i) => [`O${i}`, { Value: 'x' }]));
    const template = { Description: 'x'.repeat(700), Resources: resources, Outputs: outputs };
    expect(overCeilings('shop-x', templateFigures(template))).toEqual([
      "shop-x: resources 301 is over 300 (60 % of CloudFormation's 500)",
      "shop-x: outputs 121 is over 120 (60 % of CloudFormation's 200)",
      "shop-x: descriptionBytes 700 is over 614 (60 % of CloudFormation's 1024)",
    ]);
    const big = { Resources: { R: { Type: 'AWS::SNS::Topic', Properties: { DisplayName: 'x'.repeat(600_001) } } } };
    expect(overCeilings('shop-y', templateFigures(big))).toEqual([expect.stringMatching(/^shop-y: templateBytes 6000\d\d is over 600000/)]);
  });

  it('leave a template within every ceiling alone', () => {
    expect(overCeilings('shop-z', templateFigures({ Resources: { R: { Type: 'AWS::SNS::Topic' } } }))).toEqual([]);
  });
});
