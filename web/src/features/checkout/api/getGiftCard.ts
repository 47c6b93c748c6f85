import useSWRMutation from 'swr/mutation';
import type { GiftCard } from '@shop/shared/contract/promotions';
import { request } from '../../../platform/http.ts';

export const giftCardKey = '/api/giftCards/getByName';

export const fetchGiftCard = (path: string, { arg: code }: { arg: string }): Promise<GiftCard> =>
  request<GiftCard>(path, { method: 'POST', body: { code } });

export function useGiftCard() {
  return useSWRMutation(giftCardKey, fetchGiftCard);
}
