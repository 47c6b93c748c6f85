import * as z from 'zod/mini';
import { AGE_GROUPS, type AgeGroup } from '../ages.ts';
import type { AnnouncementSave } from './announcement.ts';
import { Id } from './common.ts';
import { TOP_COLLECTIONS } from './catalog.ts';

/** The back office's desk of the menu's order and the home page (docs/decisions/043-blog-and-catalog-order-desks.md). */

const Ids = (what: string) => z.array(Id).check(z.maxLength(200, `At most 200 ${what}.`));

/** POST /api/admin/catalogOrder/menu: one age group's categories and collections in the menu's order, and its featured collections. */
export const MenuOrderSave = z.object({
  age: z.enum(AGE_GROUPS, 'Not an age group.'),
  categoryIds: Ids('categories'),
  collectionIds: Ids('collections'),
  featuredIds: z
    .array(Id)
    .check(z.maxLength(TOP_COLLECTIONS, `The menu shows at most ${TOP_COLLECTIONS} featured collections per age group.`)),
});
export type MenuOrderSave = z.infer<typeof MenuOrderSave>;

/**
 * POST /api/admin/catalogOrder/home: which collections feed the home page's four sections. Both
 * carousels always have one, as a catalog file's home does (an import reads the home back).
 */
export const HomeSectionsSave = z.object({
  first: z.array(Id).check(z.minLength(1, 'The hero needs at least one collection.'), z.maxLength(6, 'At most 6 collections.')),
  second: Id,
  third: z.array(Id).check(z.maxLength(12, 'At most 12 collections.')),
  fourth: Id,
});
export type HomeSectionsSave = z.infer<typeof HomeSectionsSave>;

export interface MenuCategory {
  id: string;
  name: string;
  sortNo: number;
}
export interface MenuCollection {
  id: string;
  name: string;
  featured: boolean;
}

/** GET /api/admin/catalogOrder: every age group's menu, the home page's sections as collection ids, and the announcement bar. */
export interface CatalogOrderView {
  menus: { age: AgeGroup; categories: MenuCategory[]; collections: MenuCollection[] }[];
  home: HomeSectionsSave;
  announcement: AnnouncementSave;
}
