import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tapServers } from './chaos/outsideTap.ts';
import { type AuditedOrder, type AuditInput, audit, auditInvoices, auditMails, auditProvider, auditStock } from './chaos/audit.ts';
import { CHAOS_RUNS, crashPoints, seededRandom, shopperPlans } from './chaos/plan.ts';

/**
 * The crash test's audit (bench part 8) on small hand-made runs: what a shop that loses or
 * doubles something would leave behind is counted as lost or doubled, each kind apart, and a
 * shop that kept its promise comes out clean. The run itself (a stack killed 12 times) is the
 * bench's; these hold the rules it judges by.
 */

const line = (productId: string, size: string, pieces = 1) => ({ productId, size, fromStock: pieces, fromPreOrder: 0 });

function order(id: string, status: string, more: Partial<AuditedOrder> = {}): AuditedOrder {
  return {
    id,
    number: `TK-261129-${id.toUpperCase()}`,
    status,
    total: 5_000,
    lines: [line('shirt', 'M')],
    giftCard: null,
    discountCode: null,
    ...more,
  };
}

const subject = {
  confirmation: (n: string) => `Your order ${n} is confirmed`,
  transferDetails: (n: string) => `Tkanica order ${n}: bank transfer details`,
  invoice: (seq: number, n: string) => `Your Tkanica invoice ${seq}/ZG1/1 for order ${n}`,
  transferCancelled: (n: string) => `Tkanica order ${n} is cancelled`,
};

/** A run the shop came through whole: a card order, a gift card's, a transfer paid, one cancelled after 7 days, one let go of. */
function cleanRun(): AuditInput {
  const card = order('a1', 'PAID', { paymentMethod: 'CARD', discountCode: { name: 'CHAOS-10' } });
  const gift = order('b2', 'PAID', { paymentMethod: 'GIFT_CARD', total: 0, giftCard: { code: 'CHAOS-G1', applied: 5_000 } });
  const transfer = order('c3', 'PAID', { paymentMethod: 'BANK_TRANSFER', lines: [line('dress', 'S', 2)] });
  const unpaidTransfer = order('d4', 'CANCELLED', { paymentMethod: 'BANK_TRANSFER', giftCard: { code: 'CHAOS-G2', applied: 1_000 } });
  const letGo = order('e5', 'EXPIRED', { discountCode: { name: 'CHAOS-10' } });
  const orders = [card, gift, transfer, unpaidTransfer, letGo];
  const invoices = [card, gift, transfer].map((o, i) => ({
    id: `i${i + 1}`,
    orderId: o.id,
    year: 2026,
    sequence: i + 1,
    number: `${i + 1}/ZG1/1`,
    creditNote: false,
    jir: `jir-${i + 1}`,
  }));
  return {
    acknowledged: orders.map((o) => ({ orderId: o.id, shopperPaid: o.status === 'PAID' })),
    orders,
    invoices,
    receipts: invoices.map((i) => ({ number: i.number, jir: i.jir })),
    mails: [
      { messageId: 'm1', subject: subject.confirmation(card.number) },
      { messageId: 'm2', subject: subject.invoice(1, card.number) },
      { messageId: 'm3', subject: subject.confirmation(gift.number) },
      { messageId: 'm4', subject: subject.invoice(2, gift.number) },
      { messageId: 'm5', subject: subject.transferDetails(transfer.number) },
      { messageId: 'm6', subject: subject.invoice(3, transfer.number) },
      { messageId: 'm7', subject: subject.transferDetails(unpaidTransfer.number) },
      { messageId: 'm8', subject: subject.transferCancelled(unpaidTransfer.number) },
    ],
    stockAtStart: [
      { productId: 'shirt', size: 'M', stock: 10, preOrder: 0 },
      { productId: 'dress', size: 'S', stock: 4, preOrder: 1 },
    ],
    // Two shirts and two dresses paid for; the cancelled and the expired order gave theirs back.
    stockNow: [
      { productId: 'shirt', size: 'M', stock: 8, preOrder: 0 },
      { productId: 'dress', size: 'S', stock: 2, preOrder: 1 },
    ],
    giftCardsAtStart: [
      { code: 'CHAOS-G1', balance: 100_000 },
      { code: 'CHAOS-G2', balance: 1_000 },
    ],
    giftCardsNow: [
      { code: 'CHAOS-G1', balance: 95_000 },
      { code: 'CHAOS-G2', balance: 1_000 },
    ],
    codesAtStart: [{ name: 'CHAOS-10', used: 0 }],
    codesNow: [{ name: 'CHAOS-10', used: 1 }],
    sessions: [
      { id: 'cs_a', orderId: card.id, paymentStatus: 'succeeded', amount: 5_000, amountRefunded: 0 },
      { id: 'cs_c', orderId: transfer.id, paymentStatus: 'succeeded', amount: 5_000, amountRefunded: 0 },
      { id: 'cs_d', orderId: unpaidTransfer.id, paymentStatus: 'canceled', amount: 5_000, amountRefunded: 0 },
      { id: 'cs_e', orderId: letGo.id, paymentStatus: null, amount: 5_000, amountRefunded: 0 },
    ],
    refunds: [],
    effectsNotDone: [],
  };
}

const totals = (found: ReturnType<typeof audit>) =>
  Object.fromEntries(Object.entries(found).flatMap(([kind, k]) => ('lost' in k ? [[kind, [k.lost, k.doubled ?? null]]] : [])));

describe("the crash test's audit", () => {
  it('finds nothing lost or doubled in a run the shop came through whole', () => {
    expect(totals(audit(cleanRun()))).toEqual({
      orders: [0, null],
      stock: [0, 0],
      giftCards: [0, 0],
      codes: [0, 0],
      invoices: [0, 0],
      receipts: [0, null],
      provider: [0, 0],
      mails: [0, 0],
      holds: [0, null],
      effects: [0, null],
    });
  });

  it('counts a mail sent twice and a mail never sent apart, by kind', () => {
    const run = cleanRun();
    const [card, gift] = run.orders as [AuditedOrder, AuditedOrder];
    run.mails = [
      ...run.mails.filter((m) => m.subject !== subject.invoice(2, gift.number)),
      { messageId: 'again', subject: subject.confirmation(card.number) },
    ];
    const found = auditMails(run);
    expect([found.lost, found.doubled]).toEqual([1, 1]);
    expect(found.byKind).toEqual({ opening: { lost: 0, doubled: 1 }, invoice: { lost: 1, doubled: 0 } });
    expect(found.details).toEqual([
      `doubled 1: opening mails of order ${card.number} (PAID): 2, expected 1`,
      `lost 1: invoice mails of order ${gift.number} (PAID): 0, expected 1`,
    ]);
  });

  it('counts a gap in the invoice numbers and a number issued twice, and a paid order without its invoice', () => {
    const run = cleanRun();
    const [first, second, third] = run.invoices;
    run.invoices = [first!, { ...second!, sequence: 1 }, { ...third!, sequence: 3 }];
    expect(auditInvoices(run)).toMatchObject({ lost: 1, doubled: 1 });
    run.invoices = [first!, second!];
    expect(auditInvoices(run)).toMatchObject({
      lost: 1,
      doubled: 0,
      details: [`lost 1: paid order ${run.orders[2]?.number} has no invoice`],
    });
  });

  it('counts pieces a cancelled order never gave back as lost, and pieces given back twice as doubled', () => {
    const run = cleanRun();
    run.stockNow = [
      { productId: 'shirt', size: 'M', stock: 7, preOrder: 0 },
      { productId: 'dress', size: 'S', stock: 3, preOrder: 1 },
    ];
    expect(auditStock(run)).toMatchObject({ lost: 1, doubled: 1 });
  });

  it('counts the pieces of an order still waiting for its money as taken, not lost', () => {
    const run = cleanRun();
    run.orders.push(order('w7', 'AWAITING_TRANSFER', { paymentMethod: 'BANK_TRANSFER' }));
    run.stockNow = [
      { productId: 'shirt', size: 'M', stock: 7, preOrder: 0 },
      { productId: 'dress', size: 'S', stock: 2, preOrder: 1 },
    ];
    expect(auditStock(run)).toMatchObject({ lost: 0, doubled: 0 });
  });

  it("counts a gift card amount and a code's use an order let go of kept, or gave back twice", () => {
    const run = cleanRun();
    run.giftCardsNow = [
      { code: 'CHAOS-G1', balance: 95_000 },
      { code: 'CHAOS-G2', balance: 0 },
    ];
    run.codesNow = [{ name: 'CHAOS-10', used: 2 }];
    const found = audit(run);
    expect([found.giftCards.lost, found.giftCards.doubled, found.codes.lost, found.codes.doubled]).toEqual([1_000, 0, 0, 1]);
  });

  it('counts an order charged twice, a refund nobody asked for, and money kept for an order the shopper paid that never became paid', () => {
    const run = cleanRun();
    const [card, , , , letGo] = run.orders as AuditedOrder[];
    run.sessions.push({ id: 'cs_a2', orderId: card!.id, paymentStatus: 'succeeded', amount: 5_000, amountRefunded: 0 });
    run.refunds.push({ id: 're_1', sessionId: 'cs_c', amount: 5_000 });
    run.sessions = run.sessions.map((s) => (s.orderId === letGo!.id ? { ...s, paymentStatus: 'succeeded' } : s));
    expect(auditProvider(run)).toMatchObject({ lost: 1, doubled: 2 });
  });

  it('counts orders the shop confirmed but does not have, holds the sweeps left, and effects never done', () => {
    const run = cleanRun();
    run.acknowledged.push({ orderId: 'gone', shopperPaid: false });
    run.orders.push(order('f6', 'PENDING_PAYMENT', { lines: [] }));
    run.effectsNotDone.push({ id: 'x', orderId: 'a1', kind: 'mail confirmation', status: 'dead' });
    const found = audit(run);
    expect([found.orders.lost, found.holds.lost, found.effects.lost]).toEqual([1, 1, 1]);
  });
});

describe("the crash test's plan", () => {
  const variants = [
    { productId: 'shirt', size: 'M', stock: 10 },
    { productId: 'dress', size: 'S', stock: 3 },
    { productId: 'socks', size: '36-38', stock: 0 },
  ];

  it('is the same for the same seed, so a run can be played again', () => {
    const plan = (seed: number) => {
      const random = seededRandom(seed);
      return {
        shoppers: shopperPlans(50, variants, random, { runId: 's1', discountCode: 'CHAOS-10' }),
        crashes: crashPoints(CHAOS_RUNS.full.crashes, 50, random),
      };
    };
    expect(plan(7)).toEqual(plan(7));
    expect(plan(7)).not.toEqual(plan(8));
    expect(
      plan(7)
        .shoppers.flatMap((s) => s.lines)
        .some((l) => l.productId === 'socks'),
    ).toBe(false);
  });

  it('spreads the full run’s 12 crashes over its shoppers, in order, leaving the last stretch without one', () => {
    const points = crashPoints(CHAOS_RUNS.full.crashes, CHAOS_RUNS.full.shoppers, seededRandom(1));
    expect(points).toHaveLength(12);
    const at = points.map((p) => p.afterShoppers);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(Math.max(...at)).toBeLessThan(CHAOS_RUNS.full.shoppers);
  });
});

describe("the crash test's tap on SES and CIS", () => {
  /** A server that reads its body only after an await, as the CIS simulator does, and echoes it in its answer. */
  async function server(answer: (body: string) => string) {
    const s = http.createServer(async (request, response) => {
      await new Promise((r) => setTimeout(r, 20));
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => response.writeHead(200).end(answer(Buffer.concat(chunks).toString('utf8'))));
    });
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return { port: (s.address() as AddressInfo).port, close: () => new Promise((r) => s.close(r)) };
  }
  const post = async (port: number, pathname: string, body: string) =>
    (await fetch(`http://127.0.0.1:${port}${pathname}`, { method: 'POST', body })).text();

  it('writes down the receipt CIS answered and the mail SES took, and the servers read their bodies as before', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chaos-tap-'));
    const journal = path.join(dir, 'outside.jsonl');
    const cis = await server((body) => `<tns:Odgovor><tns:Jir>jir-7</tns:Jir><echo>${body.length}</echo></tns:Odgovor>`);
    const ses = await server(() => JSON.stringify({ MessageId: 'ses-1' }));
    const stop = tapServers({ journal, sesPort: ses.port, fiscalPort: cis.port });
    try {
      const receipt =
        '<tns:RacunZahtjev><tns:BrRac><tns:BrOznRac>7</tns:BrOznRac><tns:OznPosPr>ZG1</tns:OznPosPr><tns:OznNapUr>1</tns:OznNapUr></tns:BrRac></tns:RacunZahtjev>';
      expect(await post(cis.port, '/FiskalizacijaService', receipt)).toContain(`<echo>${receipt.length}</echo>`);
      const mime =
        'From: shop@example.hr\r\nTo: ana@example.hr\r\nSubject: =?UTF-8?Q?Va=C5=A1a_narud=C5=BEba?=\r\n TK-261129-AB12C\r\n\r\nHello';
      await post(
        ses.port,
        '/v2/email/outbound-emails',
        JSON.stringify({ Content: { Raw: { Data: Buffer.from(mime).toString('base64') } } }),
      );
      const entries = readFileSync(journal, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toMatchObject([
        { kind: 'receipt', number: '7/ZG1/1', jir: 'jir-7' },
        { kind: 'mail', messageId: 'ses-1', subject: 'Vaša narudžba TK-261129-AB12C', to: ['ana@example.hr'] },
      ]);
    } finally {
      stop();
      await cis.close();
      await ses.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
