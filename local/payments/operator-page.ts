import { formatAmount, html, page } from './html.ts';
import type { CheckoutSession } from './types.ts';

export interface OperatorRow {
  session: CheckoutSession;
  awaitingTransfer: boolean;
}

/**
 * `GET /_simulator`: what the payment provider knows, newest first, and the bank's side of a
 * transfer, which in real life happens days later and outside the shop.
 */
export function renderOperatorPage(rows: OperatorRow[], shopName: string): string {
  const body = html`
    <h1>Payment simulator</h1>
    <p class="lead">Checkout Sessions created by ${shopName}. <a href="/_simulator/events">Webhook events (JSON)</a></p>
    ${
      rows.length === 0
        ? html`<p>No payments yet.</p>`
        : html`<table>
      <thead><tr>
        <th scope="col">Session</th><th scope="col">Email</th><th scope="col" class="amount">Amount</th>
        <th scope="col">Status</th><th scope="col">Payment status</th><th scope="col">Bank transfer</th>
      </tr></thead>
      <tbody>${rows.map(row)}</tbody>
    </table>`
    }`;
  return page('Payment simulator', body, { wide: true });
}

function row({ session, awaitingTransfer }: OperatorRow) {
  const email = session.customer_details?.email ?? session.customer_email ?? '';
  return html`<tr>
    <td><a href="/pay/${session.id}">${session.id.slice(0, 20)}…</a></td>
    <td>${email}</td>
    <td class="amount">${formatAmount(session.amount_total, session.currency)}</td>
    <td>${session.status}</td>
    <td>${session.payment_status}</td>
    <td>${
      awaitingTransfer
        ? html`<form class="inline" method="post" action="/_simulator/sessions/${session.id}/transfer-received">
          <button type="submit" aria-label="Transfer received for ${email || session.id}">Transfer received</button>
        </form>
        <form class="inline" method="post" action="/_simulator/sessions/${session.id}/transfer-failed">
          <button type="submit" class="secondary" aria-label="Transfer failed for ${email || session.id}">Transfer failed</button>
        </form>`
        : ''
    }</td>
  </tr>`;
}
