import type { Fault } from './faults.ts';
import { formatAmount, type Html, html, page } from './html.ts';
import type { CashBalanceTransaction, CheckoutSession, Customer, PaymentIntentStatus, Refund } from './types.ts';

export interface OperatorRow {
  session: CheckoutSession;
  /** The PaymentIntent's status, once the shopper chose a way to pay. */
  paymentStatus: PaymentIntentStatus | null;
  amountRefunded: number;
  awaitingTransfer: boolean;
  /** A transfer would find no payment waiting (cancelled, expired or paid) and go to the cash balance. */
  takesLateTransfer: boolean;
}

export interface OperatorView {
  rows: OperatorRow[];
  refunds: Refund[];
  cashBalance: CashBalanceTransaction[];
  /** Customers whose cash balance holds money (EUR), and how much. */
  balances: { customer: Customer; available: number }[];
  faults: Fault[];
}

/**
 * `GET /_simulator`: what the payment provider knows, newest first; the bank's side of a
 * transfer, which in real life happens days later and outside the shop; and faults on request.
 */
export function renderOperatorPage(view: OperatorView, shopName: string, message?: string): string {
  const body = html`
    <h1>Payment simulator</h1>
    <p class="lead">Checkout Sessions created by ${shopName}. JSON: <a href="/_simulator/events">webhook events</a>,
      <a href="/_simulator/refunds">refunds</a>, <a href="/_simulator/cash-balance">cash balance</a>,
      <a href="/_simulator/faults">faults</a>.</p>
    ${message ? html`<p class="message error" role="alert">${message}</p>` : ''}
    ${
      view.rows.length === 0
        ? html`<p>No payments yet.</p>`
        : html`<table>
      <thead><tr>
        <th scope="col">Session</th><th scope="col">Email</th><th scope="col" class="amount">Amount</th>
        <th scope="col">Status</th><th scope="col">Payment</th><th scope="col">Bank transfer</th>
      </tr></thead>
      <tbody>${view.rows.map(sessionRow)}</tbody>
    </table>`
    }
    ${refundList(view.refunds)}
    ${cashBalanceList(view.cashBalance, view.balances)}
    ${faultSection(view.faults)}`;
  return page('Payment simulator', body, { wide: true });
}

function sessionRow(row: OperatorRow): Html {
  const { session } = row;
  const email = session.customer_details?.email ?? session.customer_email ?? '';
  const who = email || session.id;
  const money = (amount: number) => formatAmount(amount, session.currency);
  return html`<tr>
    <td><a href="/pay/${session.id}">${session.id.slice(0, 20)}…</a></td>
    <td>${email}</td>
    <td class="amount">${money(session.amount_total)}</td>
    <td>${session.status}</td>
    <td>${session.payment_status}${row.paymentStatus ? html`<br><span class="note">${row.paymentStatus}</span>` : ''}${
      row.amountRefunded > 0 ? html`<br><span class="note">${money(row.amountRefunded)} refunded</span>` : ''
    }</td>
    <td>${
      row.awaitingTransfer
        ? html`<form class="inline" method="post" action="/_simulator/sessions/${session.id}/transfer-received">
          <input name="amount_eur" inputmode="decimal" size="7" placeholder="${(session.amount_total / 100).toFixed(2)}" aria-label="Amount transferred by ${who}, in euros (empty: the amount awaited; more leaves the rest in the cash balance)">
          <button type="submit" aria-label="Transfer received for ${who}">Transfer received</button>
        </form>
        ${action(session.id, 'transfer-failed', 'Transfer failed', `Transfer failed for ${who}`, 'secondary')}
        ${action(session.id, 'cancel-payment', 'Cancel payment', `Cancel payment for ${who}`, 'secondary')}`
        : row.takesLateTransfer
          ? html`${action(session.id, 'transfer-received', 'Late transfer arrives', `Late transfer arrives for ${who}`, 'secondary')}
        <span class="note">nothing waits for it: it goes to the customer's cash balance</span>`
          : ''
    }</td>
  </tr>`;
}

function action(sessionId: string, path: string, label: string, name: string, kind?: 'secondary'): Html {
  return html`<form class="inline" method="post" action="/_simulator/sessions/${sessionId}/${path}">
          <button type="submit"${kind ? html` class="${kind}"` : ''} aria-label="${name}">${label}</button>
        </form>`;
}

function refundList(refunds: Refund[]): Html | '' {
  if (refunds.length === 0) return '';
  return html`<h2>Refunds</h2>
    <p class="note">A refund from a cash balance waits until the customer gives Stripe the account to send it to (Stripe emails them), and is cancelled after 45 days without an answer.</p>
    <table>
      <thead><tr><th scope="col">Refund</th><th scope="col">Of</th><th scope="col" class="amount">Amount</th><th scope="col">Status</th></tr></thead>
      <tbody>${refunds.map(
        (refund) => html`<tr>
        <td>${refund.id}</td>
        <td>${refund.payment_intent ?? `cash balance of ${refund.customer ?? 'a customer'}, back to the sender`}</td>
        <td class="amount">${formatAmount(refund.amount, refund.currency)}</td>
        <td>${refund.status}${returnSteps(refund)}</td>
      </tr>`,
      )}</tbody>
    </table>`;
}

function returnSteps(refund: Refund): Html | '' {
  if (!refund.customer) return '';
  const step = (path: string, label: string, kind?: 'secondary') =>
    html`<form class="inline" method="post" action="/_simulator/refunds/${refund.id}/${path}">
          <button type="submit"${kind ? html` class="${kind}"` : ''} aria-label="${label}: ${refund.id}">${label}</button>
        </form>`;
  if (refund.status === 'requires_action') {
    return html`<br><span class="note">email to ${refund.instructions_email ?? ''}</span>
      ${step('bank-details-given', 'Customer gives bank details')} ${step('expires', '45 days pass unanswered', 'secondary')}`;
  }
  if (refund.status === 'pending') return html` ${step('arrives', 'Return arrives')}`;
  return '';
}

function cashBalanceList(transactions: CashBalanceTransaction[], balances: { customer: Customer; available: number }[]): Html | '' {
  if (transactions.length === 0) return '';
  const availableTo = (customerId: string) => balances.find((balance) => balance.customer.id === customerId)?.available ?? 0;
  return html`<h2>Cash balance</h2>
    <p class="note">Every transfer funds the customer's cash balance first; a payment waiting for it takes what it needs. What found no payment waiting, or was more than it, stays there until it is returned.</p>
    ${
      balances.length === 0
        ? html`<p>No cash balance holds money.</p>`
        : html`<ul>${balances.map(
            ({ customer, available }) =>
              html`<li>${customer.email ?? customer.id} (${customer.id}): ${formatAmount(available, 'eur')}</li>`,
          )}</ul>`
    }
    <table>
      <thead><tr><th scope="col">Email</th><th scope="col">Type</th><th scope="col" class="amount">Amount</th><th scope="col" class="amount">Balance after</th><th scope="col">Returned</th></tr></thead>
      <tbody>${transactions.map(
        (transaction) => html`<tr>
        <td>${transaction.customer_email ?? transaction.customer}</td>
        <td>${transaction.type}</td>
        <td class="amount">${formatAmount(transaction.net_amount, transaction.currency)}</td>
        <td class="amount">${formatAmount(transaction.ending_balance, transaction.currency)}</td>
        <td>${
          transaction.type !== 'funded' || (!transaction.returned_by && availableTo(transaction.customer) < transaction.net_amount)
            ? (transaction.returned_by ?? '')
            : (transaction.returned_by ??
              html`<form class="inline" method="post" action="/_simulator/cash-balance/${transaction.id}/return">
            <button type="submit" class="secondary" aria-label="Return ${transaction.customer_email ?? transaction.id}'s transfer to the sender">Return to sender</button>
          </form>`)
        }</td>
      </tr>`,
      )}</tbody>
    </table>`;
}

function faultSection(faults: Fault[]): Html {
  return html`<h2>Faults</h2>
    <p class="note">The next matching API calls fail with a 500 <code>api_error</code>, or answer only after the delay.</p>
    ${
      faults.length === 0
        ? html`<p>No faults set.</p>`
        : html`<ul>${faults.map(
            (fault) =>
              html`<li>${fault.kind === 'slow' ? `slow (${fault.delayMs} ms)` : 'error'} for the next ${fault.remaining} call(s) to ${fault.paths.join(', ')}</li>`,
          )}</ul>
      <form method="post" action="/_simulator/faults/clear"><button type="submit" class="secondary">Clear faults</button></form>`
    }
    <form method="post" action="/_simulator/faults">
      <fieldset>
        <legend>Add a fault</legend>
        <label for="fault-kind">Kind</label>
        <select id="fault-kind" name="kind"><option value="error">error (500 api_error)</option><option value="slow">slow answer</option></select>
        <label for="fault-next">Next calls</label>
        <input id="fault-next" name="next" type="number" min="1" value="1" required>
        <label for="fault-delay">Delay for a slow answer (ms)</label>
        <input id="fault-delay" name="delayMs" type="number" min="1" value="20000">
        <label for="fault-paths">API paths (comma-separated prefixes; empty for every call)</label>
        <input id="fault-paths" name="paths" placeholder="/v1/checkout/sessions, /v1/refunds">
        <button type="submit">Add fault</button>
      </fieldset>
    </form>`;
}
