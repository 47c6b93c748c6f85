import { type App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { TableDef } from '@shop/lambdas/tables';
import { readConfig, type ShopConfig, shopName } from './config.ts';
import { DataStack } from './data-stack.ts';
import { AdminStack } from './admin-stack.ts';
import { isBackOfficeRoute, REAL_ROUTE_TABLE, type RouteTable } from './route-table.ts';
import { ShopStack } from './shop-stack.ts';

export interface ShopAppOptions {
  /** Test seams: other definitions than lambdas/routes.ts and lambdas/tables.ts. */
  readonly routeTable?: RouteTable;
  readonly tables?: Readonly<Record<string, TableDef>>;
  readonly lambdasDir?: string;
  /** Bundles built once for a whole test run, instead of NodejsFunction bundling each handler again. */
  readonly prebuiltBundles?: (entry: string) => string | undefined;
  readonly webDist?: string;
  readonly imagesDir?: string;
}

export interface ShopApp {
  readonly config: ShopConfig;
  readonly data: DataStack;
  readonly shop: ShopStack;
  /** The back office's functions and routes (docs/decisions/036-back-office.md); absent when the route table has none. */
  readonly admin?: AdminStack;
}

/** Both stacks of one stage (`-c stage=...`), checked by cdk-nag's AwsSolutions pack. */
export function createShopApp(app: App, options: ShopAppOptions = {}): ShopApp {
  const config = readConfig(app);
  const env = { account: config.account, region: config.region };
  const data = new DataStack(app, shopName(config, 'data'), {
    config,
    env,
    tables: options.tables,
    description: `Shop ${config.stage}: tables and payment keys (stateful)`,
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
    routeTable: options.routeTable,
    lambdasDir: options.lambdasDir,
    prebuiltBundles: options.prebuiltBundles,
    webDist: options.webDist,
    imagesDir: options.imagesDir,
    description: `Shop ${config.stage}: API, functions, queues, mail and web front`,
  });
  const backOffice = (options.routeTable ?? REAL_ROUTE_TABLE).routes.filter(isBackOfficeRoute);
  const admin =
    backOffice.length > 0
      ? new AdminStack(app, `shop-${config.stage}-admin`, {
          config,
          env,
          routes: backOffice,
          httpApi: shop.api.httpApi,
          makeFunction: shop.makeFunction,
          description: `Shop ${config.stage}: the back office's functions and routes on the shop's API`,
        })
      : undefined;
  Tags.of(app).add('app', 'shop');
  Tags.of(app).add('stage', config.stage);
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { config, data, shop, admin };
}
