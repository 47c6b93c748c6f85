/** Loyalty tiers in ascending order; they carry no permissions. */
export const CUSTOMER_LEVELS = ['ECO_FRIENDLY_SUPPORTER', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'PRIVATE_CLIENT'] as const;

export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number];

export function levelRank(level: CustomerLevel): number {
  return CUSTOMER_LEVELS.indexOf(level);
}
