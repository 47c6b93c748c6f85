import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SimulatorStore } from './store.ts';
import type { CheckoutSession } from './types.ts';

/**
 * The simulator's state file under `npm start`: every change is on disk before its answer, a
 * restart after a crash (no close) finds every change, and a save's cost does not grow with the
 * sessions the simulator has ever held.
 */

let directory: string;
let file: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'payments-state-file-'));
  file = join(directory, 'payments.json');
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

function session(id: string): CheckoutSession {
  return {
    id,
    object: 'checkout.session',
    url: `http://localhost/pay/${id}`,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: 8490,
    amount_total: 8490,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    currency: 'eur',
    customer_email: `${id}@example.hr`,
    customer_details: null,
    customer_creation: null,
    customer: null,
    client_reference_id: id,
    metadata: { orderId: id },
    discounts: [],
    payment_intent: null,
    payment_method_types: ['card'],
    allowed_payment_method_types: ['card'],
    payment_method_options: {},
    locale: null,
    success_url: 'http://localhost/ok',
    cancel_url: 'http://localhost/back',
    expires_at: 2_000_000_000,
    created: 1_800_000_000,
    livemode: false,
  } as CheckoutSession;
}

/** What a store holds, as plain data. */
const held = (store: SimulatorStore) => JSON.parse(JSON.stringify(store.state));

describe("the payment simulator's state file", () => {
  it('is not written afresh for each change once it holds many sessions: a save appends what changed', () => {
    const store = new SimulatorStore(file);
    for (let i = 0; i < 200; i++) {
      store.state.sessions[`cs_${i}`] = session(`cs_${i}`);
      store.save();
    }
    const before = statSync(file);
    const journal = statSync(`${file}.journal`).size;
    (store.state.sessions.cs_7 as CheckoutSession).status = 'expired';
    store.save();
    const after = statSync(file);
    // The whole file stayed as it was (a rewrite through a temporary file gives it a new inode).
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);
    // What was appended is about one session, not two hundred.
    expect(statSync(`${file}.journal`).size - journal).toBeLessThan(2 * JSON.stringify(session('cs_7')).length);
  });

  it('brings back every change after a crash, however deep in an object it was made, and skips a line cut short', () => {
    const store = new SimulatorStore(file);
    store.state.sessions.cs_a = session('cs_a');
    store.state.sessions.cs_b = session('cs_b');
    store.state.lineItems.cs_a = [];
    store.save();
    const a = store.state.sessions.cs_a as CheckoutSession;
    a.status = 'complete';
    a.customer_details = { email: 'ana@example.hr' };
    a.metadata.note = 'deep';
    a.discounts.push({ coupon: 'GIFT-5', promotion_code: null });
    store.save();
    (store.state.lineItems.cs_a as unknown[]).push({ id: 'li_1', description: 'Haljina', quantity: 1 });
    delete store.state.sessions.cs_b;
    store.state.coupons['GIFT-5'] = { id: 'GIFT-5', object: 'coupon', amount_off: 500, times_redeemed: 1 } as never;
    store.save();
    // The process is killed: no close. A write cut short leaves half a line at the end.
    appendFileSync(`${file}.journal`, '{"s":99,"c":"sessions","k":"cs_c","v":{"id":"cs_');

    const restarted = new SimulatorStore(file);
    expect(held(restarted)).toEqual(held(store));
    expect(restarted.state.sessions.cs_a?.metadata.note).toBe('deep');
    expect(restarted.state.sessions.cs_b).toBeUndefined();
  });

  it('does not play journal lines the whole file already holds (a crash between writing it and emptying the journal)', () => {
    const store = new SimulatorStore(file);
    store.state.sessions.cs_a = session('cs_a');
    store.save();
    const old = readFileSync(`${file}.journal`, 'utf8');
    (store.state.sessions.cs_a as CheckoutSession).status = 'expired';
    store.close();
    appendFileSync(`${file}.journal`, old);

    expect(new SimulatorStore(file).state.sessions.cs_a?.status).toBe('expired');
  });

  it('holds every object by itself once closed', () => {
    const store = new SimulatorStore(file);
    store.state.sessions.cs_a = session('cs_a');
    store.save();
    store.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).sessions.cs_a.id).toBe('cs_a');
    expect(readFileSync(`${file}.journal`, 'utf8')).toBe('');
  });
});
