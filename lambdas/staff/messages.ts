import { ADMIN_MESSAGES } from '@shop/shared/contract/admin';
import { staffMessagesOf } from '@shop/shared/messages';

/** What the back office's door and its staff calls answer (English only, decision 048): `staff.*`. */
export const STAFF = /* @__PURE__ */ staffMessagesOf('staff', {
  ...ADMIN_MESSAGES,
  auditPageUnknown: 'This page of the audit log is not known; start from the first.',
  /** What of a staff member's act only an owner may do (staffPowers.ts), one sentence per power. */
  ownerOnlyActs: ({ acts }: { acts: readonly string[] }) => acts.map((act) => `Only an owner may ${act}.`).join(' '),
});
