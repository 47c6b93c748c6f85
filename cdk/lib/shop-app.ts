import { join } from 'node:path';
import { type App, Aspects, type Stack, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { TableDef } from '@shop/lambdas/tables';
import { readConfig, type ShopConfig, shopName } from './config.ts';
import { REPO_ROOT } from './constructs/shop-function.ts';
import { ContextStack } from './context-stack.ts';
import { type Contexts, isEmptySlice, SHOP_CONTEXTS, sliceByContext } from './contexts.ts';
import { DataStack } from './data-stack.ts';
import { shopFunctionFactory } from './functionFactory.ts';
import { REAL_ROUTE_TABLE, type RouteTable } from './route-table.ts';
import { ShopStack } from './shop-stack.ts';

export interface ShopAppOptions {
  /** One of several stages synthesized in one app; otherwise the context's `stage`. */
  readonly stage?: string;
  /** Test seams: other definitions than lambdas/routes.ts and lambdas/tables.ts. */
  readonly routeTable?: RouteTable;
  readonly tables?: Readonly<Record<string, TableDef>>;
  readonly lambdasDir?: string;
  /** Other contexts than the shop's (cdk/lib/contexts.ts), for a route table of other folders. */
  readonly contexts?: Contexts;
  /** Bundles built once for a whole test run, instead of NodejsFunction bundling each handler again. */
  readonly prebuiltBundles?: (entry: string) => string | undefined;
  readonly webDist?: string;
  readonly imagesDir?: string;
}

export interface ShopApp {
  readonly config: ShopConfig;
  readonly data: DataStack;
  /** The API, queues, mail and web front every context shares. */
  readonly shop: ShopStack;
  /** One stack per bounded context that has functions, by the context's name (cdk/lib/contexts.ts). */
  readonly contexts: Readonly<Record<string, ContextStack>>;
  /** The back office's functions and routes (docs/decisions/036-back-office.md); absent when the route table has none. */
  readonly admin?: ContextStack;
  /** Every stack of the stage, in the order they deploy. */
  readonly stacks: readonly Stack[];
}

/** Every stack of one stage (`-c stage=...`), checked by cdk-nag's AwsSolutions pack. */
export function createShopApp(app: App, options: ShopAppOptions = {}): ShopApp {
  const config = readConfig(app, options.stage);
  const env = { account: config.account, region: config.region };
  const routeTable = options.routeTable ?? REAL_ROUTE_TABLE;
  const webDist = options.webDist ?? join(REPO_ROOT, 'web', 'dist');
  const data = new DataStack(app, shopName(config, 'data'), {
    config,
    env,
    tables: options.tables,
    description: `Shop ${config.stage}: tables and secrets (stateful)`,
  });
  const shop = new ShopStack(app, `shop-${config.stage}`, {
    config,
    env,
    tables: data.tables,
    paymentSecrets: data.paymentSecrets,
    sessionKey: data.sessionKey,
    originSecret: data.originSecret,
    staffKey: data.staffKey,
    fiscalSecret: data.fiscalSecret,
    eRacunSecret: data.eRacunSecret,
    routeTable,
    contexts: options.contexts,
    webDist,
    imagesDir: options.imagesDir,
    description: `Shop ${config.stage}: API, queues, mail and web front shared by its contexts`,
  });
  const factory = shopFunctionFactory({
    config,
    lambdasDir: options.lambdasDir ?? join(REPO_ROOT, 'lambdas'),
    prebuiltBundles: options.prebuiltBundles,
    resources: shop.resources,
    environment: { STAGE: config.stage, SHOP_URL: shop.web.url },
  });

  const contexts = options.contexts ?? SHOP_CONTEXTS;
  const slices = sliceByContext(routeTable, contexts);
  // The contexts whose functions others invoke come first, so that those others can be granted.
  const order = [...slices.keys()].sort((a, b) => Number(slices.get(b)?.invoked.length ?? 0) - Number(slices.get(a)?.invoked.length ?? 0));
  const stacks: Record<string, ContextStack> = {};
  for (const name of order) {
    const slice = slices.get(name);
    if (!slice || isEmptySlice(slice)) continue;
    stacks[name] = new ContextStack(app, shopName(config, name), {
      config,
      env,
      slice,
      httpApi: shop.api.httpApi,
      events: shop.events,
      tables: data.tables,
      makeFunction: factory.make,
      registerInvoked: factory.register,
      siteDeployment: shop.web.siteDeployment,
      webDist,
      rollbackAlarms: [shop.api.serverErrors],
      description: `Shop ${config.stage}: ${contexts[name]?.holds ?? name}`,
    });
  }
  const stageStacks = [data, shop, ...Object.values(stacks)];
  for (const stack of stageStacks) {
    Tags.of(stack).add('app', 'shop');
    Tags.of(stack).add('stage', config.stage);
    Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  }
  return { config, data, shop, contexts: stacks, admin: stacks.admin, stacks: stageStacks };
}
