import path from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/handlers.ts';
import { type LocalQueue, startLocalQueue } from '../../local/queue.ts';
import { recorded } from '../../local/test-fixtures/consumers/recorder.ts';
import { clearTables } from '../../test/tables.ts';
import { testStage } from '../../test/stage.ts';
import { dropFailedEvent, listFailedEvents } from '../deadLetters/failedEvents.ts';
import { functionScope } from '../grants.ts';
import { runAsFunction } from '../platform/functionScope.ts';
import { routes } from '../routes.ts';
import { QUEUES } from '../queues.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as failedEventDesk } from './handlers/failedEventDesk.ts';
import { FAILED_EVENT_QUEUES } from '@shop/shared/contract/adminFailedEvents';

/**
 * The failed events desk against the local SQS stand-in (local/queue.ts), which answers the
 * dead-letter calls SQS does: a message that fails every delivery lands in its queue's
 * dead-letter queue, the desk lists it, replays it to its consumer or drops it into the audit log.
 */

// The desk's queues: the provider's events and the outbox's; the stream feeds' letters are redriven in SQS (decision 051).
const queues = FAILED_EVENT_QUEUES;
let queue: LocalQueue;
let sqs: SQSClient;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  queue = await startLocalQueue({
    port: 0,
    stage: testStage(),
    consumers: queues.map((name) => ({ name, queue: name, handler: 'consumers/recorder', uses: {} })),
    handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
    retryDelaysMs: [5],
    quiet: true,
  });
  const env: Record<string, string> = { SQS_ENDPOINT: queue.endpoint };
  for (const name of queues) {
    env[QUEUES[name].envVar] = queue.urls[name];
    env[QUEUES[name].deadLetterEnvVar] = `${queue.urls[name]}-dlq`;
  }
  for (const [variable, value] of Object.entries(env)) {
    saved[variable] = process.env[variable];
    process.env[variable] = value;
  }
  sqs = new SQSClient({
    endpoint: queue.endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  sqs.destroy();
  await queue.stop();
  for (const [variable, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[variable];
    else process.env[variable] = value;
  }
});

let owner: Record<string, string>;
let staff: Record<string, string>;
beforeEach(async () => {
  await clearTables('staff', 'audit');
  owner = (await activeStaff({ email: 'marta@tkanica.hr', role: 'owner' })).headers;
  staff = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
  // What an earlier test left waiting goes, so each starts with an empty desk.
  for (const row of await asDesk(() => listFailedEvents(queues)))
    await asDesk(() => dropFailedEvent(row.queue, row.messageId, async () => {}));
  recorded().batches.length = 0;
});

/** A provider event whose consumer fails on every delivery (the recorder fails a body with "fail" in it). */
async function failedPaymentEvent(id: string): Promise<void> {
  queue.send(
    'paymentEvents',
    JSON.stringify({ id, type: 'checkout.session.completed', data: { object: { client_reference_id: `order-${id}` } }, fail: true }),
  );
  await queue.drain(10_000);
}

/** Runs a use case as the desk's function runs it: with its environment and grants. */
function asDesk<T>(call: () => Promise<T>): Promise<T> {
  const route = routes.find((r) => r.path === '/api/admin/failedEvents');
  if (!route) throw new Error('no failed events route');
  return runAsFunction(functionScope('failedEventDesk', route.uses), call);
}

const list = () => invokeRoute('GET /api/admin/failedEvents', failedEventDesk, { headers: owner });
const act = (action: 'replay' | 'drop', queueName: string, messageId: string, headers = owner) =>
  invokeRoute(`POST /api/admin/failedEvents/{queue}/{messageId}/${action}`, failedEventDesk, {
    headers,
    params: { queue: queueName, messageId },
  });
const delivered = () => recorded().batches.flatMap((b) => b.Records.map((r) => r.body));
const audit = async () => (await readAudit(shopAuditReader, {}, new Date())).data;

describe('the failed events desk', () => {
  it('lists what failed every delivery on each queue, with what it is about, to owners only', async () => {
    await failedPaymentEvent('evt_1');
    const effects = await sqs.send(
      new SendMessageCommand({ QueueUrl: `${queue.urls.invoiceEffects}-dlq`, MessageBody: '{"effectId":"eff-7"}' }),
    );

    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        queue: 'paymentEvents',
        summary: 'checkout.session.completed · evt_1 · order order-evt_1',
        receiveCount: 6,
      }),
      expect.objectContaining({
        queue: 'invoiceEffects',
        messageId: effects.MessageId,
        summary: 'effect eff-7',
        body: '{"effectId":"eff-7"}',
      }),
    ]);
    // Looking does not take them away: the next look sees them again.
    expect((await list()).body.data).toHaveLength(2);
    expect(await invokeRoute('GET /api/admin/failedEvents', failedEventDesk, { headers: staff })).toMatchObject({ status: 403 });
  });

  it('replays one to its queue, whose consumer gets it; it leaves the desk and the audit log holds it', async () => {
    await failedPaymentEvent('evt_2');
    const [row] = (await list()).body.data;
    recorded().batches.length = 0;

    expect(await act('replay', 'paymentEvents', row.messageId)).toMatchObject({ status: 200, body: { outcome: 'replayed' } });
    await queue.drain(10_000);
    expect(delivered()[0]).toBe(row.body);
    // It failed again (the recorder always fails it) and is back, as a new message: the cause was not fixed.
    expect((await list()).body.data.map((r: { summary: string }) => r.summary)).toEqual([row.summary]);
    expect(await act('replay', 'paymentEvents', row.messageId)).toMatchObject({
      status: 404,
      body: {
        message: 'This failed event is no longer waiting: it was replayed or dropped meanwhile. Reload to see the others.',
        code: 'deadLetters.eventGone',
      },
    });
    expect((await audit()).map((e) => [e.action, e.subject.id, e.staff.email, (e.before as { body?: string })?.body])).toEqual([
      ['failedEvents.replay', row.messageId, 'marta@tkanica.hr', row.body],
    ]);
  });

  it('drops one without handling it; its body is in the audit log', async () => {
    await failedPaymentEvent('evt_3');
    const [row] = (await list()).body.data;
    recorded().batches.length = 0;
    expect(await act('drop', 'paymentEvents', row.messageId)).toMatchObject({ status: 200, body: { outcome: 'dropped' } });
    expect((await list()).body.data).toEqual([]);
    expect(delivered()).toEqual([]);
    expect((await audit()).map((e) => [e.action, (e.before as { body?: string })?.body])).toEqual([['failedEvents.drop', row.body]]);
  });

  it('keeps the message when what should keep it fails, and refuses a queue or id that is not one with the reason', async () => {
    await failedPaymentEvent('evt_4');
    const [row] = await asDesk(() => listFailedEvents(queues));
    await expect(
      asDesk(() => dropFailedEvent('paymentEvents', row?.messageId ?? '', () => Promise.reject(new Error('audit log down')))),
    ).rejects.toThrow('audit log down');
    expect((await list()).body.data.map((r: { messageId: string }) => r.messageId)).toEqual([row?.messageId]);

    expect(await act('drop', 'orders', row?.messageId ?? '')).toMatchObject({
      status: 400,
      body: { errors: { queue: 'There is no such queue.' } },
    });
    expect(await act('replay', 'paymentEvents', '../x')).toMatchObject({
      status: 400,
      body: { errors: { messageId: 'There is no such message.' } },
    });
    expect(await act('drop', 'paymentEvents', row?.messageId ?? '', staff)).toMatchObject({ status: 403 });
    expect((await list()).body.data).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });
});
