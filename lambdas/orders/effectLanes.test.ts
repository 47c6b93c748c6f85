import { OrderRequest } from '@shop/shared/contract/orders';
import type { SQSEvent } from 'aws-lambda';
import { recordSqs } from '../testing/sqsRecorder.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import type { FiscalService } from '../fiscal/fiscalService.ts';
import type { InvoiceDocument } from '../invoices/invoiceDocument.ts';
import { renderInvoicePdf } from '../invoices/invoicePdf.ts';
import { queueUrl } from '../platform/config.ts';
import { createFakeMailer, type Mail } from '../platform/mailer.ts';
import { CLAIM_SECONDS, type HandedEffect, performDueEffects, performStreamedEffects, queuedEffects } from '../platform/outbox.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { dieBeforeWrite } from '../testing/faults.ts';
import { catalogStreamRecord } from '../testing/streamRecords.ts';
import type { EffectRecord } from './effectRecord.ts';
import { effectWorker } from './effectWorker.ts';
import { invoiceOutbox } from './invoiceEffects.ts';
import type { OrderRecord } from './orderRecord.ts';
import { operatorStep } from './operatorSteps.ts';
import { paymentOutbox } from './paymentEffects.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';

/**
 * The orders' outbox as AWS and `npm start` run it (docs/decisions/029): the stream's worker
 * and the due job send mail themselves and hand refunds and invoices to their consumers'
 * queues; each consumer performs what it is handed. The queues are SQS as the real client sees
 * it (the messages are kept here and delivered to the consumer of their queue).
 */

const clock = testClock();
const sqs = recordSqs();
let queued: { queue: string; message: HandedEffect }[] = [];
afterAll(() => sqs.restore());

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(TEST_START);
  queued = [];
  sqs.reset();
  sqs.answers((input) => {
    const queue = (['paymentEffects', 'invoiceEffects'] as const).find((name) => queueUrl(name) === input.QueueUrl) ?? input.QueueUrl;
    queued.push({ queue, message: JSON.parse(input.MessageBody) });
    return { MessageId: `m-${queued.length}` };
  });
});

const request = OrderRequest.parse({
  deliveryAddress: ZAGREB_ADDRESS,
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
  userEmail: 'ana@example.hr',
});

const effects = async () =>
  (await scanTable('orders')).filter((item) => String(item.pk).startsWith('EFFECT#')) as unknown as EffectRecord[];
const sqsEvent = (bodies: HandedEffect[]): SQSEvent =>
  ({ Records: bodies.map((body, i) => ({ messageId: `m${i}`, body: JSON.stringify(body) })) }) as unknown as SQSEvent;
const invoiceMails = (sent: Mail[]) => sent.filter((mail) => mail.attachments?.length);

function shop(fiscal: FiscalService = { fiscalise: async () => ({ status: 'confirmed', jir: 'a1b2c3d4-0000-4000-8000-000000000001' }) }) {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  let pdfsDrawn = 0;
  // The renderInvoicePdf function, called in process: it draws what it is given and reaches nothing else.
  const drawInvoicePdf = async (document: InvoiceDocument) => {
    pdfsDrawn++;
    return renderInvoicePdf(document);
  };
  const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example', drawInvoicePdf };
  const worker = effectWorker(ports);
  const consumers = { paymentEffects: paymentOutbox(ports), invoiceEffects: invoiceOutbox({ clock, fiscal }) };
  const streamed = new Set<string>();
  /** The stream's worker for each effect not streamed yet, then each queue's consumer, until nothing is left to do. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const fresh = (await effects()).filter((effect) => !streamed.has(effect.id));
      for (const effect of fresh) streamed.add(effect.id);
      if (fresh.length) {
        const answer = await performStreamedEffects(worker, clock, {
          Records: fresh.map((effect) => catalogStreamRecord('INSERT', undefined, effect)),
        });
        expect(answer.batchItemFailures).toEqual([]);
      }
      const delivered = queued;
      queued = [];
      for (const { queue, message } of delivered) {
        await queuedEffects(queue, consumers[queue as keyof typeof consumers], clock)(sqsEvent([message]));
      }
      if (!fresh.length && !delivered.length) return;
    }
  }
  return { payments, mailer, ports, worker, consumers, settle, pdfsDrawn: () => pdfsDrawn };
}

async function paidOrder(s: ReturnType<typeof shop>): Promise<OrderRecord> {
  await placeOrder(request, s.ports);
  const order = (await scanTable('orders')).find((item) => String(item.pk).startsWith('O#')) as OrderRecord;
  s.payments.payByCard(order.paymentSessionId as string);
  await processPaymentEvent(s.payments.event(order.paymentSessionId as string, 'checkout.session.completed'), s.ports);
  return order;
}

describe('the lanes of the orders outbox', () => {
  it('sends the mail in the stream’s worker and hands the invoice to its queue, unclaimed', async () => {
    const s = shop();
    await paidOrder(s);
    const fresh = await effects();
    await performStreamedEffects(s.worker, clock, { Records: fresh.map((effect) => catalogStreamRecord('INSERT', undefined, effect)) });

    expect(s.mailer.sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/confirmed/)]);
    const issue = fresh.find((effect) => effect.effect.kind === 'issueInvoice')!;
    expect(queued).toEqual([{ queue: 'invoiceEffects', message: { effectId: issue.id } }]);
    const left = (await effects()).find((effect) => effect.id === issue.id)!;
    expect(left).toMatchObject({ status: 'pending', attempts: 0 });
    expect(left.claimedUntil).toBeUndefined();
  });

  it('issues, fiscalises and mails the invoice with its PDF once, across three functions', async () => {
    const s = shop();
    await paidOrder(s);
    await s.settle();

    expect(invoiceMails(s.mailer.sent)).toHaveLength(1);
    expect(invoiceMails(s.mailer.sent)[0]?.attachments?.[0]?.contentType).toBe('application/pdf');
    expect((await effects()).map((effect) => [effect.effect.kind, effect.status]).sort()).toEqual([
      ['fiscalise', 'done'],
      ['issueInvoice', 'done'],
      ['mail', 'done'],
      ['mail', 'done'],
    ]);
    const [invoice] = (await scanTable('orders')).filter((item) => String(item.pk).startsWith('I#'));
    expect(invoice?.document.fiscal.jir).toBe('a1b2c3d4-0000-4000-8000-000000000001');
  });

  it('hands a refund to the payments queue, whose consumer pays it back once', async () => {
    const s = shop();
    const order = await paidOrder(s);
    await s.settle();
    queued = [];
    const moved = await operatorStep(
      (await scanTable('orders')).find((i) => i.pk === `O#${order.id}`) as OrderRecord,
      { step: 'refund', amount: 1000 },
      clock.now(),
    );
    expect(moved.status).toBe('moved');
    await s.settle();
    expect(s.payments.refunds.map((refund) => refund.amount)).toEqual([1000]);
    expect(s.mailer.sent.filter((mail) => /refund/i.test(mail.subject))).toHaveLength(1);
  });

  it('lets the due job hand over again what a consumer never performed, and nothing twice', async () => {
    const s = shop();
    await paidOrder(s);
    const fresh = await effects();
    await performStreamedEffects(s.worker, clock, { Records: fresh.map((effect) => catalogStreamRecord('INSERT', undefined, effect)) });
    // The message is lost (its consumer died at its start, again and again, until it was dead-lettered).
    expect(queued).toHaveLength(1);
    queued = [];

    clock.advance(60_000);
    const counts = await performDueEffects(s.worker, clock);
    expect(counts).toMatchObject({ handed: 1, done: 0 });
    expect(queued.map(({ queue }) => queue)).toEqual(['invoiceEffects']);
    await queuedEffects('invoiceEffects', s.consumers.invoiceEffects, clock)(sqsEvent(queued.map(({ message }) => message)));
    // The same message delivered twice (SQS delivers at least once) does nothing the second time.
    const again = await queuedEffects('invoiceEffects', s.consumers.invoiceEffects, clock)(sqsEvent(queued.map(({ message }) => message)));
    expect(again.batchItemFailures).toEqual([]);
    expect((await scanTable('orders')).filter((item) => String(item.pk).startsWith('I#'))).toHaveLength(1);
  });

  it('a consumer that dies after CIS answered, before its done-mark: the message fails, and the invoice is still mailed once', async () => {
    let deliveries = 0;
    const s = shop({
      fiscalise: async () => {
        deliveries++;
        return { status: 'confirmed', jir: 'a1b2c3d4-0000-4000-8000-000000000002' };
      },
    });
    await paidOrder(s);
    const crash = dieBeforeWrite(
      (command, input) =>
        command === 'UpdateItemCommand' &&
        String(input.Key?.pk).includes('.fiscalise.') &&
        input.ExpressionAttributeValues?.[':done'] === 'done',
    );
    // The fiscalise message's consumer dies at its done-mark: the message fails back to the queue.
    await s.settle();
    expect(crash.fired()).toBe(true);
    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await performDueEffects(s.worker, clock);
    await s.settle();

    expect(deliveries).toBe(1);
    expect(invoiceMails(s.mailer.sent)).toHaveLength(1);
    expect((await effects()).every((effect) => effect.status === 'done')).toBe(true);
  });

  it('the mail’s worker dies after the PDF is drawn, before SES takes it: the invoice is mailed once, on the next try', async () => {
    const s = shop();
    await paidOrder(s);
    let refused = 0;
    const send = s.mailer.send;
    s.mailer.send = async (mail) => {
      if (mail.attachments?.length && refused++ === 0) throw new Error('SES is down');
      return send(mail);
    };
    await s.settle();
    expect(s.pdfsDrawn()).toBe(1);
    expect(invoiceMails(s.mailer.sent)).toHaveLength(0);

    clock.advance(60_000);
    await performDueEffects(s.worker, clock);
    expect(invoiceMails(s.mailer.sent)).toHaveLength(1);
    clock.advance(60 * 60_000);
    await performDueEffects(s.worker, clock);
    await s.settle();
    expect(invoiceMails(s.mailer.sent)).toHaveLength(1);
  });
});
