import { FetchByAgeRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { navigationByAge } from '../navigation.ts';

/** POST /api/homePage/fetchByAge: categories and collections per age group, for the header, in the shopper's language. */
export const handler = httpRoute({ body: FetchByAgeRequest }, ({ body, event }) => navigationByAge(body.ages, requestLanguage(event)));
