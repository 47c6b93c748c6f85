import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { CategoryRequest } from '@shop/shared/contract/catalog';
import { IdParams } from '@shop/shared/contract/common';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { categoryById } from '../catalogViews.ts';
import { CATALOG } from '../messages.ts';

/** POST /api/categories/{id}: the category's name and description, in the shopper's language. */
export const handler = httpRoute(
  { params: IdParams, body: CategoryRequest, croatian: CATALOG_TEXTS_IN_CROATIAN },
  async ({ params, event }) => {
    const category = await categoryById(params.id, requestLanguage(event));
    if (!category) throw notFound(CATALOG.noSuchCategory);
    return category;
  },
);
