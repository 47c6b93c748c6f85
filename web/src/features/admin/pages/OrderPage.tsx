import {
  type AdminOrderUbl,
  type AdminOrderView,
  type HandleWithdrawalResponse,
  type OrderStepResponse,
  type ResendInvoiceResponse,
  STEP_LABELS,
} from '@shop/shared/contract/adminOrders';
import { formatEuro } from '@shop/shared/money';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { ShipTo } from '../components/ShipTo.tsx';
import { saveFile } from '../saveCsv.ts';

/** Euros as typed (12,50 or 12.50) → cents; undefined when blank. */
const cents = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  return text === '' ? undefined : Math.round(Number(text.replace(',', '.')) * 100);
};

/** An order with its lines, payment and the steps it takes now; each step mails the customer as the order's life says. */
export function OrderPage() {
  const { id } = useParams();
  const path = `/api/admin/orders/${id}`;
  const { data: order, error, mutate } = useAdmin<AdminOrderView>(path);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();

  /** One action: what it says when done, or the server's reason (and nothing changed). */
  const act = async (run: () => Promise<string>) => {
    setRefusal({ errors: {} });
    setDone(undefined);
    try {
      setDone(await run());
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  const take = (body: Record<string, unknown>) =>
    act(async () => {
      const answer = await adminRequest<OrderStepResponse>(`${path}/steps`, { body });
      await mutate(answer.order, { revalidate: false });
      return answer.moved ? `Done: the order is ${answer.order.status}.` : `Nothing to do: the order was already ${answer.order.status}.`;
    });
  const resendInvoice = () =>
    act(async () => {
      const sent = await adminRequest<ResendInvoiceResponse>(`${path}/invoice`, { body: {} });
      return `Invoice ${sent.invoiceNumber} sent again to ${sent.to}.`;
    });
  const saveUbl = () =>
    act(async () => {
      const ubl = await adminRequest<AdminOrderUbl>(`${path}?format=ubl`);
      saveFile({ filename: ubl.filename, text: ubl.xml, type: 'application/xml;charset=utf-8' });
      return `${ubl.filename} saved: the eRačun of invoice ${ubl.invoiceNumber}.`;
    });
  const handleWithdrawal = (withdrawalId: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const amount = cents(form.get(`withdrawal-${withdrawalId}`));
    // Unticked: the pieces have not come back (yet); the server puts the ones it names on the shelf otherwise.
    const restocked = form.get(`withdrawal-${withdrawalId}-restock`) === 'on';
    void act(async () => {
      const answer = await adminRequest<HandleWithdrawalResponse>(`/api/admin/withdrawals/${withdrawalId}/handle`, {
        body: { ...(amount === undefined ? {} : { amount }), ...(restocked ? {} : { restock: [] }) },
      });
      await mutate(answer.order, { revalidate: false });
      return answer.handled
        ? `Withdrawal handled: ${formatEuro(answer.withdrawal.handledRefund ?? 0)} refunded, with its credit note; the customer is told by mail.`
        : 'Nothing to do: the withdrawal was already handled.';
    });
  };
  /** The refund form: the amount, the pieces that came back per line, the gift card's part on a new card. */
  const refundBody = (form: FormData) => {
    const restock = (order?.lines ?? []).flatMap((line) => {
      const quantity = Number(form.get(`restock-${line.itemNo}`) ?? 0);
      return quantity > 0 ? [{ itemNo: line.itemNo, quantity }] : [];
    });
    return {
      amount: cents(form.get('amount')),
      ...(restock.length ? { restock } : {}),
      ...(form.get('newGiftCard') === 'on' ? { newGiftCard: true } : {}),
    };
  };
  const withForm = (step: string, read: (form: FormData) => Record<string, unknown>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void take({ step, ...read(new FormData(event.currentTarget)) });
  };

  if (error) return <p role="alert">{error.message}</p>;
  if (!order) return <p>Loading…</p>;
  const simple = order.steps.filter((step) => step !== 'shipped' && step !== 'refund' && step !== 'cancel');
  return (
    <section aria-labelledby="admin-order">
      <title>{`${order.number} | Back office`}</title>
      <h1 id="admin-order">
        Order {order.number}: {order.status}
      </h1>
      <p>
        {order.email} · placed {order.createdAt.slice(0, 16).replace('T', ' ')} · {order.deliveryMethod}
        {order.deliveryLocation ? ` (${order.deliveryLocation})` : ''} · {order.paymentMethod ?? 'not paid'}
        {order.invoiceId ? ` · invoice ${order.invoiceId}` : ''}
      </p>
      <h2>Where it goes</h2>
      <ShipTo shipTo={order.shipTo} />
      <AdminTable
        caption="Lines"
        columns={['Product', 'Size', 'Quantity', 'Amount', 'Back on the shelf']}
        rows={order.lines.map((line) => [
          String(line.itemNo),
          [`${line.productName}, ${line.productColorName}`, line.size, line.quantity, formatEuro(line.amount), line.restocked],
        ])}
      />
      <p>
        Shipping {formatEuro(order.shipping)} · total {formatEuro(order.total)}
        {order.giftCard ? ` · gift card ${order.giftCard.code} ${formatEuro(order.giftCard.applied)}` : ''}
        {order.refunded ? ` · refunded ${formatEuro(order.refunded)}` : ''}
        {order.giftCardRefunded ? ` (${formatEuro(order.giftCardRefunded)} to the gift card)` : ''}
        {order.creditNotes ? ` · ${order.creditNotes} credit note${order.creditNotes === 1 ? '' : 's'}` : ''}
      </p>
      {order.shipment ? (
        <p>
          Shipped with {order.shipment.carrier}: <a href={order.shipment.trackingUrl}>{order.shipment.trackingUrl}</a>
        </p>
      ) : null}

      <h2>Steps</h2>
      <Outcome done={done} refusal={refusal} />
      {order.steps.length === 0 ? <p>This order takes no further step.</p> : null}
      <div className="admin__steps">
        {simple.map((step) => (
          <button key={step} type="button" className="admin__button" onClick={() => void take({ step })}>
            {STEP_LABELS[step]}
          </button>
        ))}
      </div>
      {order.steps.includes('shipped') ? (
        <form
          className="admin__form"
          onSubmit={withForm('shipped', (f) => ({ carrier: f.get('carrier'), trackingUrl: f.get('trackingUrl') }))}
        >
          <h3>Shipped</h3>
          <AdminField label="Carrier" name="carrier" required error={refusal.errors.carrier} />
          <AdminField label="Tracking link" name="trackingUrl" type="url" required error={refusal.errors.trackingUrl} />
          <button type="submit" className="admin__button">
            Mark shipped
          </button>
        </form>
      ) : null}
      {order.steps.includes('refund') ? (
        <form className="admin__form" onSubmit={withForm('refund', refundBody)}>
          <h3>Refund</h3>
          <p>
            The provider's part goes back through the payment provider, then the gift card's to the gift card. A credit note is issued and
            mailed to the customer.
          </p>
          <AdminField
            label={`Amount in euros (empty: all that is left, ${formatEuro(order.refundable)})`}
            name="amount"
            inputMode="decimal"
            error={refusal.errors.amount}
          />
          <fieldset>
            <legend>Pieces that came back go on the shelf</legend>
            {order.lines
              .filter((line) => line.quantity > line.restocked)
              .map((line) => (
                <AdminField
                  key={line.itemNo}
                  label={`${line.productName}, ${line.productColorName}, ${line.size} (at most ${line.quantity - line.restocked})`}
                  name={`restock-${line.itemNo}`}
                  type="number"
                  min={0}
                  max={line.quantity - line.restocked}
                  defaultValue="0"
                  error={refusal.errors.restock}
                />
              ))}
          </fieldset>
          {order.giftCard && order.giftCard.applied > order.giftCardRefunded ? (
            <label className="admin__check">
              <input type="checkbox" name="newGiftCard" /> The gift card's part on a new gift card instead of {order.giftCard.code}
            </label>
          ) : null}
          <button type="submit" className="admin__button">
            Refund
          </button>
        </form>
      ) : null}
      {order.steps.includes('cancel') ? (
        <div className="admin__form">
          <h3>Cancel the order</h3>
          <p>It is not paid: its pieces go back on the shelf, and the customer is mailed that it is cancelled.</p>
          <button type="button" className="admin__button" onClick={() => void take({ step: 'cancel' })}>
            Cancel the order
          </button>
        </div>
      ) : null}

      <h2>Invoice</h2>
      {order.invoiceId ? (
        <div className="admin__steps">
          <button type="button" className="admin__button" onClick={() => void resendInvoice()}>
            Send the invoice again
          </button>
          <button type="button" className="admin__button" onClick={() => void saveUbl()}>
            Save the eRačun (UBL XML, R1 invoices)
          </button>
        </div>
      ) : (
        <p>No invoice yet: it is issued when the order is paid.</p>
      )}

      <h2>Withdrawals ({order.withdrawals.length})</h2>
      {order.withdrawals.length === 0 ? <p>None.</p> : null}
      {order.withdrawals.map((w) => (
        <div key={w.id} className="admin__form">
          <h3>
            Received {w.receivedAt.slice(0, 16).replace('T', ' ')} from {w.name}
          </h3>
          <p>
            Withdrawing from: {w.withdrawing.join('; ')}
            {w.reason ? ` · reason: ${w.reason}` : ''} · {w.acknowledgedAt ? 'acknowledged by mail' : 'acknowledgement not sent yet'}
          </p>
          {w.handledAt ? (
            <p>
              Handled {w.handledAt.slice(0, 16).replace('T', ' ')} by {w.handledBy}: {formatEuro(w.handledRefund ?? 0)} refunded
              {w.owed ? `, ${formatEuro(w.owed)} of what it withdraws from still owed (refund it above)` : ''}.
            </p>
          ) : (
            <form onSubmit={handleWithdrawal(w.id)}>
              <AdminField
                label={`Refund in euros (empty: what it withdraws from, ${formatEuro(w.suggestedRefund ?? 0)})`}
                name={`withdrawal-${w.id}`}
                inputMode="decimal"
                error={refusal.errors.amount}
              />
              <label className="admin__check">
                <input type="checkbox" name={`withdrawal-${w.id}-restock`} defaultChecked /> The pieces came back: put them on the shelf
              </label>
              <button type="submit" className="admin__button">
                Items back: refund and mark handled
              </button>
            </form>
          )}
        </div>
      ))}
    </section>
  );
}
