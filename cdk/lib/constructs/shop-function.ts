import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, Architecture, Code, type IFunction, LayerVersion, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type GrantedUses, grantsOf, type TableAccess } from '@shop/lambdas/grants';
import { IMAGE_UPLOADS_PREFIX } from '@shop/shared/contract/adminImages';
import { FactName } from 'aws-cdk-lib/region-info';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { type ShopConfig, shopName, statefulRemovalPolicy } from '../config.ts';
import { REPO_ROOT, SHOP_RUNTIME, shopBundling } from './bundling.ts';

/** A `uses` entry of lambdas/routes.ts, with names as plain strings. */
export type { GrantedUses as Uses, TableAccess } from '@shop/lambdas/grants';

/** A table as functions see it: the table and the variable that carries its name. */
export interface BindableTable {
  readonly name: string;
  readonly envVar: string;
  readonly table: ITable;
  readonly hasIndexes: boolean;
}

export interface BindableQueue {
  readonly name: string;
  readonly envVar: string;
  readonly queue: IQueue;
  /** Where its messages go after every delivery failed, and the variable that carries its URL. */
  readonly deadLetters?: { readonly envVar: string; readonly queue: IQueue };
}

/** A function others invoke, and the variable that carries its name to them. */
export interface InvokableFunction {
  readonly name: string;
  readonly envVar: string;
  readonly fn: IFunction;
}

export interface Mailer {
  readonly identity: IEmailIdentity;
  readonly fromAddress: string;
  /** The SES configuration set every send names (cdk/lib/mail.ts), by its literal name: no reference to the stack that holds it. */
  readonly configurationSetName: string;
}

/** What `uses` entries can name; each ShopFunction binds only what its entry asks for. */
export interface ShopResources {
  readonly tables: Readonly<Record<string, BindableTable>>;
  readonly queues: Readonly<Record<string, BindableQueue>>;
  readonly mailer: Mailer;
  readonly paymentSecrets: ISecret;
  readonly sessionKey: ISecret;
  readonly originSecret: ISecret;
  /** Signs staff's session tokens and seals their second factor's secrets (lambdas/staff/; docs/decisions/036). */
  readonly staffKey: ISecret;
  /** The fiscal certificate's secret and CIS's address. */
  readonly fiscal: { readonly secret: ISecret; readonly cisUrl: string; readonly eRacunCisUrl: string };
  /** The information intermediary's API user (a secret) and its address, for eRačuns (lambdas/invoices/mojERacun.ts). */
  readonly eInvoices: { readonly secret: ISecret; readonly apiUrl: string };
  /** The bucket CloudFront serves the site from: prerendered pages and sitemap.xml are written there (lambdas/pages/). */
  readonly site: IBucket;
  /** The bucket CloudFront serves /images/ from: the back office's uploads land below uploads/ and their variants go below images/ (decision 041). */
  readonly images: IBucket;
  /** The edge's key value store, which CloudFront's viewer functions read: drawn pages, kept answers' versions (lambdas/platform/pageIndex.ts). */
  readonly pageIndex: IKeyValueStore;
  /** The functions others invoke, by name (routes.ts `invoked`): made before the functions that invoke them. */
  readonly invoked: Readonly<Record<string, InvokableFunction>>;
}

export interface ShopFunctionProps {
  readonly config: ShopConfig;
  /** Short name: the function is `shop-<stage>-<name>`. */
  readonly name: string;
  /** Absolute path of the handler module (exports `handler`). */
  readonly entry: string;
  readonly resources: ShopResources;
  /** Variables every function gets (STAGE, SHOP_URL). */
  readonly environment?: Record<string, string>;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly description?: string;
  /**
   * A folder holding the handler already bundled with `shopBundling()`'s options (index.mjs
   * and what the after-bundling hook adds), deployed as it is instead of bundling again.
   */
  readonly bundled?: string;
}

export { REPO_ROOT } from './bundling.ts';

/** The alias the shop's callers call. */
export const LIVE_ALIAS = 'live';

/**
 * The AWS Parameters and Secrets Lambda Extension through which a function reads its secrets
 * (lambdas/platform/secrets.ts; docs/decisions/093): on localhost, so no function carries the
 * Secrets Manager client. Its own cache is off: the function keeps each secret itself, and reads
 * a refused one again at once, which a cached answer would defeat.
 */
export const SECRETS_EXTENSION = {
  version: ParamsAndSecretsVersions.V1_0_103,
  environment: { PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773', PARAMETERS_SECRETS_EXTENSION_CACHE_ENABLED: 'false' },
} as const;

/** The key value store calls lambdas/platform/pageIndex.ts makes. */
export const PAGE_INDEX_ACTIONS = ['DescribeKeyValueStore', 'GetKey', 'UpdateKeys'] as const;

/**
 * One shop Lambda function: Node 22 on arm64, a self-contained minified ESM bundle with
 * source maps, its own log group (one month) and its own role that starts with nothing but
 * writing to that log group. The bind helpers set the variable a handler reads and grant
 * exactly the access it needs, so least privilege follows from `uses` in routes.ts.
 */
export class ShopFunction extends Construct {
  readonly fn: NodejsFunction;
  /**
   * The alias every caller calls (API Gateway, event sources, schedules, other functions): a
   * deploy publishes a version and moves `live` to it, in prod gradually, rolled back on the
   * API's 5xx alarm (context-stack.ts, docs/decisions/050).
   */
  readonly live: Alias;
  readonly role: Role;
  readonly functionName: string;
  private readonly resources: ShopResources;
  private readonly bound = new Set<string>();

  constructor(scope: Construct, id: string, props: ShopFunctionProps) {
    super(scope, id);
    this.resources = props.resources;
    this.functionName = shopName(props.config, props.name);
    if (!existsSync(props.entry)) {
      throw new Error(`Handler module for ${this.functionName} not found: ${props.entry}`);
    }

    // Named by CloudFormation, not `/aws/lambda/<function>`: a fixed name kept after a failed
    // first deploy would make its retry fail with "already exists"; the function's logging
    // config points at it, and the dashboard and runbook find it through the function.
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: statefulRemovalPolicy(props.config),
    });
    // An own role instead of AWSLambdaBasicExecutionRole, which may create any log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${this.functionName}`,
    });
    logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      functionName: this.functionName,
      description: props.description,
      ...(props.bundled
        ? { code: Code.fromAsset(props.bundled), handler: 'index.handler' }
        : {
            entry: props.entry,
            handler: 'handler',
            projectRoot: REPO_ROOT,
            depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
            bundling: shopBundling(),
          }),
      runtime: SHOP_RUNTIME,
      architecture: Architecture.ARM_64,
      timeout: props.timeout ?? Duration.seconds(15),
      memorySize: props.memorySize ?? 1024,
      role: this.role,
      logGroup,
      // Stack traces point into the TypeScript sources through the bundled source maps.
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
    });
    this.live = new Alias(this, 'Live', { aliasName: LIVE_ALIAS, version: this.fn.currentVersion });
    NagSuppressions.addResourceSuppressions(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 (LTS) is the runtime the whole repo targets (engines, @types/node 22, esbuild target node22, the local stack); all functions move to a newer runtime together, in one change.',
      },
    ]);
  }

  /**
   * Sets the table's name variable and grants read or read/write on it and its indexes, or, for
   * `append`, PutItem on the table alone: nothing that could change or delete an item there.
   */
  bindTable(table: BindableTable, access: TableAccess): this {
    if (!this.once(`table:${table.name}:${access}`)) return this;
    this.fn.addEnvironment(table.envVar, table.table.tableName);
    if (access === 'append') {
      // The table alone: CDK's grant would add its indexes too, where PutItem means nothing.
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['dynamodb:PutItem'], resources: [table.table.tableArn] }));
      return this;
    }
    if (access === 'read') table.table.grantReadData(this.role);
    else table.table.grantReadWriteData(this.role);
    if (table.hasIndexes) {
      NagSuppressions.addResourceSuppressions(
        this.role,
        [
          {
            id: 'AwsSolutions-IAM5',
            reason: `DynamoDB grants cover the indexes of table ${table.name} (<table>/index/*) so Query on its GSIs works; no other table.`,
            appliesTo: [{ regex: '/^Resource::.*\\/index\\/\\*$/g' }],
          },
        ],
        true,
      );
    }
    return this;
  }

  /** Sets the queue's URL variable and grants sending to it (not receiving). */
  bindQueue(queue: BindableQueue): this {
    if (!this.once(`queue:${queue.name}`)) return this;
    this.fn.addEnvironment(queue.envVar, queue.queue.queueUrl);
    queue.queue.grantSendMessages(this.role);
    return this;
  }

  /**
   * Sets MAIL_FROM and MAIL_CONFIGURATION_SET and grants ses:SendEmail/SendRawEmail on the shop's
   * identity and its configuration set only: SES checks both resources of a send that names a set.
   * The suppression list's table comes with the grant (lambdas/grants.ts `withImpliedGrants`).
   */
  bindMailer(mailer: Mailer = this.resources.mailer): this {
    if (!this.once('mailer')) return this;
    this.fn.addEnvironment('MAIL_FROM', mailer.fromAddress);
    this.fn.addEnvironment('MAIL_CONFIGURATION_SET', mailer.configurationSetName);
    const configurationSetArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: mailer.configurationSetName,
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [mailer.identity.emailIdentityArn, configurationSetArn],
      }),
    );
    return this;
  }

  /** Passes a secret's ARN in `envVar`, grants reading it, and adds the extension that reads it once per function. */
  private readsSecret(envVar: string, secret: ISecret): void {
    this.fn.addEnvironment(envVar, secret.secretArn);
    secret.grantRead(this.role);
    if (!this.once('secretsExtension')) return;
    const arn = Stack.of(this).regionalFact(FactName.paramsAndSecretsLambdaLayer(SECRETS_EXTENSION.version, Architecture.ARM_64.name));
    this.fn.addLayers(LayerVersion.fromLayerVersionArn(this, 'SecretsExtension', arn));
    for (const [name, value] of Object.entries(SECRETS_EXTENSION.environment)) this.fn.addEnvironment(name, value);
  }

  /** Passes the payment keys' secret ARN (PAYMENT_SECRETS_ARN) and grants reading that secret. */
  bindPaymentSecrets(secret: ISecret = this.resources.paymentSecrets): this {
    if (!this.once('paymentSecrets')) return this;
    this.readsSecret('PAYMENT_SECRETS_ARN', secret);
    return this;
  }

  /** Passes the session-token key's secret ARN (SESSION_KEY_ARN) and grants reading that secret. */
  bindSessionKey(secret: ISecret = this.resources.sessionKey): this {
    if (!this.once('sessionKey')) return this;
    this.readsSecret('SESSION_KEY_ARN', secret);
    return this;
  }

  /** Passes the back office's key's secret ARN (STAFF_KEY_ARN) and grants reading that secret. */
  bindStaffKey(secret: ISecret = this.resources.staffKey): this {
    if (!this.once('staffKey')) return this;
    this.readsSecret('STAFF_KEY_ARN', secret);
    return this;
  }

  /** Passes the edge's origin secret's ARN (ORIGIN_SECRET_ARN) and grants reading that secret. */
  bindOriginSecret(secret: ISecret = this.resources.originSecret): this {
    if (!this.once('originSecret')) return this;
    this.readsSecret('ORIGIN_SECRET_ARN', secret);
    return this;
  }

  /**
   * Passes the fiscal certificate's secret ARN (FISCAL_SECRET_ARN) and CIS's addresses for receipts
   * (FISCAL_CIS_URL) and for Fiscalisation 2.0 (FISCAL_ERACUN_CIS_URL), and grants reading that secret.
   */
  bindFiscal(fiscal: ShopResources['fiscal'] = this.resources.fiscal): this {
    if (!this.once('fiscal')) return this;
    this.readsSecret('FISCAL_SECRET_ARN', fiscal.secret);
    this.fn.addEnvironment('FISCAL_CIS_URL', fiscal.cisUrl);
    this.fn.addEnvironment('FISCAL_ERACUN_CIS_URL', fiscal.eRacunCisUrl);
    return this;
  }

  /** Passes the intermediary's secret ARN (ERACUN_SECRET_ARN) and its address (ERACUN_API_URL), and grants reading that secret. */
  bindEInvoices(eInvoices: ShopResources['eInvoices'] = this.resources.eInvoices): this {
    if (!this.once('eInvoices')) return this;
    this.readsSecret('ERACUN_SECRET_ARN', eInvoices.secret);
    this.fn.addEnvironment('ERACUN_API_URL', eInvoices.apiUrl);
    return this;
  }

  /**
   * Passes the site's bucket (SITE_BUCKET) and grants reading, writing and deleting its objects:
   * the page functions read index.html and write the prerendered pages and sitemap.xml.
   */
  bindSiteFiles(bucket: IBucket = this.resources.site): this {
    if (!this.once('siteFiles')) return this;
    this.fn.addEnvironment('SITE_BUCKET', bucket.bucketName);
    bucket.grantReadWrite(this.role);
    bucket.grantDelete(this.role);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "The page functions write any page of the site's bucket (<bucket>/*), and S3's object actions come as wildcards (s3:GetObject*, s3:DeleteObject*); no other bucket.",
          appliesTo: [
            // The bucket's ARN, read from the shop's stack by a context's stack.
            { regex: '/^Resource::(<.*SiteBucket.*\\.Arn>|\\{"Fn::GetStackOutput".*SiteBucket.*\\})\\/\\*$/g' },
            { regex: '/^Action::s3:.*\\*$/g' },
          ],
        },
      ],
      true,
    );
    return this;
  }

  /**
   * Passes the key value store's ARN (PAGE_INDEX_ARN) and grants what writing its keys takes:
   * reading its version (the ETag every write names), reading a key, and UpdateKeys; on that
   * store only. No delete or list of the whole store.
   */
  bindPageIndex(store: IKeyValueStore = this.resources.pageIndex): this {
    if (!this.once('pageIndex')) return this;
    this.fn.addEnvironment('PAGE_INDEX_ARN', store.keyValueStoreArn);
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: PAGE_INDEX_ACTIONS.map((action) => `cloudfront-keyvaluestore:${action}`),
        resources: [store.keyValueStoreArn],
      }),
    );
    return this;
  }

  /**
   * Passes the images bucket (IMAGES_BUCKET) and grants what the back office's uploads take:
   * putting below uploads/ (the presigned URL the browser uses is signed with this role),
   * reading and deleting there, and putting variants below images/; with `listsUploads`, listing
   * the bucket too, without which S3 answers a read of an upload that never arrived 403
   * AccessDenied instead of 404 NoSuchKey (decision 041). The listing is of the whole bucket: S3
   * decides 403 or 404 on ListBucket as such, so a listing limited by an `s3:prefix` condition
   * would not count; the bucket's keys are the shop's public image names and uploads' ids. No
   * reading or deleting of the shop's images.
   */
  bindImages(bucket: IBucket = this.resources.images, listsUploads = true): this {
    if (!this.once('images')) return this;
    this.fn.addEnvironment('IMAGES_BUCKET', bucket.bucketName);
    if (listsUploads) {
      this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
      this.fn.addEnvironment('IMAGES_LISTED_PREFIX', IMAGE_UPLOADS_PREFIX);
    }
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects(`${IMAGE_UPLOADS_PREFIX}*`)],
      }),
    );
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects('images/*')] }));
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'The back office names each upload (uploads/<id>) and each variant (images/<folder>/<name>-<hash>-…) when it makes it, so its grants cover those two prefixes of the images bucket; no other prefix or bucket.',
          appliesTo: [{ regex: '/^Resource::.*ImagesBucket.*\\/(uploads|images)\\/\\*$/g' }],
        },
      ],
      true,
    );
    return this;
  }

  /**
   * Passes every queue's dead-letter queue URL in its variable and grants what the failed events
   * desk takes there: receiving, hiding again and deleting messages (replaying sends to the source
   * queue, which `sendsTo` grants). Nothing on the source queues themselves.
   */
  bindDeadLetters(queues: Readonly<Record<string, BindableQueue>> = this.resources.queues): this {
    if (!this.once('deadLetters')) return this;
    for (const queue of Object.values(queues)) {
      if (!queue.deadLetters) continue;
      this.fn.addEnvironment(queue.deadLetters.envVar, queue.deadLetters.queue.queueUrl);
      this.role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['sqs:ReceiveMessage', 'sqs:ChangeMessageVisibility', 'sqs:DeleteMessage', 'sqs:GetQueueAttributes'],
          resources: [queue.deadLetters.queue.queueArn],
        }),
      );
    }
    return this;
  }

  /** Passes the invoked function's name in its variable and grants lambda:InvokeFunction on that function only. */
  bindInvoke(target: InvokableFunction): this {
    if (!this.once(`invoke:${target.name}`)) return this;
    // The alias's qualified name (`shop-<stage>-renderInvoicePdf:live`), so a call goes where traffic goes.
    this.fn.addEnvironment(target.envVar, target.fn.functionName);
    target.fn.grantInvoke(this.role);
    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: `CDK's grantInvoke names the function ${target.name} and its versions (<arn>:*); no other function.`,
          // In the same stack `<…Arn>:*`; from the back office's stack, the shop stack's output of that ARN.
          appliesTo: [{ regex: `/^Resource::(<.*${target.name}.*\\.Arn>|\\{"Fn::GetStackOutput".*${target.name}.*\\}):\\*$/g` }],
        },
      ],
      true,
    );
    return this;
  }

  /**
   * Applies one `uses` entry of routes.ts, grant by grant as lambdas/grants.ts lists them: the
   * local stack gives each function its variables from the same list.
   */
  bindFromUses(uses: GrantedUses): this {
    for (const grant of grantsOf(uses)) {
      switch (grant.kind) {
        case 'table': {
          const table = this.resources.tables[grant.table];
          if (!table) throw new Error(`${this.functionName} uses unknown table "${grant.table}".`);
          this.bindTable(table, grant.access);
          break;
        }
        case 'queue': {
          const queue = this.resources.queues[grant.queue];
          if (!queue) throw new Error(`${this.functionName} sends to unknown queue "${grant.queue}".`);
          this.bindQueue(queue);
          break;
        }
        case 'mail':
          this.bindMailer();
          break;
        case 'paymentSecrets':
          this.bindPaymentSecrets();
          break;
        case 'sessionKey':
          this.bindSessionKey();
          break;
        case 'originSecret':
          this.bindOriginSecret();
          break;
        case 'staffKey':
          this.bindStaffKey();
          break;
        case 'fiscal':
          this.bindFiscal();
          break;
        case 'eInvoices':
          this.bindEInvoices();
          break;
        case 'siteFiles':
          this.bindSiteFiles();
          break;
        case 'pageIndex':
          this.bindPageIndex();
          break;
        case 'images':
          this.bindImages(this.resources.images, grant.listsUploads);
          break;
        case 'deadLetters':
          this.bindDeadLetters();
          break;
        case 'invoke': {
          const target = this.resources.invoked[grant.fn];
          if (!target) throw new Error(`${this.functionName} invokes unknown function "${grant.fn}".`);
          this.bindInvoke(target);
          break;
        }
        default: {
          const unbound: never = grant;
          throw new Error(`${this.functionName}: no binding for ${JSON.stringify(unbound)}.`);
        }
      }
    }
    return this;
  }

  private once(key: string): boolean {
    if (this.bound.has(key)) return false;
    this.bound.add(key);
    return true;
  }
}

/** What a route, consumer or job entry says about its function. */
export interface FunctionDef {
  /** Short name, unique in the stage (`homeCollections`, `paymentEvents`). */
  readonly name: string;
  /** Module path below lambdas/, without `.ts`. */
  readonly handler: string;
  readonly uses: GrantedUses;
}

export interface FunctionOptions {
  readonly timeout?: Duration;
  readonly memorySize?: number;
  readonly description?: string;
}

/** Creates a ShopFunction with the stage's shared settings and binds its `uses`. */
export type FunctionFactory = (scope: Construct, def: FunctionDef, options?: FunctionOptions) => ShopFunction;

/** `catalog/handlers/getProduct` → `getProduct`. */
export function handlerName(handler: string): string {
  return handler.split('/').at(-1) ?? handler;
}
