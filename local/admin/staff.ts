import { InviteStaffRequest, STAFF_ROLES, type StaffRole } from '@shop/shared/contract/admin';
import { fieldErrors } from '../../lambdas/platform/http.ts';
import { inviteStaff } from '../../lambdas/staff/invitations.ts';
import { shopInvitationPorts, shopStaff } from '../../lambdas/staff/staffAdapters.ts';
import { staffView } from '../../lambdas/staff/staffRecord.ts';
import { staffList } from '../../lambdas/staff/staffStore.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';

/**
 * `staff create` and `staff list`: the back office's accounts (docs/decisions/036-back-office.md).
 * The first owner is made here; later staff are invited by an owner in the browser, through the
 * same use case. The command line acts as an owner, and says so in the audit log.
 */
export const COMMAND_LINE = { id: 'command-line', email: 'npm run admin', role: 'owner' as const };

export const staffCommands = [
  defineCommand({
    group: 'staff',
    name: 'create',
    summary: 'invite someone to the back office (/admin); the first owner is made this way',
    usage: 'staff create <email> --name NAME [--role owner|staff]',
    description: `
Makes a back-office account for the email, INVITED, and mails it a link (also printed here) to
/admin/invitation/…, where its owner chooses a password (12 characters at least) and adds the
back office to an authenticator app (TOTP) with a first code. The link works once, for 72 hours;
running the command again for an email still invited sends a new link (the old one stops
working). An email that already has an account is refused. Owners may invite staff, read the
audit log and do all that staff do; staff run orders and the catalog.`,
    options: {
      name: { type: 'string', value: 'NAME', description: 'how the back office greets and names them' },
      role: { type: 'string', value: 'ROLE', description: `${STAFF_ROLES.join(' or ')} (default owner)` },
    },
    needs: ['mail'],
    examples: ['staff create ana@tkanica.hr --name "Ana Horvat"', 'staff create vesna@tkanica.hr --name Vesna --role staff'],
    parse({ positionals: words, values }, problems) {
      const [email] = positionals(words, ['email'], problems);
      const parsed = InviteStaffRequest.safeParse({
        email,
        name: stringOption(values, 'name'),
        role: stringOption(values, 'role') ?? 'owner',
      });
      if (!parsed.success) {
        for (const [field, message] of Object.entries(fieldErrors(parsed.error)))
          problems.add(`${field === 'email' ? 'email' : `--${field}`}: ${message}`);
      }
      return parsed.data as { email: string; name: string; role: StaffRole };
    },
    async run(request, { io, clock, mailer, shopUrl }) {
      const invited = await inviteStaff(request, COMMAND_LINE, clock.now(), shopInvitationPorts(mailer(), shopUrl()));
      const view = staffView(invited.staff);
      io.out(invited.link);
      io.err(`${view.email} is invited as ${view.role}; the link above was mailed to them and works once, until ${invited.expiresAt}.`);
    },
  }),
  defineCommand({
    group: 'staff',
    name: 'list',
    summary: "list the back office's accounts",
    usage: 'staff list',
    description: '\nEvery back-office account with its role and status (INVITED until the invitation is accepted).',
    parse: ({ positionals: words }, problems) => positionals(words, [], problems),
    async run(_input, { io }) {
      const staff = await staffList(shopStaff);
      for (const line of formatTable(
        ['EMAIL', 'NAME', 'ROLE', 'STATUS'],
        staff.map((s) => [s.email, s.name, s.role, s.status]),
      ))
        io.out(line);
      io.err(`${staff.length} account${staff.length === 1 ? '' : 's'}.`);
    },
  }),
];
