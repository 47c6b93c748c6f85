import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CheckoutFlow } from './checkout-flow.ts';
import { StripeApiError } from './errors.ts';
import { readBody, redirect, sendHtml, sendJson, wantsJson } from './http.ts';
import { renderOperatorPage } from './operator-page.ts';
import type { SimulatorStore } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export interface OperatorContext {
  store: SimulatorStore;
  flow: CheckoutFlow;
  webhooks: WebhookSender;
  shopName: string;
}

const TRANSFER_PATH = /^\/_simulator\/sessions\/([A-Za-z0-9_-]+)\/(transfer-received|transfer-failed)$/;

/** The operator's side under `/_simulator`. Returns false for other paths. */
export async function handleOperator(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: OperatorContext,
): Promise<boolean> {
  if (request.method === 'GET' && (url.pathname === '/_simulator' || url.pathname === '/_simulator/')) {
    const rows = Object.values(context.store.state.sessions)
      .sort((a, b) => b.created - a.created)
      .map((session) => ({ session, awaitingTransfer: context.flow.isAwaitingTransfer(session) }));
    if (wantsJson(request)) sendJson(response, 200, rows);
    else sendHtml(response, 200, renderOperatorPage(rows, context.shopName));
    return true;
  }
  if (request.method === 'GET' && url.pathname === '/_simulator/events') {
    sendJson(response, 200, context.webhooks.events());
    return true;
  }
  const match = TRANSFER_PATH.exec(url.pathname);
  if (!match || request.method !== 'POST') return false;
  await readBody(request);
  const [, sessionId = '', action] = match;
  try {
    const session =
      action === 'transfer-received' ? await context.flow.transferReceived(sessionId) : await context.flow.transferFailed(sessionId);
    if (wantsJson(request)) sendJson(response, 200, session);
    else redirect(response, '/_simulator');
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (wantsJson(request)) sendJson(response, error.statusCode, error.body);
    else redirect(response, '/_simulator');
  }
  return true;
}
