import type { SpikeResult } from '../spike/saleSpike.ts';
import { type CostEstimate, costOfOrders, costOfPageViews, type EdgeWritesPerThousand, PRICES, requestFigures } from './costModel.ts';

/** What section 7 of the report needs: part 3's figures, part 1's bytes and the spike's result. */
export interface CapacityInputs {
  api?: Parameters<typeof requestFigures>[0];
  /** Part 6's edge writes per 1,000 orders. */
  stack?: { edgeWrites?: { orders: EdgeWritesPerThousand } };
  web?: { html: { gzip: number }; entry: { js: { gzip: number }; css: { gzip: number }; files: string[] } };
  spike?: SpikeResult;
}

const usd = (n: number) => `$${n < 0.01 ? n.toFixed(4) : n.toFixed(2)}`;
const qty = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toFixed(2));

function costTable(e: CostEstimate): string[] {
  return [
    `**${e.what}: ${usd(e.totalUsd)}**${e.missing.length ? ` (not measured in this run: ${e.missing.join(', ')})` : ''}`,
    '',
    '| item | quantity | cost |',
    '| --- | --- | --- |',
    ...e.lines.map((l) => `| ${l.item} | ${qty(l.quantity)} ${l.unit} | ${usd(l.usd)} |`),
  ];
}

/** Section 7: the AWS cost of orders and page views, and the sale spike. */
export function capacitySection(r: CapacityInputs): string {
  const out: string[] = [];
  if (r.api && r.web) {
    const figures = requestFigures(r.api);
    const web = {
      htmlGzip: r.web.html.gzip,
      firstLoadGzip: r.web.entry.js.gzip + r.web.entry.css.gzip,
      assetFiles: r.web.entry.files.length,
    };
    out.push(
      `From part 3's capacity units and provider calls per request (smaller catalog) and part 1's bytes, at ${PRICES.region} list prices checked ${PRICES.checked}; the model, its assumptions and its limits: docs/capacity.md.`,
      '',
      ...costTable(costOfOrders(figures, 1000, r.stack?.edgeWrites?.orders)),
      '',
      ...costTable(costOfPageViews(figures, web)),
    );
  } else {
    out.push('_Cost: needs parts 1 and 3 in the same run._');
  }
  const s = r.spike;
  out.push('');
  if (s) {
    out.push(
      `**Sale spike:** ${s.shoppers} shoppers ordering one piece each of a product with ${s.pieces} in stock and ${s.preOrder} to pre-order, arriving within ${(s.windowMs / 1000).toFixed(0)} s (most of them early), through the real POST /api/orders against DynamoDB Local and the payment simulator.`,
      '',
      '| accepted | pieces accepted | 409 | of them after retries | transactions cancelled | retries | p50 | p95 | max | lowest count seen | oversold |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${s.accepted} | ${s.acceptedPieces} of ${s.pieces + s.preOrder} | ${s.statuses['409'] ?? 0} | ${s.conflictsAfterRetries} | ${s.transactionsCancelled} | ${s.retries} | ${s.p50Ms.toFixed(0)} ms | ${s.p95Ms.toFixed(0)} ms | ${s.maxMs.toFixed(0)} ms | ${s.lowestSeen} | ${s.oversold ? '**yes**' : 'no'} |`,
    );
    const other = Object.entries(s.statuses).filter(([status]) => status !== '200' && status !== '409');
    if (other.length) out.push('', `Other answers: ${other.map(([status, n]) => `${n} × ${status}`).join(', ')}.`);
  } else {
    out.push('_Sale spike: did not run._');
  }
  return out.join('\n');
}
