import type { CheckPreOrderResponse, OrderRequest } from '@shop/shared/contract/orders';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { Clock } from '../platform/clock.ts';
import { notEnoughStock, quoteOrder } from './placeOrder.ts';

/**
 * POST /api/orders/checkPreOrder: which lines would be partly or wholly pre-ordered. Lines
 * that neither stock nor pre-order can cover are refused with 409, as the order would be; both
 * name the products in the shopper's language.
 */
export async function checkPreOrder(
  request: OrderRequest,
  clock: Clock,
  client?: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<CheckPreOrderResponse> {
  const quote = await quoteOrder(request, clock.now(), client, undefined, language);
  if (quote.unavailable.length > 0) throw notEnoughStock(quote.unavailable);
  return { productsMissing: quote.preOrdered };
}
