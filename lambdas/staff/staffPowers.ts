import type { StaffPowers, StaffPowersView } from '@shop/shared/contract/adminStaffPowers';
import { formatEuro } from '@shop/shared/money';
import { HttpError } from '../platform/errors.ts';
import type { AuditActor } from './auditEntry.ts';
import { recordAudit } from './auditLog.ts';
import { STAFF } from './messages.ts';
import type { StaffRecord } from './staffRecord.ts';
import { type SetStaffPowers, type StaffActionPorts, type StaffReader, staffPowersOf } from './staffStore.ts';

/**
 * The back office's powers over money (docs/decisions/063-staff-powers.md): one table of what
 * only an owner may do, which every desk that gives money away or back consults, and the two
 * ceilings owners set. A route's least role (lambdas/routes.ts) decides who may call it at all;
 * this table decides, for a call staff may make, which of its amounts are an owner's to give.
 */

/** What someone at a desk is about to do with the shop's money. */
export type MoneyAct =
  | { kind: 'discountCode'; percent: number; usageLimit?: number | undefined }
  | { kind: 'refund'; amount: number }
  | { kind: 'giftCard' };

interface OwnerOnlyPower {
  /** What it is, in the back office's words. */
  what(ceilings: StaffPowers): string;
  /** Whether the act is it. */
  is(act: MoneyAct, ceilings: StaffPowers): boolean;
  /** The field of the request it is about, for the desk's form. */
  field: string;
}

const percent = (value: number) => `${value} %`;

/** What only an owner may do; staff may do all the rest their route lets them. */
export const OWNER_ONLY_POWERS: readonly OwnerOnlyPower[] = [
  {
    what: (c) => `create a code above ${percent(c.maxDiscountPercent)}`,
    is: (act, c) => act.kind === 'discountCode' && act.percent > c.maxDiscountPercent,
    field: 'percent',
  },
  {
    what: () => 'create a code without a usage limit',
    is: (act) => act.kind === 'discountCode' && act.usageLimit === undefined,
    field: 'usageLimit',
  },
  {
    what: (c) => `refund more than ${formatEuro(c.maxRefund)}`,
    is: (act, c) => act.kind === 'refund' && act.amount > c.maxRefund,
    field: 'amount',
  },
  {
    // A gift card is money the shop owes; its route is an owner's too (lambdas/routes.ts).
    what: () => 'create a gift card',
    is: (act) => act.kind === 'giftCard',
    field: 'amount',
  },
];

const ownerOnlyText = (power: OwnerOnlyPower, ceilings: StaffPowers) => STAFF.ownerOnlyActs({ acts: [power.what(ceilings)] }).text.en;

/**
 * Sets the ceilings an owner changes (those not given stay), from the next request on, and writes
 * the change to the audit log: the ceilings with what only an owner may do, before and after.
 */
export async function changeStaffPowers(
  change: Partial<StaffPowers>,
  actor: AuditActor,
  now: Date,
  ports: StaffActionPorts,
): Promise<StaffPowersView> {
  const before = staffPowersView(await staffPowersOf(ports.staff));
  const written: SetStaffPowers = {
    maxDiscountPercent: change.maxDiscountPercent ?? before.maxDiscountPercent,
    maxRefund: change.maxRefund ?? before.maxRefund,
    updatedAt: now.toISOString(),
    updatedBy: actor.email,
  };
  await ports.staff.setPowers(written);
  // What was written is what a read would give back: no second read.
  const after = staffPowersView(written);
  await recordAudit(
    ports.audit,
    actor,
    { action: 'settings.staffPowers', subject: { kind: 'settings', id: 'staffPowers' }, before, after },
    now,
  );
  return after;
}

/** The ceilings with what only an owner may do under them, as the owners' settings show them. */
export function staffPowersView(powers: StaffPowers & Partial<SetStaffPowers>): StaffPowersView {
  const ceilings = { maxDiscountPercent: powers.maxDiscountPercent, maxRefund: powers.maxRefund };
  return {
    ...ceilings,
    ...(powers.updatedAt ? { updatedAt: powers.updatedAt } : {}),
    ...(powers.updatedBy ? { updatedBy: powers.updatedBy } : {}),
    ownerOnly: OWNER_ONLY_POWERS.map((power) => ownerOnlyText(power, ceilings)),
  };
}

/** What of the act only an owner may do, with the ceilings given: each power's words, by field. */
export function ownerOnlyParts(act: MoneyAct, ceilings: StaffPowers): { field: string; act: string }[] {
  return OWNER_ONLY_POWERS.filter((power) => power.is(act, ceilings)).map((power) => ({ field: power.field, act: power.what(ceilings) }));
}

/**
 * Refuses (403, nothing done) a staff member's act that only an owner may do, saying which part
 * and the ceiling; an owner may do all of it. The ceilings are read only for staff.
 */
export async function requireMoneyPower(store: StaffReader, staff: Pick<StaffRecord, 'role'>, act: MoneyAct): Promise<void> {
  if (staff.role === 'owner') return;
  const parts = ownerOnlyParts(act, await staffPowersOf(store));
  if (parts.length === 0) return;
  const byField = new Map<string, string[]>();
  for (const { field, act: what } of parts) byField.set(field, [...(byField.get(field) ?? []), what]);
  const errors = Object.fromEntries([...byField].map(([field, acts]) => [field, STAFF.ownerOnlyActs({ acts })]));
  throw new HttpError(403, STAFF.ownerOnlyActs({ acts: parts.map((p) => p.act) }), errors);
}
