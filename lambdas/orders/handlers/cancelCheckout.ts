import { IdParams } from '@shop/shared/contract/common';
import type { CancelCheckoutResponse } from '@shop/shared/contract/orders';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { cancelCheckout } from '../cancelCheckout.ts';
import { orderSummaryOf } from '../orderSummary.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** POST /api/orders/{id}/cancelCheckout: the payment page's way back to the checkout. */
export const handler = httpRoute(
  { params: IdParams },
  async ({ params, event }): Promise<CancelCheckoutResponse> => ({
    order: orderSummaryOf(await cancelCheckout(params.id, ports), requestLanguage(event)),
  }),
);
