import { ACCOUNT_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/accounts';
import { MyOrdersRequest } from '@shop/shared/contract/accounts';
import { httpRoute } from '../../platform/http.ts';
import { myOrders } from '../myOrders.ts';
import { shopCustomerOrders } from '../orderAdapters.ts';
import { requireCustomer } from '../../accounts/signedIn.ts';

/** POST /api/orders/fetchMyOrders: only the caller's own orders, by the account's email. */
export const handler = httpRoute({ body: MyOrdersRequest, croatian: ACCOUNT_TEXTS_IN_CROATIAN }, async ({ body, headers }) =>
  myOrders((await requireCustomer(headers)).email, body, shopCustomerOrders),
);
