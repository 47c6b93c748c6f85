import { GetAccountSettingsCommand } from '@aws-sdk/client-lambda';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { awsCli, type CheckResult, errorName, fail, guarded, needs, ok, type PreflightTarget } from './check.ts';
import type { PreflightPorts } from './ports.ts';
import { describeStack } from './stack.ts';

/** Where `cdk bootstrap` (default qualifier) records the version of what it set up. */
const BOOTSTRAP_VERSION_PARAMETER = '/cdk-bootstrap/hnb659fds/version';
/** Every template CDK v2 synthesizes carries a rule that refuses a bootstrap older than this. */
export const MIN_BOOTSTRAP_VERSION = 6;

export function checkBootstrap(ports: PreflightPorts, target: PreflightTarget): Promise<CheckResult[]> {
  const check = 'CDK bootstrap';
  const environment = `aws://${target.account}/${target.region}`;
  const fix = `npx cdk bootstrap ${environment} --profile ${target.profile}`;
  return guarded(check, needs('ssm:GetParameter and cloudformation:DescribeStacks'), async () => {
    let recorded: string | undefined;
    try {
      const { Parameter } = await ports.ssm.send(new GetParameterCommand({ Name: BOOTSTRAP_VERSION_PARAMETER }));
      recorded = Parameter?.Value;
    } catch (error) {
      if (errorName(error) !== 'ParameterNotFound') throw error;
    }
    if (recorded !== undefined) {
      const version = Number(recorded);
      if (Number.isInteger(version) && version >= MIN_BOOTSTRAP_VERSION) return ok(check, `version ${version} in ${environment}`);
      return fail(check, `version ${recorded} in ${environment}, older than the ${MIN_BOOTSTRAP_VERSION} a deploy needs`, fix);
    }
    if (await describeStack(ports.cloudFormation, 'CDKToolkit')) return ok(check, `stack CDKToolkit in ${environment}`);
    return fail(check, `${environment} is not bootstrapped: a deploy has nowhere to put its assets`, fix);
  });
}

/**
 * Reserved concurrency by function: none today, every function draws on the account's
 * unreserved pool. A function given `reservedConcurrentExecutions` in cdk/ belongs here, so
 * that preflight asks the account for it on top of that pool.
 */
export const RESERVED_CONCURRENCY: Readonly<Record<string, number>> = {};

export function reservedConcurrencyTotal(reserved: Readonly<Record<string, number>> = RESERVED_CONCURRENCY): number {
  return Object.values(reserved).reduce((total, n) => total + n, 0);
}

/** What AWS keeps unreserved whatever is reserved: the pool every function without a reservation shares. */
export const UNRESERVED_CONCURRENCY = 100;

/**
 * The account's Lambda concurrency the shop needs. One order fans out to 6–10 executions (the
 * checkout's API calls, the webhook, the payment events' consumer, the outbox's payment and
 * invoice effects), and the API lets 50 requests a second through with bursts of 100
 * (API_THROTTLE in cdk/lib/api.ts), so a burst alone can fill the 100 AWS keeps unreserved;
 * reservations come on top. New accounts may start at 10, where a few shoppers at once are
 * already throttled.
 */
export const LAMBDA_CONCURRENCY_NEEDED = reservedConcurrencyTotal() + UNRESERVED_CONCURRENCY;

/** What an account normally has, and what to ask for: Service Quotas, "Concurrent executions". */
export const USUAL_LAMBDA_CONCURRENCY = 1000;
const CONCURRENCY_QUOTA_CODE = 'L-B99A9384';

export function checkLambdaConcurrency(
  ports: PreflightPorts,
  target: PreflightTarget,
  needed = LAMBDA_CONCURRENCY_NEEDED,
): Promise<CheckResult[]> {
  const check = 'Lambda concurrency';
  return guarded(check, needs('lambda:GetAccountSettings'), async () => {
    const { AccountLimit } = await ports.lambda.send(new GetAccountSettingsCommand({}));
    const limit = AccountLimit?.ConcurrentExecutions ?? 0;
    if (limit >= needed) return ok(check, `${limit} executions at once (the shop needs ${needed})`);
    return fail(
      check,
      `the account runs at most ${limit} executions at once; the shop needs ${needed}, or its functions are throttled`,
      `ask for the usual ${USUAL_LAMBDA_CONCURRENCY.toLocaleString('en')}: console Service Quotas (${target.region}) → AWS Lambda → Concurrent executions (${CONCURRENCY_QUOTA_CODE}) → Request increase, or aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${CONCURRENCY_QUOTA_CODE} --desired-value ${USUAL_LAMBDA_CONCURRENCY} ${awsCli(target)}`,
    );
  });
}
