import useSWR from 'swr';
import type { AgeGroup } from '@shop/shared/ages';
import type { Category } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

/** SPEC §7: the category is asked for with the age ADULT. */
const CATEGORY_AGE: AgeGroup = 'ADULT';

export const categoryKey = (id: string) => ['POST', `/api/categories/${encodeURIComponent(id)}`, CATEGORY_AGE] as const;

export const fetchCategory = ([, path, age]: ReturnType<typeof categoryKey>): Promise<Category> =>
  request<Category>(path, { method: 'POST', body: { age } });

export function useCategory(id: string | undefined) {
  return useSWR(id ? categoryKey(id) : null, fetchCategory);
}
