import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { composeInvoice } from '../lambdas/invoices/invoiceDocument.ts';
import { renderInvoicePdf } from '../lambdas/invoices/invoicePdf.ts';
import { invokedInvoicePdf } from '../lambdas/invoices/invoicePdfFunction.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import { invokeFunction } from '../lambdas/platform/invoke.ts';
import { testStage } from '../test/stage.ts';
import { type LocalLambda, startLocalLambda } from './lambdaInvoke.ts';

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
