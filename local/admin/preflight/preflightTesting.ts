import { X509Certificate } from 'node:crypto';
import { ACMClient, type CertificateDetail, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { CloudFormationClient, DescribeStacksCommand, type Stack } from '@aws-sdk/client-cloudformation';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { GetAccountCommand, GetEmailIdentityCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { inject } from 'vitest';
import { fixedClock } from '../../../lambdas/platform/clock.ts';
import { adminTest } from '../adminTesting.ts';
import { preflightCommand } from '../preflight.ts';
import { DAY_MS } from './check.ts';
import type { PreflightPorts, WebhookEndpoint } from './ports.ts';

/**
 * For the preflight tests: a stage `prod` in account 123456789012 where every check passes, on
 * mocked clients and a fake payment provider, which a test spoils in one place; and `run`, the
 * command line as the operator types it.
 */

export const ACCOUNT = '123456789012';
export const SHOP_URL = 'https://www.tkanica.hr';
export const CERTIFICATE_ARN = `arn:aws:acm:us-east-1:${ACCOUNT}:certificate/0f6c1c2e-8d3b-4b7e-9a55-3c1d2e4f5a6b`;
export const HANDLED = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'customer_cash_balance_transaction.created',
  'refund.updated',
];

/** An error as the SDK throws it: what the checks tell apart is its name. */
export const awsError = (name: string, message = name): Error => Object.assign(new Error(message), { name });

export const stackNotFound = (name: string): Error => awsError('ValidationError', `Stack with id ${name} does not exist`);

/** The run's test fiscal certificate (test/globalSetup.ts), valid for years from today, with a valid operator OIB. */
export const fiscalSecretJson = (): string => inject('fiscalSecret');

export const fiscalCertificateExpiry = (): Date =>
  new Date(new X509Certificate((JSON.parse(fiscalSecretJson()) as { certificatePem: string }).certificatePem).validTo);

export function preflightWorld(stage = 'prod') {
  const now = new Date();
  const options = { region: 'eu-central-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } };
  const stripeKeys: string[] = [];
  const endpoints: WebhookEndpoint[] = [{ url: `${SHOP_URL}/api/payments/webhook`, status: 'enabled', enabled_events: [...HANDLED] }];
  const ports: PreflightPorts = {
    sts: new STSClient(options),
    ssm: new SSMClient(options),
    cloudFormation: new CloudFormationClient(options),
    lambda: new LambdaClient(options),
    ses: new SESv2Client(options),
    secrets: new SecretsManagerClient(options),
    acm: new ACMClient({ ...options, region: 'us-east-1' }),
    paymentProvider(secretKey) {
      stripeKeys.push(secretKey);
      return { webhookEndpoints: async () => endpoints };
    },
  };
  const mocks = {
    sts: mockClient(ports.sts),
    ssm: mockClient(ports.ssm),
    cloudFormation: mockClient(ports.cloudFormation),
    lambda: mockClient(ports.lambda),
    ses: mockClient(ports.ses),
    secrets: mockClient(ports.secrets),
    acm: mockClient(ports.acm),
  };
  const secrets: Record<string, string> = {
    [`shop-${stage}-payment-keys`]: JSON.stringify({ secretKey: 'sk_live_51Qx7TestOnly', webhookSecret: 'whsec_Lw9TestOnly' }),
    [`shop-${stage}-fiscal-certificate`]: fiscalSecretJson(),
    [`shop-${stage}-origin-secret`]: 'o'.repeat(48),
    [`shop-${stage}-session-key`]: 's'.repeat(64),
    [`shop-${stage}-staff-key`]: 'k'.repeat(64),
  };
  const stack: Stack = {
    StackName: `shop-${stage}`,
    StackStatus: 'UPDATE_COMPLETE',
    CreationTime: now,
    Outputs: [{ OutputKey: 'ShopUrl', OutputValue: SHOP_URL }],
  };
  const certificate: CertificateDetail = {
    CertificateArn: CERTIFICATE_ARN,
    DomainName: 'tkanica.hr',
    SubjectAlternativeNames: ['tkanica.hr', '*.tkanica.hr'],
    Status: 'ISSUED',
    Type: 'AMAZON_ISSUED',
    NotAfter: new Date(now.getTime() + 200 * DAY_MS),
  };

  mocks.sts.on(GetCallerIdentityCommand).resolves({ Account: ACCOUNT });
  mocks.ssm.on(GetParameterCommand).resolves({ Parameter: { Name: '/cdk-bootstrap/hnb659fds/version', Value: '21' } });
  mocks.cloudFormation.on(DescribeStacksCommand).callsFake(async ({ StackName }) => {
    if (StackName === stack.StackName) return { Stacks: [stack] };
    throw stackNotFound(StackName);
  });
  mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 1000 } });
  mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true, SendingEnabled: true });
  mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true, DkimAttributes: { Status: 'SUCCESS' } });
  mocks.secrets.on(GetSecretValueCommand).callsFake(async ({ SecretId }) => {
    const value = secrets[SecretId];
    if (value === undefined) throw awsError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return { Name: SecretId, SecretString: value };
  });
  mocks.acm.on(DescribeCertificateCommand).callsFake(async () => ({ Certificate: certificate }));

  return {
    now,
    ports,
    mocks,
    secrets,
    stack,
    certificate,
    endpoints,
    stripeKeys,
    /** `npm run admin -- preflight --stage <stage> --profile ops ...`, at `at` (default: now). */
    async run(extra: string[] = [], at: Date = now) {
      const admin = adminTest({ clock: fixedClock(at), commands: [preflightCommand(() => ports)] });
      const code = await admin.run(['preflight', '--stage', stage, '--profile', 'ops', ...extra]);
      return { code, out: admin.io.stdout, err: admin.io.stderr };
    },
  };
}

/** The line of a check and, under it, its fix if it has one: what the operator reads about it. */
export function reported(out: readonly string[], check: string): string[] {
  const at = out.findIndex((line) => line.slice(6).startsWith(`${check}: `));
  if (at < 0) return [];
  const next = out[at + 1];
  return next?.startsWith('      fix: ') ? [out[at] as string, next] : [out[at] as string];
}

export const DOMAIN_OPTIONS = ['--domain-name', 'www.tkanica.hr', '--certificate-arn', CERTIFICATE_ARN];
