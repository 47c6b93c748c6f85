import { type CloudFormationClient, DescribeStacksCommand, type Stack } from '@aws-sdk/client-cloudformation';
import { awsCli, type CheckResult, errorMessage, errorName, fail, needs, ok, type PreflightTarget, warn } from './check.ts';

/** The stage's main stack (`shop-<stage>`) as CloudFormation has it: the checks that need a deployed stage look here first. */
export type StageStack =
  | { kind: 'deployed'; name: string; status: string; outputs: Readonly<Record<string, string>> }
  | { kind: 'absent'; name: string }
  | { kind: 'unreadable'; name: string; error: unknown };

/** A stack by name, or undefined when there is none (CloudFormation answers that with a ValidationError). */
export async function describeStack(cloudFormation: CloudFormationClient, name: string): Promise<Stack | undefined> {
  try {
    const { Stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: name }));
    return Stacks?.[0];
  } catch (error) {
    if (errorName(error) === 'ValidationError' && /does not exist/.test(errorMessage(error))) return undefined;
    throw error;
  }
}

export const stageStackName = (stage: string): string => `shop-${stage}`;

export async function lookUpStageStack(cloudFormation: CloudFormationClient, stage: string): Promise<StageStack> {
  const name = stageStackName(stage);
  try {
    const stack = await describeStack(cloudFormation, name);
    if (!stack) return { kind: 'absent', name };
    const outputs = Object.fromEntries((stack.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']));
    return { kind: 'deployed', name, status: stack.StackStatus ?? 'UNKNOWN', outputs };
  } catch (error) {
    return { kind: 'unreadable', name, error };
  }
}

/**
 * Whether CloudFormation will take a deploy of the stack: a first create that failed leaves it
 * in ROLLBACK_COMPLETE, which it only deletes, and a failed rollback must be finished first.
 */
export function checkStageStack(stack: StageStack, target: PreflightTarget): CheckResult {
  const check = `Stack ${stack.name}`;
  if (stack.kind === 'absent') return ok(check, 'not deployed yet; the first deploy creates it');
  if (stack.kind === 'unreadable') {
    return fail(
      check,
      `could not be checked: ${errorName(stack.error)}: ${errorMessage(stack.error)}`,
      needs('cloudformation:DescribeStacks'),
    );
  }
  const { status } = stack;
  if (status === 'ROLLBACK_COMPLETE' || status === 'ROLLBACK_FAILED') {
    return fail(
      check,
      `${status}: its first deploy failed and CloudFormation will only delete it`,
      `see why in console CloudFormation → ${stack.name} → Events, then delete it (aws cloudformation delete-stack --stack-name ${stack.name} ${awsCli(target)}; the tables are in stack ${stack.name}-data and stay) and deploy again`,
    );
  }
  if (status === 'UPDATE_ROLLBACK_FAILED') {
    return fail(
      check,
      `${status}: a rollback stopped half way and no deploy can start`,
      `fix what the Events tab of ${stack.name} names, then aws cloudformation continue-update-rollback --stack-name ${stack.name} ${awsCli(target)}`,
    );
  }
  if (status.endsWith('_IN_PROGRESS')) {
    return warn(
      check,
      `${status}: a deploy is under way`,
      `wait until it has finished (console CloudFormation → ${stack.name}), then run preflight again`,
    );
  }
  return ok(check, `${status}, the shop at ${stack.outputs.ShopUrl ?? '(no ShopUrl output)'}`);
}
