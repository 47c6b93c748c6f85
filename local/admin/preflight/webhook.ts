import { shopName } from '../../../cdk/lib/config.ts';
import { HANDLED_PAYMENT_EVENTS } from '../../../lambdas/orders/paymentEvents.ts';
import { type CheckResult, fail, guarded, ok, type PreflightTarget, warn } from './check.ts';
import type { PreflightPorts, WebhookEndpoint } from './ports.ts';
import type { StageStack } from './stack.ts';

/** Where the provider must send the stage's payment events (lambdas/payments/handlers/paymentWebhook.ts). */
export const webhookUrl = (shopUrl: string): string => `${shopUrl.replace(/\/+$/, '')}/api/payments/webhook`;

/** The handled events an endpoint does not send; `*` is every event. */
const unsent = (endpoint: WebhookEndpoint): string[] =>
  endpoint.enabled_events.includes('*') ? [] : HANDLED_PAYMENT_EVENTS.filter((event) => !endpoint.enabled_events.includes(event));

/**
 * Without an enabled endpoint at the stage's URL, paid orders are never marked paid: the shop
 * learns of payments only from these events. Asked of the provider with the stage's own key,
 * so in its mode (live or test).
 */
export async function checkPaymentWebhook(
  ports: PreflightPorts,
  target: PreflightTarget,
  stack: StageStack,
  secretKey: string | undefined,
): Promise<CheckResult[]> {
  const check = 'Stripe webhook';
  if (stack.kind === 'absent') {
    return [
      warn(
        check,
        `stack ${stack.name} is not deployed yet; the webhook is checked after the first deploy`,
        'deploy, then run preflight again',
      ),
    ];
  }
  if (stack.kind === 'unreadable') return [warn(check, `not checked: stack ${stack.name} could not be read (see above)`)];
  const shopUrl = stack.outputs.ShopUrl;
  if (!shopUrl) return [warn(check, `not checked: stack ${stack.name} has no ShopUrl output yet (${stack.status})`)];
  const url = webhookUrl(shopUrl);
  const keys = shopName(target, 'payment-keys');
  if (!secretKey)
    return [warn(check, `not checked: it is asked of Stripe with the secret key in ${keys}, which is not right yet (see above)`)];
  const events = HANDLED_PAYMENT_EVENTS.join(', ');
  const cannotAsk = `make secretKey in ${keys} the Stripe account's current secret key (Dashboard → Developers → API keys)`;
  return guarded(check, cannotAsk, async () => {
    const endpoints = (await ports.paymentProvider(secretKey).webhookEndpoints()).filter((e) => e.url === url);
    if (endpoints.length === 0) {
      return fail(
        check,
        `no endpoint sends to ${url}: no payment would mark its order paid`,
        `Stripe Dashboard → Developers → Webhooks → Add endpoint: URL ${url}, events ${events}; then put its signing secret into ${keys} as webhookSecret`,
      );
    }
    const listening = endpoints.filter((e) => e.status === 'enabled');
    if (listening.some((e) => unsent(e).length === 0))
      return ok(check, `${url} is enabled for the ${HANDLED_PAYMENT_EVENTS.length} events the shop handles`);
    if (listening.length === 0) {
      return fail(
        check,
        `the endpoint at ${url} is disabled: Stripe sends it nothing`,
        'Stripe Dashboard → Developers → Webhooks → the endpoint → Enable',
      );
    }
    const lacking = unsent(listening[0] as WebhookEndpoint);
    return fail(
      check,
      `the endpoint at ${url} does not send ${lacking.join(', ')}`,
      `Stripe Dashboard → Developers → Webhooks → the endpoint → Update details → Select events: add ${lacking.join(', ')}`,
    );
  });
}
