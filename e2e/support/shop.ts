import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { StoredMail } from '../../local/mail.ts';
import type { AdminAnswer, AdminRequest } from './adminProcess.ts';

/**
 * What a journey checks behind the pages: the local inbox and the shop's tables in the e2e
 * stack's DynamoDB Local (stage `local`, data in a fresh temporary folder).
 */
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: process.env.E2E_DYNAMO_URL,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);

/** One item of the local stack's tables, read as it is now. */
export async function item(table: string, pk: string, sk: string): Promise<Record<string, any> | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: `shop-local-${table}`, Key: { pk, sk }, ConsistentRead: true }));
  return Item;
}

/**
 * The listing's answer in a new order: a new order empties the grid and fills it from its first
 * page, so a journey counts the new order's cards only after it. Ask before choosing the order.
 */
export const listingSortedBy = (page: Page, order: string, options: { timeout?: number } = {}) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/products/search') && (response.request().postData() ?? '').includes(`"sort":"${order}"`),
    options,
  );

const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The price each card of the listing shows as paid (the reduced one where there is one), in euros. */
export async function shownPrices(page: Page): Promise<number[]> {
  return (await page.locator('main .product-grid .product-card .price__now').allTextContents()).map(euros);
}

export async function officeStock(productId: string, size: string): Promise<number> {
  const product = await item('catalog', `P#${productId}`, 'P');
  return product?.stock?.[size] ?? 0;
}

export const order = (orderId: string) => item('orders', `O#${orderId}`, 'O');
export const invoice = (invoiceId: string) => item('orders', `I#${invoiceId}`, 'I');

/** Mail to `to` in the local SES inbox, waiting for it to arrive. */
export async function mailTo(to: string, subject: RegExp): Promise<StoredMail> {
  return (await mailsTo(to, subject, 1))[0] as StoredMail;
}

/** Every mail to an address whose subject matches, in the order sent, once there are at least `count`. */
export async function mailsTo(to: string, subject: RegExp, count: number): Promise<StoredMail[]> {
  let found: StoredMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.E2E_MAIL_STORE_URL}`);
        const { emails } = (await response.json()) as { emails: StoredMail[] };
        found = emails.filter((mail) => mail.destination.to.some((t) => t.includes(to)) && subject.test(mail.subject));
        return found.length >= count;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** What is left to pre-order of a size (the Office Warehouse's pre-order quantity). */
export async function preOrderStock(productId: string, size: string): Promise<number> {
  const product = await item('catalog', `P#${productId}`, 'P');
  return product?.preOrderStock?.[size] ?? 0;
}

/** A gift card's remaining balance in cents. */
export async function giftCardBalance(code: string): Promise<number | undefined> {
  return (await item('promotions', `G#${code.toUpperCase()}`, 'G'))?.balance;
}

/** The newest order placed with `email`, waiting for it to be written. */
export async function latestOrderOf(email: string): Promise<Record<string, any>> {
  let found: Record<string, any> | undefined;
  await expect
    .poll(
      async () => {
        const { Items } = await db.send(
          new QueryCommand({
            TableName: 'shop-local-orders',
            // Every order by its email; byCustomer holds only what logged-in customers placed.
            IndexName: 'byEmail',
            KeyConditionExpression: 'emailKey = :email',
            ExpressionAttributeValues: { ':email': `EMAIL#${email.toLowerCase()}` },
            ScanIndexForward: false,
            Limit: 1,
          }),
        );
        found = Items?.[0];
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return (await order(found?.id)) as Record<string, any>;
}

/**
 * Lets a payment page run out, as the provider does when its time is up (the shop gives it 35
 * minutes): the simulator's Stripe API, called with any test key.
 */
export async function expirePaymentSession(sessionId: string): Promise<void> {
  const response = await fetch(`${process.env.E2E_PAYMENTS_URL}/v1/checkout/sessions/${sessionId}/expire`, {
    method: 'POST',
    headers: { authorization: 'Bearer sk_test_e2e' },
  });
  expect(response.ok, await response.text()).toBe(true);
}

/**
 * Makes the payment simulator's API answer 500 to every call below `path` (its fault injection,
 * local/simulators/payments/faults.ts) until the returned function clears the faults again.
 */
export async function failProviderCalls(path: string): Promise<() => Promise<void>> {
  const added = await fetch(`${process.env.E2E_SIMULATOR_URL}/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ kind: 'error', next: 1000, paths: [path] }),
  });
  expect(added.ok, await added.text()).toBe(true);
  return async () => {
    const cleared = await fetch(`${process.env.E2E_SIMULATOR_URL}/faults`, { method: 'DELETE' });
    expect(cleared.ok).toBe(true);
  };
}

const sqs = new SQSClient({
  endpoint: process.env.E2E_SQS_URL,
  region: 'eu-central-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

/** Puts a message straight into a queue of the local SQS stand-in (stage `local`), as SQS's SendMessage does: its id. */
export async function sendToQueue(queueName: string, body: string): Promise<string> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: queueName }));
  return (await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: body }))).MessageId as string;
}

/**
 * A guest's order of one piece, placed through the API as the checkout places it: the provider's
 * payment page to open, and the order's id.
 */
export async function guestOrder(
  request: APIRequestContext,
  order: { email: string; productId: string; size: string },
): Promise<{ url: string; orderId: string }> {
  const placed = await request.post('/api/orders', {
    headers: { saleSpotId: 'web' },
    data: {
      deliveryAddress: {
        firstName: 'Lea',
        lastName: 'Novak',
        street: 'Tkalčićeva',
        streetNo: '3',
        city: 'Zagreb',
        country: 'HR',
        zipCode: '10000',
        phone: '+385 91 555 0103',
      },
      cartProducts: [{ productId: order.productId, sizes: [{ size: order.size, quantity: 1 }] }],
      userEmail: order.email,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { url: (await placed.json()).url, orderId: (await latestOrderOf(order.email)).id };
}

/** The demo customer of the seed (local/seed/seed.ts) and her delivery address in Zagreb. */
export const DEMO_CUSTOMER = { email: 'demo@tkanica.hr', password: 'Demo-Tkanica-2026' };
export const DEMO_ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '+385 91 555 0100',
};

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const portOf = (url: string | undefined) => new URL(url ?? 'http://localhost:0').port;

/** Waits for the footer, which loads its content once the page has settled. */
export async function footerReady(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 10_000 });
}

let adminReady: Promise<ChildProcess> | undefined;
let nextAdminRequest = 0;

/** The worker's operator CLI (support/adminProcess.ts), started at its first command. */
function operatorCli(): Promise<ChildProcess> {
  adminReady ??= new Promise((resolve, reject) => {
    const child = fork(path.join(repoRoot, 'e2e', 'support', 'adminProcess.ts'), [], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        DYNAMODB_PORT: portOf(process.env.E2E_DYNAMO_URL),
        SES_PORT: portOf(process.env.E2E_MAIL_URL),
        PAYMENTS_PORT: portOf(process.env.E2E_PAYMENTS_URL),
        PORT: portOf(process.env.E2E_SHOP_URL),
      },
    });
    // The worker may end without a word to it: the CLI goes with it (adminProcess.ts's `disconnect`).
    child.unref();
    child.channel?.unref();
    child.once('message', () => resolve(child));
    child.once('exit', (code) => {
      adminReady = undefined;
      reject(new Error(`The operator CLI stopped (exit ${code}) before it was ready.`));
    });
  });
  return adminReady;
}

/**
 * `npm run admin -- <args>` against the e2e stack, as an operator would run it (the same commands,
 * target and output, from a CLI process the worker keeps); its output. A command that fails
 * rejects with what it wrote on stderr, as the CLI's exit code would.
 */
export async function runAdmin(args: readonly string[]): Promise<string> {
  const cli = await operatorCli();
  const id = nextAdminRequest++;
  const answer = await new Promise<AdminAnswer>((resolve, reject) => {
    const onMessage = (message: AdminAnswer) => {
      if (message.id !== id) return;
      cli.off('message', onMessage);
      cli.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`The operator CLI stopped (exit ${code}) during \`admin ${args.join(' ')}\`.`));
    cli.on('message', onMessage);
    cli.once('exit', onExit);
    cli.send({ id, args } satisfies AdminRequest);
  });
  if (answer.code !== 0) throw new Error(`\`admin ${args.join(' ')}\` failed (exit ${answer.code}):\n${answer.stderr}`);
  return answer.stdout;
}

/**
 * The pictures of docs/ (README, decisions) are taken by the journeys that reach them, but
 * only when asked: `DOCS_SCREENSHOTS=1 npm run test:e2e` redraws them; a plain run leaves the
 * committed files as they are.
 */
export async function docsScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.DOCS_SCREENSHOTS) return;
  await page.screenshot({ ...options, path: path.join(repoRoot, 'docs', 'images', file) });
}
