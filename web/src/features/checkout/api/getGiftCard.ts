import useSWRMutation from 'swr/mutation';
import type { Cents } from '@shop/shared/money';
import { request } from '../../../platform/http.ts';

/** SPEC §3: a gift card's remaining amount, in cents like all money of the API. */
export interface GiftCard {
  amount: Cents;
}

export const giftCardKey = '/api/giftCards/getByName';

export const fetchGiftCard = (path: string, { arg: code }: { arg: string }): Promise<GiftCard> =>
  request<GiftCard>(path, { method: 'POST', body: { code } });

export function useGiftCard() {
  return useSWRMutation(giftCardKey, fetchGiftCard);
}
