import { liftSuppression, mailAddress, SUPPRESSED_PREFIX, type SuppressionRecord } from '../../lambdas/platform/mailSuppression.ts';
import { SUPPRESSION_LIST_TABLE } from '../../lambdas/tables.ts';
import { ADMIN, defineCommand, OperatorError, positionals } from './command.ts';
import { formatTable } from './io.ts';
import { scanPages } from './operatorScan.ts';

/** `mail suppressed list|remove`: the addresses the shop no longer mails (docs/decisions/052). */

/** The entries that suppress sending now, oldest first. The list is small and the operator's, so a scan in pages. */
export async function suppressedAddresses(): Promise<SuppressionRecord[]> {
  const found: SuppressionRecord[] = [];
  for await (const page of scanPages(SUPPRESSION_LIST_TABLE, {
    filter: 'begins_with(pk, :prefix) AND attribute_not_exists(liftedAt)',
    values: { ':prefix': SUPPRESSED_PREFIX },
  })) {
    found.push(...(page as unknown as SuppressionRecord[]));
  }
  return found.sort((a, b) => a.recordedAt.localeCompare(b.recordedAt) || a.email.localeCompare(b.email));
}

type Input = { action: 'list' } | { action: 'remove'; email: string };

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

export const mailCommands = [
  defineCommand<Input>({
    group: 'mail',
    name: 'suppressed',
    summary: 'list the addresses the shop no longer mails, or mail one again',
    usage: 'mail suppressed list | mail suppressed remove <email>',
    description: `
The suppression list: addresses SES reported as bouncing for good (the mailbox does not exist)
or whose owner marked a mail of the shop as spam. The shop sends them nothing, and the outbox
marks such a mail done as "suppressed". \`list\` shows each with why and since when; \`remove\`
lets the shop mail the address again, for a customer who fixed the mailbox or asks for mail
again. Lifting does not send what was not sent: resend what matters (\`invoices resend\`).`,
    examples: ['mail suppressed list', 'mail suppressed remove ana@example.hr'],
    parse({ positionals: words }, problems) {
      const [action, ...rest] = words;
      if (action === 'list') {
        positionals(rest, [], problems);
        return { action };
      }
      if (action === 'remove') {
        const [email] = positionals(rest, ['<email>'], problems);
        if (email !== undefined && !ADDRESS.test(email.trim())) problems.add(`"${email}" is not an email address.`);
        return { action, email: mailAddress(email ?? '') };
      }
      problems.add(action === undefined ? 'Say list or remove <email>.' : `Unknown "${action}": say list or remove <email>.`);
      return { action: 'list' };
    },
    async run(input, { io, clock, target }) {
      if (input.action === 'list') {
        const entries = await suppressedAddresses();
        const rows = entries.map((e) => [e.email, e.reason, e.detail, e.recordedAt, e.feedbackId]);
        for (const line of formatTable(['EMAIL', 'REASON', 'DETAIL', 'SINCE', 'SES FEEDBACK ID'], rows)) io.out(line);
        io.err(`${entries.length} suppressed address${entries.length === 1 ? '' : 'es'}.`);
        return;
      }
      const lifted = await liftSuppression(input.email, clock.now());
      if (!lifted) {
        throw new OperatorError(`${input.email} is not on the suppression list; \`${ADMIN} mail suppressed list\` shows who is.`);
      }
      io.out(
        `${lifted.email} may be mailed again (it was suppressed for a ${lifted.reason}, ${lifted.detail}, since ${lifted.recordedAt}).`,
      );
      if (target.kind === 'aws') {
        // SES keeps an account-level list of its own, which would bounce the next mail again.
        io.err(
          `If SES's own suppression list holds it too: aws sesv2 get-suppressed-destination --email-address ${lifted.email}, then delete-suppressed-destination.`,
        );
      }
    },
  }),
];
