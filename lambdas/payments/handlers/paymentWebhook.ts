import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { headerOf } from '../../platform/headers.ts';
import { bodyIn } from '../../platform/answerLanguage.ts';
import { refusedAtTheDoor } from '../../platform/http.ts';
import { correlate, log } from '../../platform/log.ts';
import { sendToQueue } from '../../platform/queue.ts';
import { PAYMENTS } from '../messages.ts';
import { verifyWebhook } from '../paymentGateway.ts';

const answer = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * POST /api/payments/webhook: checks the provider's signature over the raw body, puts the
 * event on the payment queue and answers at once; the consumer does the work. A request that
 * is not signed by the provider changes nothing. The provider comes through the edge like
 * everyone, with its JSON declared as such.
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const refused = await refusedAtTheDoor(event, { takesBody: true });
  if (refused) return refused;
  const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '');
  const signature = headerOf(event, 'stripe-signature');
  const verified = await verifyWebhook(raw, signature);
  if (!verified) return answer(400, bodyIn('en', { message: PAYMENTS.webhookUnsigned }));
  correlate(verified.id);
  await sendToQueue('paymentEvents', { id: verified.id, type: verified.type, data: verified.data });
  log.info('payment event queued', { eventId: verified.id, type: verified.type });
  return answer(200, { received: true });
};
