import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import { GetAccountCommand, GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { describe, expect, it } from 'vitest';
import { adminTest } from './adminTesting.ts';
import { preflightCommand } from './preflight.ts';
import { LAMBDA_CONCURRENCY_NEEDED, reservedConcurrencyTotal } from './preflight/account.ts';
import { awsError, DOMAIN_OPTIONS, preflightWorld, reported } from './preflight/preflightTesting.ts';

describe('preflight', () => {
  it('reports every check ok on a stage ready for orders, and exits 0', async () => {
    const world = preflightWorld();
    const { code, out, err } = await world.run(DOMAIN_OPTIONS);
    expect(code).toBe(0);
    expect(out).toEqual([
      'ok    CDK bootstrap: version 21 in aws://123456789012/eu-central-1',
      'ok    Lambda concurrency: 1000 executions at once (the shop needs 100)',
      'ok    Stack shop-prod: UPDATE_COMPLETE, the shop at https://www.tkanica.hr',
      'ok    SES production access: out of the sandbox in eu-central-1',
      'ok    SES identity example.com: verified for sending, DKIM SUCCESS',
      'ok    Secret shop-prod-payment-keys: a live secret key and a webhook signing secret',
      'ok    Stripe webhook: https://www.tkanica.hr/api/payments/webhook is enabled for the 6 events the shop handles',
      expect.stringMatching(
        /^ok {4}Secret shop-prod-fiscal-certificate: certificate valid until \d{4}-\d\d-\d\d, its key matches, operator OIB valid$/,
      ),
      'ok    FINA chain for CIS (lambdas/fiscal/finaChain.ts): 3 certificates; the first to expire, CN=Fina RDC 2025, on 2035-11-04',
      'ok    Secret shop-prod-origin-secret: set',
      'ok    Secret shop-prod-session-key: set',
      'ok    Secret shop-prod-staff-key: set',
      expect.stringMatching(/^ok {4}Certificate for www\.tkanica\.hr: ISSUED, covers www\.tkanica\.hr, valid until \d{4}-\d\d-\d\d$/),
    ]);
    expect(err).toEqual([
      'Checking account 123456789012 for stage prod; nothing is changed.',
      'Preflight of stage prod: 0 checks failed, 0 warnings, 13 ok.',
    ]);
    expect(world.mocks.ses.commandCalls(GetEmailIdentityCommand)[0]?.args[0].input).toEqual({ EmailIdentity: 'example.com' });
    expect(world.stripeKeys).toEqual(['sk_live_51Qx7TestOnly']);
  });

  it('never prints a secret value', async () => {
    const world = preflightWorld();
    const { out, err } = await world.run();
    const printed = [...out, ...err].join('\n');
    for (const value of ['sk_live_51Qx7TestOnly', 'whsec_Lw9TestOnly', 'BEGIN', 'o'.repeat(48), '69900000017']) {
      expect(printed).not.toContain(value);
    }
  });

  it('sends AWS only Get, Describe and List calls, whatever it finds', async () => {
    const sent: string[] = [];
    const record = (world: ReturnType<typeof preflightWorld>) => {
      for (const mock of Object.values(world.mocks)) {
        for (const call of mock.calls()) sent.push(call.args[0].constructor.name);
      }
    };
    const green = preflightWorld();
    await green.run(DOMAIN_OPTIONS);
    record(green);
    // Nothing deployed, nothing bootstrapped, the account new: the paths that point at fixes.
    const empty = preflightWorld('dev');
    empty.mocks.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    empty.stack.StackName = 'not-this-one';
    for (const name of Object.keys(empty.secrets)) delete empty.secrets[name];
    empty.mocks.ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
    empty.mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    empty.mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    await empty.run(DOMAIN_OPTIONS);
    record(empty);

    expect(new Set(sent)).toEqual(
      new Set([
        'GetCallerIdentityCommand',
        'GetParameterCommand',
        'DescribeStacksCommand',
        'GetAccountSettingsCommand',
        'GetAccountCommand',
        'GetEmailIdentityCommand',
        'GetSecretValueCommand',
        'DescribeCertificateCommand',
      ]),
    );
    for (const name of sent) expect(name).toMatch(/^(Get|Describe|List)[A-Za-z]+Command$/);
  });

  it('fails when the account is not bootstrapped, with the bootstrap command', async () => {
    const world = preflightWorld();
    world.mocks.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    const { code, out, err } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'CDK bootstrap')).toEqual([
      'FAIL  CDK bootstrap: aws://123456789012/eu-central-1 is not bootstrapped: a deploy has nowhere to put its assets',
      '      fix: npx cdk bootstrap aws://123456789012/eu-central-1 --profile ops',
    ]);
    expect(err.at(-1)).toBe('Preflight of stage prod: 1 check failed, 0 warnings, 11 ok. Fix what failed before deploying.');
  });

  it('takes the CDKToolkit stack for a bootstrap, and fails one older than version 6', async () => {
    const world = preflightWorld();
    world.mocks.ssm.on(GetParameterCommand).rejects(awsError('ParameterNotFound'));
    world.stack.StackName = 'CDKToolkit';
    const { out } = await world.run();
    expect(reported(out, 'CDK bootstrap')).toEqual(['ok    CDK bootstrap: stack CDKToolkit in aws://123456789012/eu-central-1']);

    world.mocks.ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '5' } });
    const old = await world.run();
    expect(old.code).toBe(1);
    expect(reported(old.out, 'CDK bootstrap')).toEqual([
      'FAIL  CDK bootstrap: version 5 in aws://123456789012/eu-central-1, older than the 6 a deploy needs',
      '      fix: npx cdk bootstrap aws://123456789012/eu-central-1 --profile ops',
    ]);
  });

  it("fails a new account's concurrency of 10, asking for 1,000 in Service Quotas", async () => {
    const world = preflightWorld();
    world.mocks.lambda.on(GetAccountSettingsCommand).resolves({ AccountLimit: { ConcurrentExecutions: 10 } });
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Lambda concurrency')).toEqual([
      'FAIL  Lambda concurrency: the account runs at most 10 executions at once; the shop needs 100, or its functions are throttled',
      '      fix: ask for the usual 1,000: console Service Quotas (eu-central-1) → AWS Lambda → Concurrent executions (L-B99A9384) → Request increase, or aws service-quotas request-service-quota-increase --service-code lambda --quota-code L-B99A9384 --desired-value 1000 --profile ops --region eu-central-1',
    ]);
  });

  it('needs 100 unreserved on top of what functions reserve (none today)', () => {
    expect(reservedConcurrencyTotal()).toBe(0);
    expect(LAMBDA_CONCURRENCY_NEEDED).toBe(100);
    expect(reservedConcurrencyTotal({ paymentEvents: 20, invoiceEffects: 5 })).toBe(25);
  });

  it('fails the SES sandbox on prod and only warns of it elsewhere, with how to request production access', async () => {
    const fix =
      '      fix: console SES (eu-central-1) → Account dashboard → Request production access; AWS asks how bounces and complaints are handled, so have that in place first (at least the account-level suppression list for bounces and complaints, Configuration → Suppression list)';
    const prod = preflightWorld();
    prod.mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    const onProd = await prod.run();
    expect(onProd.code).toBe(1);
    expect(reported(onProd.out, 'SES production access')).toEqual([
      'FAIL  SES production access: the account is in the SES sandbox in eu-central-1: mail reaches only verified addresses, no customer',
      fix,
    ]);

    const dev = preflightWorld('dev');
    dev.mocks.ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false, SendingEnabled: true });
    const onDev = await dev.run();
    expect(onDev.code).toBe(0);
    expect(reported(onDev.out, 'SES production access')).toEqual([
      'warn  SES production access: the account is in the SES sandbox in eu-central-1: mail reaches only verified addresses, no customer',
      fix,
    ]);
  });

  it('fails a mail domain whose DKIM records are not in DNS, pointing at the stack outputs', async () => {
    const world = preflightWorld();
    world.mocks.ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false, DkimAttributes: { Status: 'PENDING' } });
    const { code, out } = await world.run(['--mail-domain', 'tkanica.hr']);
    expect(code).toBe(1);
    expect(reported(out, 'SES identity tkanica.hr')).toEqual([
      'FAIL  SES identity tkanica.hr: not verified for sending, DKIM PENDING: mail from shop@tkanica.hr is refused or lands in spam',
      '      fix: put the three DKIM CNAME records into the DNS of tkanica.hr: outputs DkimRecord1..3 of stack shop-prod (aws cloudformation describe-stacks --stack-name shop-prod --query "Stacks[0].Outputs" --profile ops --region eu-central-1); SES verifies the domain within 72 hours of them appearing',
    ]);
    expect(world.mocks.ses.commandCalls(GetEmailIdentityCommand)[0]?.args[0].input).toEqual({ EmailIdentity: 'tkanica.hr' });
  });

  it('before the first deploy, warns of what the deploy creates and checks the webhook after it', async () => {
    const world = preflightWorld();
    world.stack.StackName = 'not-this-one';
    for (const name of Object.keys(world.secrets)) delete world.secrets[name];
    world.mocks.ses.on(GetEmailIdentityCommand).rejects(awsError('NotFoundException'));
    const { code, out } = await world.run();
    expect(code).toBe(0);
    expect(reported(out, 'Stack shop-prod')).toEqual(['ok    Stack shop-prod: not deployed yet; the first deploy creates it']);
    expect(reported(out, 'Stripe webhook')).toEqual([
      'warn  Stripe webhook: stack shop-prod is not deployed yet; the webhook is checked after the first deploy',
      '      fix: deploy, then run preflight again',
    ]);
    expect(reported(out, 'Secret shop-prod-session-key')).toEqual([
      'warn  Secret shop-prod-session-key: not there yet; the first deploy creates it',
    ]);
    expect(reported(out, 'Secret shop-prod-payment-keys')[1]).toMatch(/^ {6}fix: after the deploy, put Stripe's keys in/);
  });

  it('fails a stack whose first deploy was rolled back, with how to clear it', async () => {
    const world = preflightWorld();
    world.stack.StackStatus = 'ROLLBACK_COMPLETE';
    world.stack.Outputs = [];
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Stack shop-prod')).toEqual([
      'FAIL  Stack shop-prod: ROLLBACK_COMPLETE: its first deploy failed and CloudFormation will only delete it',
      '      fix: see why in console CloudFormation → shop-prod → Events, then delete it (aws cloudformation delete-stack --stack-name shop-prod --profile ops --region eu-central-1; the tables are in stack shop-prod-data and stay) and deploy again',
    ]);
  });

  it('reports what the profile may not read as a failure naming the permission, and goes on with the rest', async () => {
    const world = preflightWorld();
    world.mocks.lambda.on(GetAccountSettingsCommand).rejects(awsError('AccessDeniedException', 'User ops is not authorized'));
    const { code, out } = await world.run();
    expect(code).toBe(1);
    expect(reported(out, 'Lambda concurrency')).toEqual([
      'FAIL  Lambda concurrency: could not be checked: AccessDeniedException: User ops is not authorized',
      '      fix: the profile needs lambda:GetAccountSettings; run preflight again with a profile that has it',
    ]);
    expect(out.filter((line) => line.startsWith('ok '))).toHaveLength(11);
  });

  it('refuses to run without a deployed stage, before asking AWS anything', async () => {
    const world = preflightWorld();
    const admin = adminTest({ commands: [preflightCommand(() => world.ports)] });
    expect(await admin.run(['preflight'])).toBe(1);
    expect(await admin.run(['preflight', '--stage', 'local'])).toBe(1);
    expect(await admin.run(['preflight', '--stage', 'prod', '--profile', 'ops', '--domain-name', 'www.tkanica.hr'])).toBe(1);
    expect(admin.io.stderr).toEqual([
      'preflight checks a deployed stage: give it --stage STAGE --profile NAME (the local shop needs no preflight).',
      'preflight checks a deployed stage: give it --stage STAGE --profile NAME (the local shop needs no preflight).',
      '--domain-name and --certificate-arn go together, as the deploy takes them: give both or neither.',
    ]);
    expect(admin.prepared()).toBe(0);
    expect(world.mocks.sts.calls()).toHaveLength(0);
  });

  it('is one word on the command line, with its own help', async () => {
    const admin = adminTest();
    expect(await admin.run(['preflight', '--help'])).toBe(0);
    expect(admin.io.stdout[0]).toBe(
      'Usage: npm run admin -- preflight --stage STAGE --profile NAME [--mail-domain DOMAIN] [--domain-name NAME --certificate-arn ARN]',
    );
    expect(await admin.run(['help'])).toBe(0);
    expect(admin.io.stdout).toContainEqual(expect.stringMatching(/^ {2}preflight +check that a stage can be deployed and take orders/));
    // A value of its own option is not taken for a command's name.
    expect(await admin.run(['preflight', '--mail-domain', 'tkanica.hr', '--stage', 'prod', '--profile', 'ops', 'extra'])).toBe(1);
    expect(admin.io.stderr).toEqual(['Unexpected "extra".']);
    expect(admin.prepared()).toBe(0);
  });
});
