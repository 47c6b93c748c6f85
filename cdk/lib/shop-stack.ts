import { join } from 'node:path';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ShopAlarms } from './alarms.ts';
import { ShopApi } from './api.ts';
import type { ShopConfig } from './config.ts';
import { type BindableTable, REPO_ROOT, type ShopResources } from './constructs/shop-function.ts';
import { type Contexts, SHOP_CONTEXTS } from './contexts.ts';
import { ShopDashboard } from './dashboard.ts';
import { ShopEvents } from './events.ts';
import { ShopMail } from './mail.ts';
import { REAL_ROUTE_TABLE, type RouteTable } from './route-table.ts';
import { suppressCdkInternals } from './nag.ts';
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
  /** The information intermediary's API user for eRačuns (lambdas/invoices/mojERacun.ts). */
  readonly eRacunSecret: ISecret;
  readonly routeTable?: RouteTable;
  /** The contexts the route table's functions deploy in, by which the dashboard groups them. */
  readonly contexts?: Contexts;
  readonly webDist?: string;
  readonly imagesDir?: string;
}

/**
 * What a stage's contexts share: the API, the queues, mail, the alarm topic and the web front
 * (CloudFront, the site's and images' buckets, the page index). API and CloudFront share this
 * stack because each needs the other (CloudFront routes to the API, and CloudFront's URL is every
 * function's SHOP_URL). The functions are in their contexts' stacks (context-stack.ts), which read
 * what they need of this one; nothing here reads theirs (docs/decisions/050-stacks-by-context.md).
 */
export class ShopStack extends Stack {
  readonly api: ShopApi;
  readonly events: ShopEvents;
  readonly web: ShopWeb;
  readonly mail: ShopMail;
  readonly alarms: ShopAlarms;
  readonly dashboard: ShopDashboard;
  /** What functions' `uses` can name, for the functions of every context. */
  readonly resources: Omit<ShopResources, 'invoked'>;

  constructor(scope: Construct, id: string, props: ShopStackProps) {
    super(scope, id, props);
    const { config } = props;
    const routeTable = props.routeTable ?? REAL_ROUTE_TABLE;
    const webDist = props.webDist ?? join(REPO_ROOT, 'web', 'dist');

    const alarms = new ShopAlarms(this, 'Alarms', { config });
    this.alarms = alarms;
    alarms.fiscalReceiptUnconfirmed(this);
    alarms.fiscalReceiptRefused(this);
    alarms.fiscalReceiptNearLimit(this);
    alarms.eRacunRefused(this);
    alarms.lambdaThrottles(this);
    this.mail = new ShopMail(this, 'Mail', { config, alarms });
    this.events = new ShopEvents(this, 'Events', { config, alarms, queues: routeTable.queues, streams: routeTable.streams ?? [] });
    // SES's bounces and complaints reach their consumer through this queue (docs/decisions/052).
    if (this.events.queues.mailEvents) this.mail.deliverFeedbackTo(this.events.queues.mailEvents.queue);
    this.api = new ShopApi(this, 'Api', { config, alarms });
    this.dashboard = new ShopDashboard(this, 'Dashboard', {
      config,
      routeTable,
      contexts: props.contexts ?? SHOP_CONTEXTS,
      api: this.api,
      events: this.events,
    });
    this.web = new ShopWeb(this, 'Web', {
      config,
      apiOriginDomain: this.api.originDomainName,
      originSecret: props.originSecret,
      webDist,
      imagesDir: props.imagesDir ?? join(REPO_ROOT, 'local', 'seed', 'images'),
      cachedApiPaths: cachedApiPatterns(routeTable.routes),
    });

    this.resources = {
      tables: props.tables,
      queues: this.events.queues,
      mailer: this.mail,
      paymentSecrets: props.paymentSecrets,
      sessionKey: props.sessionKey,
      originSecret: props.originSecret,
      staffKey: props.staffKey,
      fiscal: { secret: props.fiscalSecret, cisUrl: config.cisUrl, eRacunCisUrl: config.eRacunCisUrl },
      eInvoices: { secret: props.eRacunSecret, apiUrl: config.eRacunApiUrl },
      site: this.web.siteBucket,
      images: this.web.imagesBucket,
      pageIndex: this.web.pageIndex,
    };

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
