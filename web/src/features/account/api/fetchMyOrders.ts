import useSWRInfinite from 'swr/infinite';
import type { MyOrdersResponse } from '@shop/shared/contract/accounts';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import { request } from '../../../platform/http.ts';

const MY_ORDERS_PATH = '/api/orders/fetchMyOrders';

/** One page of the customer's orders; `start` is the page index (SPEC §4 Listings). */
export const myOrdersKey = (start: number) => [MY_ORDERS_PATH, { size: PAGE_SIZE, start }] as const;

export const fetchMyOrders = ([path, body]: ReturnType<typeof myOrdersKey>): Promise<MyOrdersResponse> =>
  request<MyOrdersResponse>(path, { method: 'POST', body });

/** The order list paged by 10: Load More appends the next page while the total exceeds what is shown. */
export function useMyOrders() {
  const pages = useSWRInfinite(
    (index, previous: MyOrdersResponse | null) => {
      if (previous && index * PAGE_SIZE >= previous.total) return null;
      return myOrdersKey(index);
    },
    fetchMyOrders,
    { revalidateFirstPage: false },
  );
  const orders = pages.data?.flatMap((page) => page.data) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  const waitingForPage = pages.size > 0 && pages.data?.[pages.size - 1] === undefined;
  return {
    orders,
    total,
    settled: pages.data !== undefined || pages.error !== undefined,
    loading: !pages.error && waitingForPage,
    hasMore: total > orders.length,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}
