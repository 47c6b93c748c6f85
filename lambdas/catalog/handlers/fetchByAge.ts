import { FetchByAgeRequest } from '@shop/shared/contract/catalog';
import { httpRoute } from '../../platform/http.ts';
import { navigationByAge } from '../navigation.ts';

/** POST /api/homePage/fetchByAge: categories and collections per age group, for the header. */
export const handler = httpRoute({ body: FetchByAgeRequest }, ({ body }) => navigationByAge(body.ages));
