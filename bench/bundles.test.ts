import { Buffer } from 'node:buffer';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeInvoice } from '../lambdas/invoices/invoiceDocument.ts';
import { renderInvoicePdf } from '../lambdas/invoices/invoicePdf.ts';
import type { RenderInvoicePdfAnswer, RenderInvoicePdfRequest } from '../lambdas/invoices/invoicePdfFunction.ts';
import { lambdaBundles } from '../test/lambdaBundles.ts';
import { allowancesFor, BUDGETS, BUNDLE_ALLOWANCES } from './budgets.ts';
import { type BundleFigure, FLOOR } from './bundles/buildBundles.ts';

/**
 * Part 4's bytes, asserted: every function the CDK app deploys, bundled with the CDK's own
 * esbuild options, stays within 1.2× the floor handler's bytes (or, for the functions known to
 * be over, within the ceiling budgets.ts records) and bundles no AWS client its `uses` entry
 * does not call for. Import times are measured by `npm run bench`, never asserted here. The
 * bundles are the test run's, the very folders the CDK tests deploy.
 */
let bundles: BundleFigure[];
let floor: BundleFigure;

beforeAll(async () => {
  bundles = await lambdaBundles();
  floor = bundles.find((b) => b.name === FLOOR) as BundleFigure;
}, 120_000);

describe('Lambda bundles', () => {
  it('builds every function and the floor', () => {
    expect(bundles.filter((b) => b.error).map((b) => `${b.name}: ${b.error}`)).toEqual([]);
    expect(floor.bytes).toBeGreaterThan(100_000);
  });

  it('bundles no AWS client a function does not use', () => {
    expect(bundles.filter((b) => b.unusedAwsClients.length).map((b) => `${b.name}: ${b.unusedAwsClients.join(', ')}`)).toEqual([]);
  });

  it(`keeps every function within ${BUDGETS.lambda.bundleBytesRatio}× the floor's bytes, or within the ceiling of a known cause`, () => {
    const problems = bundles
      .filter((b) => b.kind !== 'floor' && !b.error)
      .flatMap((b) => {
        const ratio = b.bytes / floor.bytes;
        const ceiling = Math.max(BUDGETS.lambda.bundleBytesRatio, ...allowancesFor(b).map((a) => a.ceiling));
        return ratio > ceiling ? [`${b.name}: ${ratio.toFixed(2)}× the floor (${b.bytes} bytes), ceiling ${ceiling}×`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('keeps only allowances that still cover a function over budget', () => {
    const over = bundles.filter((b) => b.kind !== 'floor' && b.bytes / floor.bytes > BUDGETS.lambda.bundleBytesRatio);
    const unused = BUNDLE_ALLOWANCES.filter((a) => !over.some((b) => a.covers(b))).map((a) => a.cause);
    expect(unused, 'nothing over budget for these causes any more: delete them from BUNDLE_ALLOWANCES').toEqual([]);
  });

  it('draws, in the deployed PDF function with its stand-ins (Node zlib, no AES), the very bytes the source draws', async () => {
    const document = composeInvoice({
      number: '41/ZG1/1',
      issuedAt: '2026-11-24T08:15:00Z',
      orderNumber: 'TK-000041',
      paymentMethod: 'BANK_TRANSFER',
      paid: false,
      buyer: { name: 'Đurđa Čučković-Šimić', email: 'durda@example.hr', addressLines: ['Ilica 1', '10000 Zagreb', 'Croatia'] },
      lines: [
        {
          productName: 'Lanena haljina Đurđica, duga verzija s džepovima i ručno vezenim rubom',
          colour: 'Žuta',
          size: 'M',
          quantity: 1,
          unitPrice: 8500,
          discountPercent: 0,
        },
        { productName: 'Pletena kapa', colour: 'Smeđa', size: 'One size', quantity: 2, unitPrice: 1250, discountPercent: 20 },
      ],
      shipping: 450,
      giftCardApplied: 0,
      total: 10950,
    });
    const pdf = bundles.find((b) => b.name === 'renderInvoicePdf') as BundleFigure;
    const deployed = (await import(pathToFileURL(pdf.file).href)) as {
      handler: (event: RenderInvoicePdfRequest) => Promise<RenderInvoicePdfAnswer>;
    };
    const answer = await deployed.handler({ document });
    expect(Buffer.from(answer.pdfBase64, 'base64').equals(Buffer.from(await renderInvoicePdf(document)))).toBe(true);
  });
});
