import { IdParams } from '@shop/shared/contract/common';
import type { CreateInvoiceResponse } from '@shop/shared/contract/orders';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { httpRoute } from '../../platform/http.ts';
import { stripeGateway } from '../../payments/paymentGateway.ts';
import { invoiceForOrder } from '../invoiceForOrder.ts';

const ports = { payments: stripeGateway(), clock: systemClock, shopUrl: config.shopUrl() };

/** GET /api/orders/{id}/createInvoice */
export const handler = httpRoute({ params: IdParams }, async ({ params }): Promise<CreateInvoiceResponse> => {
  const invoice = await invoiceForOrder(params.id, ports);
  return { invoiceId: invoice.id, userEmail: invoice.email };
});
