import type { IncomingMessage, ServerResponse } from 'node:http';
import { balanceOf, moveReturn, type ReturnStep } from './cash-balance.ts';
import type { CheckoutFlow } from './checkout-flow.ts';
import { StripeApiError } from './errors.ts';
import { FaultRequestError, type Faults } from './faults.ts';
import { parseForm } from './form.ts';
import { readBody, redirect, sendHtml, sendJson, wantsJson } from './http.ts';
import { type OperatorView, renderOperatorPage } from './operator-page.ts';
import { cancelPaymentIntent } from './payment-intents.ts';
import { returnToSender } from './refunds.ts';
import type { SimulatorStore } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export interface OperatorContext {
  store: SimulatorStore;
  flow: CheckoutFlow;
  webhooks: WebhookSender;
  faults: Faults;
  shopName: string;
}

const SESSION_ACTION = /^\/_simulator\/sessions\/([A-Za-z0-9_-]+)\/(transfer-received|transfer-failed|cancel-payment)$/;
const RETURN_PATH = /^\/_simulator\/cash-balance\/([A-Za-z0-9_-]+)\/return$/;
const RETURN_STEP = /^\/_simulator\/refunds\/([A-Za-z0-9_-]+)\/(bank-details-given|arrives|expires)$/;
const newestFirst = <T extends { created: number }>(items: Record<string, T>): T[] =>
  Object.values(items).sort((a, b) => b.created - a.created);

/**
 * The operator's side under `/_simulator`: the page, JSON views of what it shows, the bank's
 * side of transfers, and faults on request. A form gets a redirect back to the page; a caller
 * that accepts JSON gets JSON. Returns false for other paths.
 */
export async function handleOperator(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: OperatorContext,
): Promise<boolean> {
  const { pathname } = url;
  const method = request.method ?? 'GET';
  if (method === 'GET') {
    if (pathname === '/_simulator' || pathname === '/_simulator/') {
      const view = operatorView(context);
      if (wantsJson(request)) sendJson(response, 200, view.rows);
      else sendHtml(response, 200, renderOperatorPage(view, context.shopName));
      return true;
    }
    const lists: Record<string, () => unknown> = {
      '/_simulator/events': () => context.webhooks.events(),
      '/_simulator/refunds': () => newestFirst(context.store.state.refunds),
      '/_simulator/cash-balance': () => newestFirst(context.store.state.cashBalance),
      '/_simulator/faults': () => context.faults.active(),
    };
    const list = lists[pathname];
    if (!list) return false;
    sendJson(response, 200, list());
    return true;
  }
  if (pathname === '/_simulator/faults') {
    if (method === 'DELETE') {
      sendJson(response, 200, { cleared: context.faults.clear() });
      return true;
    }
    if (method !== 'POST') return false;
    await answer(request, response, context, 201, async () => context.faults.add(await readFields(request)));
    return true;
  }
  if (pathname === '/_simulator/faults/clear' && method === 'POST') {
    await readBody(request);
    await answer(request, response, context, 200, async () => ({ cleared: context.faults.clear() }));
    return true;
  }
  const sessionAction = SESSION_ACTION.exec(pathname);
  const returned = RETURN_PATH.exec(pathname);
  const returnStep = RETURN_STEP.exec(pathname);
  if (method !== 'POST' || !(sessionAction || returned || returnStep)) return false;
  const fields = await readFields(request).catch(() => ({}) as Record<string, unknown>);
  const parts = { store: context.store, webhooks: context.webhooks, nowSeconds: context.flow.nowSeconds() };
  await answer(request, response, context, 200, async () => {
    if (returned) return returnToSender(returned[1] ?? '', parts);
    if (returnStep) return moveReturn(returnStep[1] ?? '', returnStep[2] as ReturnStep, parts);
    const [, sessionId = '', action] = sessionAction ?? [];
    if (action === 'transfer-received') return context.flow.transferReceived(sessionId, transferAmount(fields));
    if (action === 'transfer-failed') return context.flow.transferFailed(sessionId);
    const intentId = context.store.session(sessionId).payment_intent;
    return cancelPaymentIntent(intentId ?? '', { cancellation_reason: 'abandoned' }, parts);
  });
  return true;
}

/** Everything the page shows, newest first. */
function operatorView({ store, flow, faults }: OperatorContext): OperatorView {
  return {
    rows: newestFirst(store.state.sessions).map((session) => {
      const intent = session.payment_intent ? (store.state.paymentIntents[session.payment_intent] ?? null) : null;
      const charge = intent?.latest_charge ? (store.state.charges[intent.latest_charge] ?? null) : null;
      return {
        session,
        paymentStatus: intent?.status ?? null,
        amountRefunded: charge?.amount_refunded ?? 0,
        awaitingTransfer: flow.isAwaitingTransfer(session),
        takesLateTransfer: flow.takesLateTransfer(session),
      };
    }),
    refunds: newestFirst(store.state.refunds),
    cashBalance: newestFirst(store.state.cashBalance),
    balances: Object.values(store.state.customers)
      .map((customer) => ({ customer, available: balanceOf(store, customer.id) }))
      .filter((balance) => balance.available !== 0),
    faults: faults.active(),
  };
}

/**
 * How much a transfer brings, when more than awaited: `amount` in cents (JSON) or `amount_eur`
 * in euros (the page's form, "30,00" or "30.00"); undefined for the amount awaited.
 */
function transferAmount(fields: Record<string, unknown>): number | undefined {
  if (typeof fields.amount === 'number') return fields.amount;
  if (typeof fields.amount === 'string' && fields.amount !== '') return Number(fields.amount);
  if (typeof fields.amount_eur === 'string' && fields.amount_eur.trim() !== '') {
    return Math.round(Number(fields.amount_eur.trim().replace(',', '.')) * 100);
  }
  return undefined;
}

/** A fault's fields, from the page's form or from a JSON body. */
async function readFields(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(request);
  if (!(request.headers['content-type'] ?? '').includes('application/json')) return parseForm(body);
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Said below.
  }
  throw new FaultRequestError('The body must be a JSON object such as {"next": 3, "kind": "error"}.');
}

/**
 * Runs an operator action: JSON for a caller that sends or accepts JSON; for the page's forms a
 * redirect back to the page, or the page with the reason when the action was refused.
 */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  context: OperatorContext,
  status: number,
  action: () => Promise<unknown>,
): Promise<void> {
  const json = wantsJson(request) || (request.headers['content-type'] ?? '').includes('application/json');
  try {
    const result = await action();
    if (json) sendJson(response, status, result);
    else redirect(response, '/_simulator');
  } catch (error) {
    const refused =
      error instanceof FaultRequestError
        ? { statusCode: 400, body: { error: { type: 'invalid_request_error', message: error.message } } }
        : error instanceof StripeApiError
          ? error
          : undefined;
    if (!refused) throw error;
    if (json) sendJson(response, refused.statusCode, refused.body);
    else sendHtml(response, refused.statusCode, renderOperatorPage(operatorView(context), context.shopName, refused.body.error.message));
  }
}
