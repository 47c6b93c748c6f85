import { Buffer } from 'node:buffer';
import path from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { composeInvoice } from '../lambdas/invoices/invoiceDocument.ts';
import { renderInvoicePdf } from '../lambdas/invoices/invoicePdf.ts';
import { invokedInvoicePdf } from '../lambdas/invoices/invoicePdfFunction.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import { invokeFunction } from '../lambdas/platform/invoke.ts';
import { testStage } from '../test/stage.ts';
import { LOCAL_CREDENTIALS, localFunctionName } from './environment.ts';
import { MAX_RESPONSE_BYTES, REPO_ROOT } from './handlers.ts';
import { type LocalLambda, INVOKE_REQUEST_LIMIT_BYTES, startLocalLambda } from './lambdaInvoke.ts';

/**
 * The local stand-in for Lambda's Invoke API, called through the real Lambda client the way the
 * functions that mail invoices call the renderInvoicePdf function (docs/decisions/029).
 */
let lambda: LocalLambda;
beforeAll(async () => {
  lambda = await startLocalLambda({ port: 0, stage: testStage() });
});
afterAll(() => lambda.stop());

/** Runs as a function granted the call, with the stand-in as its Lambda endpoint. */
const asMailer = <T>(work: () => Promise<T>) =>
  runAsFunction(
    functionScope('invoice mailer', { invokes: ['renderInvoicePdf'] }, { ...process.env, LAMBDA_ENDPOINT: lambda.endpoint }),
    work,
  );

const document = composeInvoice({
  number: '17/ZG1/1',
  issuedAt: '2026-03-14T09:42:00Z',
  orderNumber: 'TK-000123',
  paymentMethod: 'CARD',
  paid: true,
  buyer: { name: 'Đurđa Šimić', email: 'durda.simic@example.hr', addressLines: ['Ilica 12', '10000 Zagreb', 'Croatia'] },
  lines: [{ productName: 'Lanena haljina', colour: 'Žuta', size: 'M', quantity: 1, unitPrice: 8500, discountPercent: 0 }],
  shipping: 0,
  giftCardApplied: 0,
  total: 8500,
});

describe('the renderInvoicePdf function, invoked', () => {
  it('answers the very PDF the renderer draws in process', async () => {
    const pdf = await asMailer(() => invokedInvoicePdf(document));
    expect(Buffer.from(pdf).equals(Buffer.from(await renderInvoicePdf(document)))).toBe(true);
  });

  it('makes the caller fail with the function’s error, so the outbox tries again', async () => {
    await expect(asMailer(() => invokeFunction('renderInvoicePdf', { document: { lines: 'none' } }))).rejects.toThrow(
      /renderInvoicePdf failed \(Unhandled\): .*errorMessage/,
    );
  });

  it('is called only by functions granted it', async () => {
    await expect(
      runAsFunction(functionScope('catalog reader', { tables: { catalog: 'read' } }), () => invokedInvoicePdf(document)),
    ).rejects.toThrow('do not grant invoking function renderInvoicePdf');
  });
});

describe('the local Invoke API, at the sizes Lambda takes', () => {
  let sized: LocalLambda;
  let client: LambdaClient;
  beforeAll(async () => {
    sized = await startLocalLambda({
      port: 0,
      stage: testStage(),
      invoked: [{ name: 'renderInvoicePdf', handler: 'invoked/sized', uses: {} }],
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
    });
    client = new LambdaClient({ endpoint: sized.endpoint, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
  });
  afterAll(async () => {
    client?.destroy();
    await sized?.stop();
  });
  const call = (payload: unknown) =>
    client.send(
      new InvokeCommand({
        FunctionName: localFunctionName(testStage(), 'renderInvoicePdf'),
        Payload: Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)),
      }),
    );

  it('refuses a payload of 6 MB or more with 413 RequestEntityTooLargeException, and takes one just smaller', async () => {
    const json = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2));
    await expect(call(json(INVOKE_REQUEST_LIMIT_BYTES))).rejects.toMatchObject({
      name: 'RequestEntityTooLargeException',
      $metadata: { httpStatusCode: 413 },
    });
    const taken = await call(json(INVOKE_REQUEST_LIMIT_BYTES - 1));
    expect(JSON.parse(Buffer.from(taken.Payload ?? []).toString())).toBe(INVOKE_REQUEST_LIMIT_BYTES - 1);
  });

  it('fails an answer larger than Lambda returns as Lambda does: a function error, Function.ResponseSizeTooLarge', async () => {
    const tooLarge = await call({ bytes: MAX_RESPONSE_BYTES - 1 });
    expect(tooLarge).toMatchObject({ StatusCode: 200, FunctionError: 'Unhandled' });
    expect(JSON.parse(Buffer.from(tooLarge.Payload ?? []).toString())).toEqual({
      errorType: 'Function.ResponseSizeTooLarge',
      errorMessage: `Response payload size (${MAX_RESPONSE_BYTES + 1} bytes) exceeded maximum allowed payload size (${MAX_RESPONSE_BYTES} bytes).`,
    });
    const largest = await call({ bytes: MAX_RESPONSE_BYTES - 2 });
    expect(largest.FunctionError).toBeUndefined();
    expect(largest.Payload?.length).toBe(MAX_RESPONSE_BYTES);
  });
});
