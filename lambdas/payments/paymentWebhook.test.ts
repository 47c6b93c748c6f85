import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { invoke } from '../testing/invoke.ts';
import { handler } from './handlers/paymentWebhook.ts';

const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } });

const sqs = mockClient(SQSClient);
afterEach(() => sqs.reset());

describe('POST /api/payments/webhook', () => {
  it('puts a genuine event on the payment queue and answers 200', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string });
    const { status } = await invoke(handler, { body: payload, headers: { 'stripe-signature': signature } });
    expect(status).toBe(200);
    const sent = sqs.commandCalls(SendMessageCommand);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.args[0].input.QueueUrl).toBe(process.env.QUEUE_PAYMENT_EVENTS_URL);
    expect(JSON.parse(sent[0]?.args[0].input.MessageBody ?? '{}')).toMatchObject({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1' } },
    });
  });

  it('refuses a missing signature and changes nothing', async () => {
    const { status, body } = await invoke(handler, { body: payload });
    expect(status).toBe(400);
    expect(body.message).toMatch(/signature/);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('refuses a signature made with another secret, or over another body', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': forged } })).status).toBe(400);
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string });
    const tampered = payload.replace('evt_1', 'evt_2');
    expect((await invoke(handler, { body: tampered, headers: { 'stripe-signature': genuine } })).status).toBe(400);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});
