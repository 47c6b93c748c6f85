import type { AgeGroup } from '@shop/shared/ages';

/** The header's menus: one per age group (SPEC §2), then Info. */
export type MenuId = AgeGroup | 'INFO';

export const MENUS: readonly { id: MenuId; label: string }[] = [
  { id: 'ADULT', label: 'Adult' },
  { id: 'KID', label: 'Kids' },
  { id: 'CHILD', label: 'Toddlers' },
  { id: 'NB', label: 'Newborn' },
  { id: 'INFO', label: 'Info' },
];
