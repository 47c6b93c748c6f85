import { CategoryRequest } from '@shop/shared/contract/catalog';
import { IdParams } from '@shop/shared/contract/common';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { getCategory } from '../catalogStore.ts';

/** POST /api/categories/{id}: the category's name and description. */
export const handler = httpRoute({ params: IdParams, body: CategoryRequest }, async ({ params }) => {
  const category = await getCategory(params.id);
  if (!category) throw notFound('There is no such category.');
  const { id, name, description, sortNo, age } = category;
  return { id, name, description, sortNo, age };
});
