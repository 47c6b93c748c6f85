/**
 * What one preflight check found, and what the checks know of the stage they look at. A check
 * that fails says how to fix it: the operator reads the report the day before a deploy, often
 * without the README at hand.
 */

export type CheckResult =
  | { status: 'ok'; check: string; detail: string }
  | { status: 'warn'; check: string; detail: string; fix?: string }
  | { status: 'fail'; check: string; detail: string; fix: string };

export const ok = (check: string, detail: string): CheckResult => ({ status: 'ok', check, detail });
export const warn = (check: string, detail: string, fix?: string): CheckResult => ({
  status: 'warn',
  check,
  detail,
  ...(fix ? { fix } : {}),
});
export const fail = (check: string, detail: string, fix: string): CheckResult => ({ status: 'fail', check, detail, fix });

/** The stage, and the account and options it is checked with. */
export interface PreflightTarget {
  stage: string;
  profile: string;
  region: string;
  /** The account the profile acts in, for the fixes that name it. */
  account: string;
  mailDomain: string;
  /** The custom domain the deploy is given (cdk context domainName and certificateArn), if any. */
  customDomain?: { name: string; certificateArn: string };
  now: Date;
}

export const isProd = (target: PreflightTarget): boolean => target.stage === 'prod';

/** The options every `aws` command of a fix needs to reach the stage. */
export const awsCli = (target: PreflightTarget): string => `--profile ${target.profile} --region ${target.region}`;

export const DAY_MS = 24 * 3600_000;

export const daysUntil = (date: Date, now: Date): number => Math.floor((date.getTime() - now.getTime()) / DAY_MS);

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The SDK's name for an error (`ParameterNotFound`, `AccessDeniedException`...). */
export const errorName = (error: unknown): string => (error as { name?: string })?.name ?? 'Error';

/**
 * An error's message with any payment provider key cut to its kind: the provider's own messages
 * name part of the key they refused, and the report must not carry a secret.
 */
export const errorMessage = (error: unknown): string =>
  ((error as Error)?.message ?? String(error)).replace(/\b(sk|rk|pk|whsec)_[\w*]+/g, '$1_…');

/** The fix when the profile may not read what a check reads. */
export const needs = (permissions: string): string => `the profile needs ${permissions}; run preflight again with a profile that has it`;

/**
 * Runs a check, turning an error it did not expect (a permission the profile lacks, a throttle)
 * into a failure with `fix`: one unreadable answer must not hide the others.
 */
export async function guarded(check: string, fix: string, work: () => Promise<CheckResult | CheckResult[]>): Promise<CheckResult[]> {
  try {
    const found = await work();
    return Array.isArray(found) ? found : [found];
  } catch (error) {
    return [fail(check, `could not be checked: ${errorName(error)}: ${errorMessage(error)}`, fix)];
  }
}

const LABELS = { ok: 'ok', warn: 'warn', fail: 'FAIL' } as const;

/** The report's lines for one result: the check and what was found, then how to fix it, indented under it. */
export function reportLines(result: CheckResult): string[] {
  const line = `${LABELS[result.status].padEnd(4)}  ${result.check}: ${result.detail}`;
  return result.status !== 'ok' && result.fix ? [line, `      fix: ${result.fix}`] : [line];
}
