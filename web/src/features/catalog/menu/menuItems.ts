import type { AgeGroup } from '@shop/shared/ages';
import type { ShopMessages } from '../../../i18n/messages/en/shop.ts';

/** The header's menus: one per age group (SPEC §2), then Info. */
export type MenuId = AgeGroup | 'INFO';

/** The menus in order; `label` is the English name, as the back office shows it. */
export const MENUS: readonly { id: MenuId; label: string }[] = [
  { id: 'ADULT', label: 'Adult' },
  { id: 'KID', label: 'Kids' },
  { id: 'CHILD', label: 'Toddlers' },
  { id: 'NB', label: 'Newborn' },
  { id: 'INFO', label: 'Info' },
];

/** A menu's name as the shop's pages show it, in the page's language. */
export const menuName = (t: ShopMessages['menu'], id: MenuId): string => (id === 'INFO' ? t.info : t.ages[id]);
