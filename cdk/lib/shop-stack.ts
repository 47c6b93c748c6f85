import { join } from 'node:path';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ShopAlarms } from './alarms.ts';
import { ShopApi } from './api.ts';
import type { ShopConfig } from './config.ts';
import {
  type BindableTable,
  type FunctionFactory,
  type InvokableFunction,
  REPO_ROOT,
  ShopFunction,
  type ShopResources,
} from './constructs/shop-function.ts';
import { ShopEvents } from './events.ts';
import { ShopMail } from './mail.ts';
import { isBackOfficeRoute, REAL_ROUTE_TABLE, type RouteTable } from './route-table.ts';
import { suppressCdkInternals } from './nag.ts';
import { PageRedraw } from './pageRedraw.ts';
import { cachedApiPatterns, ShopWeb } from './web.ts';

export interface ShopStackProps extends StackProps {
  readonly config: ShopConfig;
  readonly tables: Readonly<Record<string, BindableTable>>;
  readonly paymentSecrets: ISecret;
  readonly sessionKey: ISecret;
  /** What CloudFront sends the API to show a request came through it (lambdas/platform/edge.ts). */
  readonly originSecret: ISecret;
  /** Signs staff's session tokens and seals their second factor (lambdas/staff/). */
  readonly staffKey: ISecret;
  /** FINA's fiscal certificate and the operator's OIB (lambdas/fiscal/fiscalCredentials.ts). */
  readonly fiscalSecret: ISecret;
  readonly routeTable?: RouteTable;
  /** Where handler modules live (lambdas/). */
  readonly lambdasDir?: string;
  /** The folder of a handler module's ready bundle, if it has one (see ShopFunctionProps.bundled). */
  readonly prebuiltBundles?: (entry: string) => string | undefined;
  readonly webDist?: string;
  readonly imagesDir?: string;
}

/**
 * The stateless part of a stage: API, functions, queues, schedules, mail and the web front.
 * API and CloudFront share this stack because each needs the other (CloudFront routes to the
 * API; functions get the CloudFront URL as SHOP_URL), which across stacks would be a cycle.
 */
export class ShopStack extends Stack {
  readonly api: ShopApi;
  readonly events: ShopEvents;
  readonly web: ShopWeb;
  readonly mail: ShopMail;
  /** Makes a shop function in any scope: the admin's stack makes its functions with it (docs/decisions/036). */
  readonly makeFunction: FunctionFactory;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routeTable = props.routeTable ?? REAL_ROUTE_TABLE;
    const lambdasDir = props.lambdasDir ?? join(REPO_ROOT, 'lambdas');
    const webDist = props.webDist ?? join(REPO_ROOT, 'web', 'dist');

    const alarms = new ShopAlarms(this, 'Alarms', { config });
    alarms.fiscalReceiptUnconfirmed(this);
    this.mail = new ShopMail(this, 'Mail', { config });
    this.events = new ShopEvents(this, 'Events', { config, alarms, queues: routeTable.queues });
    this.api = new ShopApi(this, 'Api', { config, alarms });
    this.web = new ShopWeb(this, 'Web', {
      config,
      apiOriginDomain: this.api.originDomainName,
      originSecret: props.originSecret,
      webDist,
      imagesDir: props.imagesDir ?? join(REPO_ROOT, 'local', 'seed', 'images'),
      cachedApiPaths: cachedApiPatterns(routeTable.routes),
    });

    // Filled first, below, so the functions that invoke them can be granted.
    const invoked: Record<string, InvokableFunction> = {};
    const resources: ShopResources = {
      tables: props.tables,
      queues: this.events.queues,
      mailer: this.mail,
      paymentSecrets: props.paymentSecrets,
      sessionKey: props.sessionKey,
      originSecret: props.originSecret,
      staffKey: props.staffKey,
      fiscal: { secret: props.fiscalSecret, cisUrl: config.cisUrl },
      edge: this.web.distribution,
      site: this.web.siteBucket,
      images: this.web.imagesBucket,
      pageIndex: this.web.pageIndex,
      invoked,
    };
    const names = new Set<string>();
    const makeFunction: FunctionFactory = (scope, def, options) => {
      if (names.has(def.name)) throw new Error(`Two functions would be named "${def.name}"; rename a handler or job.`);
      names.add(def.name);
      const entry = join(lambdasDir, `${def.handler}.ts`);
      const fn = new ShopFunction(scope, `Fn-${def.name}`, {
        config,
        name: def.name,
        entry,
        bundled: props.prebuiltBundles?.(entry),
        resources,
        environment: { STAGE: config.stage, SHOP_URL: this.web.url },
        // scrypt at N=2^17 wants 128 MiB and a whole vCPU, which Lambda gives at 1769 MB.
        ...(def.uses.passwordHashing ? { memorySize: 1769 } : {}),
        // sharp makes eight AVIF and WebP variants of a photo of up to 50 megapixels within API Gateway's 30 s (decision 041).
        ...(def.uses.images ? { memorySize: 2048, timeout: Duration.seconds(29) } : {}),
        ...options,
      });
      return fn.bindFromUses(def.uses);
    };
    for (const def of routeTable.invoked ?? []) {
      const fn = makeFunction(this, def, { description: `Invoked by the shop's functions: ${def.name}` });
      invoked[def.name] = { name: def.name, envVar: def.envVar, fn: fn.fn };
    }
    this.makeFunction = makeFunction;
    // The back office's routes are added by its own stack (cdk/lib/admin-stack.ts).
    this.api.addRoutes(
      routeTable.routes.filter((route) => !isBackOfficeRoute(route)),
      makeFunction,
    );
    this.events.addConsumers(routeTable.consumers, makeFunction);
    this.events.addJobs(routeTable.jobs, makeFunction);
    this.events.addStreams(routeTable.streams ?? [], makeFunction, props.tables);
    // Every page drawn again after a deploy that changed the build or the page function (docs/decisions/031).
    const pageDrawer = (routeTable.streams ?? []).find((stream) => stream.uses.siteFiles && stream.uses.pageIndex);
    const pageFunction = pageDrawer ? this.events.streams[pageDrawer.name] : undefined;
    if (pageFunction && this.web.siteDeployment) {
      new PageRedraw(this, 'PageRedraw', { config, pageFunction: pageFunction.fn, after: this.web.siteDeployment, webDist });
    }

    new CfnOutput(this, 'ShopUrl', { value: this.web.url, description: 'The shop' });
    new CfnOutput(this, 'DistributionDomain', {
      value: this.web.distribution.distributionDomainName,
      description: 'CNAME target for a custom domain',
    });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.httpApi.apiEndpoint,
      description: "The API's own address: it answers 403 to anyone but CloudFront",
    });
    new CfnOutput(this, 'ImagesBucket', { value: this.web.imagesBucket.bucketName });

    suppressCdkInternals(this);
  }
}
