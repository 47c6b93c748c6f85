export const AGE_GROUPS = ['ADULT', 'KID', 'CHILD', 'NB'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
