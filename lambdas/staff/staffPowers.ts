import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { STAFF_POWER_DEFAULTS, type StaffPowers, type StaffPowersView } from '@shop/shared/contract/adminStaffPowers';
import { formatEuro } from '@shop/shared/money';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { HttpError } from '../platform/errors.ts';
import type { StaffRecord } from './staffRecord.ts';

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

const ownerOnlyText = (power: OwnerOnlyPower, ceilings: StaffPowers) => `Only an owner may ${power.what(ceilings)}.`;

/** The settings' one item, in the staff table beside the accounts (whose partition is STAFF). */
export const staffPowersKey = { pk: 'SETTINGS#STAFF_POWERS', sk: 'SETTINGS' } as const;

interface StaffPowersItem extends StaffPowers {
  pk: string;
  sk: string;
  updatedAt: string;
  updatedBy: string;
}

/** The ceilings in force: the defaults until an owner sets them. */
export async function getStaffPowers(): Promise<StaffPowers & { updatedAt?: string; updatedBy?: string }> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('staff'), Key: staffPowersKey, ConsistentRead: true }));
  const item = Item as StaffPowersItem | undefined;
  if (!item) return { ...STAFF_POWER_DEFAULTS };
  return {
    maxDiscountPercent: item.maxDiscountPercent,
    maxRefund: item.maxRefund,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
  };
}

/** Sets both ceilings; they hold from the next request on. */
export async function putStaffPowers(powers: StaffPowers, by: { email: string }, now: Date): Promise<void> {
  const item: StaffPowersItem = {
    ...staffPowersKey,
    maxDiscountPercent: powers.maxDiscountPercent,
    maxRefund: powers.maxRefund,
    updatedAt: now.toISOString(),
    updatedBy: by.email,
  };
  await dynamo().send(new PutCommand({ TableName: tableName('staff'), Item: item }));
}

/** The ceilings with what only an owner may do under them, as the owners' settings show them. */
export function staffPowersView(powers: Awaited<ReturnType<typeof getStaffPowers>>): StaffPowersView {
  const ceilings = { maxDiscountPercent: powers.maxDiscountPercent, maxRefund: powers.maxRefund };
  return {
    ...ceilings,
    ...(powers.updatedAt ? { updatedAt: powers.updatedAt } : {}),
    ...(powers.updatedBy ? { updatedBy: powers.updatedBy } : {}),
    ownerOnly: OWNER_ONLY_POWERS.map((power) => ownerOnlyText(power, ceilings)),
  };
}

/** What of the act only an owner may do, with the ceilings given: one sentence per power, by field. */
export function ownerOnlyParts(act: MoneyAct, ceilings: StaffPowers): { field: string; message: string }[] {
  return OWNER_ONLY_POWERS.filter((power) => power.is(act, ceilings)).map((power) => ({
    field: power.field,
    message: ownerOnlyText(power, ceilings),
  }));
}

/**
 * Refuses (403, nothing done) a staff member's act that only an owner may do, saying which part
 * and the ceiling; an owner may do all of it. The ceilings are read only for staff.
 */
export async function requireMoneyPower(staff: Pick<StaffRecord, 'role'>, act: MoneyAct): Promise<void> {
  if (staff.role === 'owner') return;
  const parts = ownerOnlyParts(act, await getStaffPowers());
  if (parts.length === 0) return;
  const errors: Record<string, string> = {};
  for (const { field, message } of parts) errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  throw new HttpError(403, parts.map((p) => p.message).join(' '), errors);
}
