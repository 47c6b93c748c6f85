import { describe, expect, it } from 'vitest';
import { checkCheckoutBudgets } from '../checks.ts';
import type { CheckoutRun, CheckoutScenario } from './checkoutLoad.ts';

const run = (scenario: CheckoutScenario, concurrency: number, perSecond: number, more: Partial<CheckoutRun> = {}): CheckoutRun => ({
  scenario,
  concurrency,
  orders: 150,
  seconds: 150 / perSecond,
  perSecond,
  p50: 1000,
  p95: 2000,
  failures: 0,
  statuses: { 200: 150 },
  transactionsCancelled: 0,
  sdkRetries: 0,
  ...more,
});

describe('the checkout checks of the bench report', () => {
  it('fails a crowd whose orders a second at 50 shoppers fall below 0.9 of those at 20, as the outside tester found', () => {
    const checks = checkCheckoutBudgets([
      run('spread', 10, 12),
      run('spread', 20, 17.3),
      run('spread', 50, 11.8),
      run('hot', 20, 10),
      run('hot', 50, 9.5),
    ]);
    expect(checks.map((c) => [c.name, c.figure, c.ok])).toEqual([
      ['checkout, spread: orders a second at 50 shoppers against 20', '0.68× (11.8 against 17.3)', false],
      ['checkout, hot: orders a second at 50 shoppers against 20', '0.95× (9.5 against 10)', true],
    ]);
  });

  it('fails a shop whose CPU per order grows as it is used: the spread crowd at 20 again, after the rest', () => {
    const grown = checkCheckoutBudgets([run('spread', 20, 10, { nodeCpuMs: 48 }), run('spread', 20, 5.3, { nodeCpuMs: 76, again: true })]);
    expect(grown.map((c) => [c.name, c.figure, c.ok])).toEqual([
      [
        "checkout, spread at 20 after the load against before: this process's CPU per order",
        '1.58× (76 against 48 ms; orders a second 5.3 against 10)',
        false,
      ],
    ]);
    const flat = checkCheckoutBudgets([run('spread', 20, 8, { nodeCpuMs: 38 }), run('spread', 20, 8.2, { nodeCpuMs: 33, again: true })]);
    expect(flat.map((c) => c.ok)).toEqual([true]);
  });

  it('leaves out runs too short to keep 50 shoppers busy (the quick run) and crowds not run at both', () => {
    const short = { orders: 40 };
    expect(checkCheckoutBudgets([run('spread', 20, 17, short), run('spread', 50, 5, short), run('paid', 20, 3)])).toEqual([]);
  });
});
