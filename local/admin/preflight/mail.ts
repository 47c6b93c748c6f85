import { GetAccountCommand, type GetEmailIdentityCommandOutput, GetEmailIdentityCommand } from '@aws-sdk/client-sesv2';
import { awsCli, type CheckResult, errorName, fail, guarded, isProd, needs, ok, type PreflightTarget, warn } from './check.ts';
import type { PreflightPorts } from './ports.ts';
import type { StageStack } from './stack.ts';

/**
 * In the SES sandbox mail reaches only verified addresses: the shop's order confirmations and
 * invoices would reach no customer. A stage other than prod may live with that.
 */
export function checkSesProductionAccess(ports: PreflightPorts, target: PreflightTarget): Promise<CheckResult[]> {
  const check = 'SES production access';
  return guarded(check, needs('ses:GetAccount'), async () => {
    const account = await ports.ses.send(new GetAccountCommand({}));
    if (account.SendingEnabled === false) {
      return fail(
        check,
        `sending is paused for the account in ${target.region}`,
        `console SES (${target.region}) → Account dashboard shows why (a review of bounces or complaints); answer AWS in the case it opened`,
      );
    }
    if (account.ProductionAccessEnabled) return ok(check, `out of the sandbox in ${target.region}`);
    const detail = `the account is in the SES sandbox in ${target.region}: mail reaches only verified addresses, no customer`;
    const fix = `console SES (${target.region}) → Account dashboard → Request production access; AWS asks how bounces and complaints are handled, so have that in place first (at least the account-level suppression list for bounces and complaints, Configuration → Suppression list)`;
    return isProd(target) ? fail(check, detail, fix) : warn(check, detail, fix);
  });
}

/** The domain the shop mails from must be verified with DKIM, which the deploy can only ask for: the records go into DNS by hand. */
export function checkMailIdentity(ports: PreflightPorts, target: PreflightTarget, stack: StageStack): Promise<CheckResult[]> {
  const domain = target.mailDomain;
  const check = `SES identity ${domain}`;
  const addRecords = `put the three DKIM CNAME records into the DNS of ${domain}: outputs DkimRecord1..3 of stack ${stack.name} (aws cloudformation describe-stacks --stack-name ${stack.name} --query "Stacks[0].Outputs" ${awsCli(target)}); SES verifies the domain within 72 hours of them appearing`;
  return guarded(check, needs('ses:GetEmailIdentity'), async () => {
    let identity: GetEmailIdentityCommandOutput;
    try {
      identity = await ports.ses.send(new GetEmailIdentityCommand({ EmailIdentity: domain }));
    } catch (error) {
      if (errorName(error) !== 'NotFoundException') throw error;
      if (stack.kind === 'absent') return warn(check, 'not there yet; the first deploy creates it', `after the deploy, ${addRecords}`);
      return fail(
        check,
        `there is no such identity in ${target.region}`,
        `give preflight the domain stage ${target.stage} was deployed with (--mail-domain), or deploy with -c mailDomain=${domain}`,
      );
    }
    const dkim = identity.DkimAttributes?.Status ?? 'NOT_STARTED';
    if (identity.VerifiedForSendingStatus && dkim === 'SUCCESS') return ok(check, 'verified for sending, DKIM SUCCESS');
    const verified = identity.VerifiedForSendingStatus ? 'verified for sending' : 'not verified for sending';
    return fail(check, `${verified}, DKIM ${dkim}: mail from shop@${domain} is refused or lands in spam`, addRecords);
  });
}
