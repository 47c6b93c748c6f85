import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { FetchByAgeRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { navigationByAge } from '../navigation.ts';

/** POST /api/homePage/fetchByAge: categories and collections per age group, for the header, in the shopper's language. */
export const handler = httpRoute({ body: FetchByAgeRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  navigationByAge(body.ages, requestLanguage(event)),
);
