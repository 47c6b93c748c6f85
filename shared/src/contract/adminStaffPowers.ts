import * as z from 'zod/mini';

/**
 * What staff may do with the shop's money without an owner (docs/decisions/063-staff-powers.md):
 * the two ceilings owners set at the back office's Staff page and with
 * `npm run admin -- settings staff-powers`. Money is in cents.
 */

/** Until an owner sets them: codes up to 30 % off, refunds up to 100,00 €. */
export const STAFF_POWER_DEFAULTS = { maxDiscountPercent: 30, maxRefund: 10_000 } as const;

/** The largest refund ceiling: 100 000 €, the largest amount the command line takes. */
export const MAX_REFUND_CEILING = 10_000_000;

export interface StaffPowers {
  /** The largest percent off a staff member's discount code may take. */
  maxDiscountPercent: number;
  /** Cents: the largest refund a staff member may make (an order's refund step, or a withdrawal handled). */
  maxRefund: number;
}

const PERCENT_MESSAGE = 'The percent is a whole number from 0 to 100.';
const REFUND_MESSAGE = 'Enter the amount in euros, from 0,00 € to 100.000,00 €.';

/** PUT /api/admin/staffPowers: both ceilings, as an owner sets them. */
export const StaffPowersRequest = z.object({
  maxDiscountPercent: z.int(PERCENT_MESSAGE).check(z.minimum(0, PERCENT_MESSAGE), z.maximum(100, PERCENT_MESSAGE)),
  maxRefund: z.int(REFUND_MESSAGE).check(z.minimum(0, REFUND_MESSAGE), z.maximum(MAX_REFUND_CEILING, REFUND_MESSAGE)),
});
export type StaffPowersRequest = z.infer<typeof StaffPowersRequest>;

/** GET and PUT /api/admin/staffPowers (owners only): the ceilings, and what only an owner may do. */
export interface StaffPowersView extends StaffPowers {
  /** When and by whom they were last set; absent while the defaults hold. */
  updatedAt?: string;
  updatedBy?: string;
  /** What only an owner may do, in the back office's words, as the shop checks it. */
  ownerOnly: string[];
}
