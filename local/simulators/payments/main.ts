/**
 * Runs the payment simulator on its own: `npx tsx local/simulators/payments/main.ts`.
 * PAYMENTS_PORT (default 4242), SHOP_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET are required to
 * mean something, so a missing one stops the start with its name. PAYMENTS_PUBLIC_URL and
 * PAYMENTS_STATE_FILE are optional.
 */
import { startPaymentSimulator } from './simulator.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`Missing configuration: environment variable ${name} is not set.`);
    process.exit(1);
  }
  return value;
}

const port = Number(process.env.PAYMENTS_PORT ?? 4242);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PAYMENTS_PORT must be a port number, not "${process.env.PAYMENTS_PORT}".`);
  process.exit(1);
}

const simulator = await startPaymentSimulator({
  port,
  publicUrl: process.env.PAYMENTS_PUBLIC_URL,
  webhookUrl: required('SHOP_WEBHOOK_URL'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  stateFile: process.env.PAYMENTS_STATE_FILE,
});

console.log(`Payment simulator (Stripe API): ${simulator.url}  (set STRIPE_API_URL=${simulator.url})`);
console.log(`Payments operator page:         ${simulator.url}/_simulator`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
