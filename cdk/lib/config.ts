import { type App, RemovalPolicy } from 'aws-cdk-lib';

/**
 * Everything the CDK app takes from outside, read once from the context (`cdk.json`, or
 * `-c key=value` on the command line). Every physical name is derived from the stage, so two
 * stages can live in one account without clashing (except the SES identity, see below).
 */
export interface ShopConfig {
  /** `dev`, `prod`, `test`...: prefixes every name (`shop-<stage>-...`). */
  stage: string;
  /** Whether stateful resources survive a stack deletion (prod only). */
  retain: boolean;
  /**
   * Whether a deploy shifts each function's traffic to its new version gradually (CodeDeploy:
   * 10 %, then the rest after 5 minutes), rolled back on the API's 5xx alarm: prod unless
   * `-c gradualDeploys=false`, other stages with `-c gradualDeploys=true`.
   */
  gradualDeploys: boolean;
  /** Unset: the account of the credentials used at deploy time. */
  account?: string;
  region: string;
  /** The domain the shop mails from (`shop@<mailDomain>`); one SES identity per account and region. */
  mailDomain: string;
  /** Optional custom domain for CloudFront; needs `certificateArn` (an ACM certificate in us-east-1). */
  domainName?: string;
  certificateArn?: string;
  /** Optional address subscribed to the alarm topic. */
  alarmEmail?: string;
  /** Where operators read docs/runbook.md (its page in the repository's web view), for the dashboard's links to its sections. */
  runbookUrl?: string;
  /** Where the Tax Administration's CIS takes receipts: its test service, or in prod the real one. */
  cisUrl: string;
  /** Where CIS takes Fiscalisation 2.0's messages (eRačuns reported, their payments): its test service, or in prod the real one. */
  eRacunCisUrl: string;
  /** Where the information intermediary (moj-eRačun) takes eRačuns: its demo service, or in prod the real one. */
  eRacunApiUrl: string;
}

/** moj-eRačun's API (ERACUN_API_URL; lambdas/invoices/mojERacun.ts): the demo service for every stage but prod. */
export const ERACUN_API_URLS = {
  demo: 'https://demo.moj-eracun.hr',
  prod: 'https://www.moj-eracun.hr',
} as const;

/** The Tax Administration's fiscalisation service (FISCAL_CIS_URL): the test service for every stage but prod. */
export const CIS_URLS = {
  test: 'https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest',
  prod: 'https://cis.porezna-uprava.hr:8449/FiskalizacijaService',
} as const;

/**
 * Fiscalisation 2.0's service (FISCAL_ERACUN_CIS_URL; lambdas/fiscal/eRacunFiscal.ts), another port than
 * the receipts': the test address as the specification (v1.15, table 130) gives it, for every stage but prod.
 */
export const ERACUN_CIS_URLS = {
  test: 'https://cistest.apis-it.hr:8509/FiskalizacijaServiceEprod',
  prod: 'https://cis.porezna-uprava.hr:8509/FiskalizacijaService',
} as const;

const STAGE = /^[a-z][a-z0-9-]{0,10}[a-z0-9]$/;

/** The stage's configuration from the app's context; `stage` names one of several stages synthesized together (bin/app.ts). */
export function readConfig(app: App, stageOfMany?: string): ShopConfig {
  const ctx = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const stage = stageOfMany ?? ctx('stage') ?? 'dev';
  if (!STAGE.test(stage)) {
    throw new Error(`Context "stage" must match ${STAGE} (lower-case letters, digits and inner hyphens, at most 12), got "${stage}".`);
  }
  const domainName = ctx('domainName');
  const certificateArn = ctx('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Context "domainName" and "certificateArn" go together: set both or neither.');
  }
  return {
    stage,
    retain: stage === 'prod',
    gradualDeploys: ctx('gradualDeploys') === undefined ? stage === 'prod' : ctx('gradualDeploys') === 'true',
    account: ctx('account') ?? process.env.CDK_DEFAULT_ACCOUNT,
    region: ctx('region') ?? 'eu-central-1',
    mailDomain: ctx('mailDomain') ?? 'example.com',
    domainName,
    certificateArn,
    alarmEmail: ctx('alarmEmail'),
    runbookUrl: ctx('runbookUrl'),
    cisUrl: httpsOnly('cisUrl', ctx('cisUrl') ?? (stage === 'prod' ? CIS_URLS.prod : CIS_URLS.test)),
    eRacunCisUrl: httpsOnly('eRacunCisUrl', ctx('eRacunCisUrl') ?? (stage === 'prod' ? ERACUN_CIS_URLS.prod : ERACUN_CIS_URLS.test)),
    eRacunApiUrl: httpsOnly('eRacunApiUrl', ctx('eRacunApiUrl') ?? (stage === 'prod' ? ERACUN_API_URLS.prod : ERACUN_API_URLS.demo)),
  };
}

/** CIS is spoken to over TLS 1.2 or newer only (lambdas/fiscal/cisTrust.ts); a plain address is refused at synth. */
function httpsOnly(name: string, url: string): string {
  if (!url.startsWith('https://')) throw new Error(`-c ${name} must be an https:// address (TLS 1.2 or newer only), got ${url}`);
  return url;
}

/** `shop-<stage>-<name>`: the one naming rule for physical names. */
export function shopName(config: Pick<ShopConfig, 'stage'>, name: string): string {
  return `shop-${config.stage}-${name}`;
}

/**
 * What becomes of a resource that holds something (a table, a bucket, a secret, a log group)
 * when it leaves the template: in prod it is kept, except when the deploy that created it fails
 * (CloudFormation's RetainExceptOnCreate), so a failed first deploy leaves nothing behind that
 * would block its retry; elsewhere it goes with its stack.
 */
export function statefulRemovalPolicy(config: Pick<ShopConfig, 'retain'>): RemovalPolicy {
  return config.retain ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY;
}
