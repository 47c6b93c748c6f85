import { GetCallerIdentityCommand } from '@aws-sdk/client-sts';
import { checkBootstrap, checkLambdaConcurrency } from './preflight/account.ts';
import { type CheckResult, type PreflightTarget, reportLines } from './preflight/check.ts';
import { CERTIFICATE_ARN, checkCustomDomain } from './preflight/domain.ts';
import { checkMailIdentity, checkSesProductionAccess } from './preflight/mail.ts';
import { awsPreflightPorts, type PreflightPorts } from './preflight/ports.ts';
import { checkFinaChain, checkFiscalCertificate, checkGeneratedSecret, checkPaymentKeys } from './preflight/secrets.ts';
import { checkStageStack, lookUpStageStack } from './preflight/stack.ts';
import { checkPaymentWebhook } from './preflight/webhook.ts';
import { type Command, defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { defaultMailDomain } from './target.ts';

/**
 * `preflight`: what would make a deploy of a stage, or its first day, fail, found by reading the
 * account (CloudFormation, SSM, Lambda, SES, Secrets Manager, ACM) and the payment provider.
 * It only reads; each failure comes with the command or console page that fixes it.
 */

/** Every check, in the order of the report. The webhook is asked with the payment key, so it waits for that secret. */
export async function runPreflight(ports: PreflightPorts, target: PreflightTarget): Promise<CheckResult[]> {
  const stack = await lookUpStageStack(ports.cloudFormation, target.stage);
  const paymentKeys = checkPaymentKeys(ports, target, stack);
  const webhook = paymentKeys.then(({ secretKey }) => checkPaymentWebhook(ports, target, stack, secretKey));
  const found = await Promise.all([
    checkBootstrap(ports, target),
    checkLambdaConcurrency(ports, target),
    [checkStageStack(stack, target)],
    checkSesProductionAccess(ports, target),
    checkMailIdentity(ports, target, stack),
    paymentKeys.then(({ results }) => results),
    webhook,
    checkFiscalCertificate(ports, target, stack),
    checkFinaChain(target),
    checkGeneratedSecret(ports, target, stack, 'origin-secret'),
    checkGeneratedSecret(ports, target, stack, 'session-key'),
    checkGeneratedSecret(ports, target, stack, 'staff-key'),
    checkCustomDomain(ports, target),
  ]);
  return found.flat();
}

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

const DOMAIN = /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})+$/i;

/** The command, reading through `connect`'s ports: by default the stage's account, with the profile and region target.ts has set. */
export function preflightCommand(connect: () => PreflightPorts = awsPreflightPorts): Command {
  return defineCommand({
    group: 'preflight',
    name: '',
    summary: 'check that a stage can be deployed and take orders (reads only)',
    usage: 'preflight --stage STAGE --profile NAME [--mail-domain DOMAIN] [--domain-name NAME --certificate-arn ARN]',
    description: `
Reads the stage's account and says, one line per check (ok, warn, FAIL), what would make a
deploy or the stage's first day fail, with how to fix each failure. It changes nothing, in AWS
or at Stripe. Checks: CDK bootstrap, Lambda concurrency, the stack's state, SES production
access and the mail domain's DKIM, the secrets (payment keys, fiscal certificate, generated
keys), FINA's chain the shop trusts CIS by, Stripe's webhook endpoint for the stage's URL, and with --domain-name the custom domain's
certificate. Exit code 1 when any check fails; warnings (a stage not deployed yet, SES sandbox
outside prod, a certificate expiring within 60 days) do not. docs/operations.md, Preflight.`,
    options: {
      'mail-domain': {
        type: 'string',
        value: 'DOMAIN',
        description: "the domain the shop mails from (default: cdk.json's mailDomain), as deployed with -c mailDomain=...",
      },
      'domain-name': { type: 'string', value: 'NAME', description: "the shop's custom domain, as deployed with -c domainName=..." },
      'certificate-arn': {
        type: 'string',
        value: 'ARN',
        description: 'its ACM certificate (us-east-1), as deployed with -c certificateArn=...',
      },
    },
    examples: [
      'preflight --stage prod --profile tkanica',
      'preflight --stage prod --profile tkanica --mail-domain tkanica.hr --domain-name www.tkanica.hr \\\n      --certificate-arn arn:aws:acm:us-east-1:123456789012:certificate/0f6c1c2e-8d3b-4b7e-9a55-3c1d2e4f5a6b',
    ],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const stage = stringOption(values, 'stage');
      if (stage === undefined || stage === 'local') {
        problems.add('preflight checks a deployed stage: give it --stage STAGE --profile NAME (the local shop needs no preflight).');
      }
      const mailDomain = stringOption(values, 'mail-domain');
      if (mailDomain !== undefined && !DOMAIN.test(mailDomain))
        problems.add(`--mail-domain must be a domain like tkanica.hr, not "${mailDomain}".`);
      const domainName = stringOption(values, 'domain-name');
      const certificateArn = stringOption(values, 'certificate-arn');
      if ((domainName === undefined) !== (certificateArn === undefined)) {
        problems.add('--domain-name and --certificate-arn go together, as the deploy takes them: give both or neither.');
      }
      if (domainName !== undefined && !DOMAIN.test(domainName))
        problems.add(`--domain-name must be a domain like www.tkanica.hr, not "${domainName}".`);
      if (certificateArn !== undefined && !CERTIFICATE_ARN.test(certificateArn)) {
        problems.add(
          `--certificate-arn must be an ACM certificate's ARN (arn:aws:acm:us-east-1:<account>:certificate/<id>), not "${certificateArn}".`,
        );
      }
      return {
        stage: stage ?? '',
        profile: stringOption(values, 'profile') ?? '',
        region: stringOption(values, 'region') ?? 'eu-central-1',
        mailDomain,
        customDomain: domainName && certificateArn ? { name: domainName.toLowerCase(), certificateArn } : undefined,
      };
    },
    async run(input, { io, clock }) {
      const ports = connect();
      const { Account } = await ports.sts.send(new GetCallerIdentityCommand({}));
      const target: PreflightTarget = {
        ...input,
        account: Account ?? '<account>',
        mailDomain: input.mailDomain ?? defaultMailDomain(),
        now: clock.now(),
      };
      io.err(`Checking account ${target.account} for stage ${target.stage}; nothing is changed.`);
      const results = await runPreflight(ports, target);
      for (const result of results) for (const line of reportLines(result)) io.out(line);
      const failed = results.filter((r) => r.status === 'fail').length;
      const warned = results.filter((r) => r.status === 'warn').length;
      const summary = `${counted(failed, 'check')} failed, ${counted(warned, 'warning')}, ${results.length - failed - warned} ok.`;
      if (failed > 0) throw new OperatorError(`Preflight of stage ${target.stage}: ${summary} Fix what failed before deploying.`);
      io.err(`Preflight of stage ${target.stage}: ${summary}`);
    },
  });
}

export const preflightCommands = [preflightCommand()];
