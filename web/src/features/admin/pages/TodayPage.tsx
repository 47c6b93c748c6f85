import type { LateTransferRow, TodayView } from '@shop/shared/contract/adminOrders';
import { formatEuro } from '@shop/shared/money';
import { Link } from 'react-router-dom';
import { AdminTable } from '../AdminTable.tsx';
import { useAdmin } from '../api/adminRequest.ts';
import { age, OrderRows } from '../orderRows.tsx';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * Payment events the shop failed on every delivery: an order whose money may be at the provider
 * while it waits here (docs/decisions/067). An owner replays them on Failed events.
 */
/**
 * What waits today: orders to pack, ready for pickup, transfers awaited (and for how long), sizes
 * running low, what an order's move caused that failed every try, late transfers on their way
 * back, and withdrawals to handle.
 */
export function TodayPage() {
  const { data, error } = useAdmin<TodayView>('/api/admin/today');
  return (
    <section aria-labelledby="admin-today">
      <title>Today | Back office</title>
      <h1 id="admin-today">Today</h1>
      {error ? <p role="alert">{error.message}</p> : null}
      {!data && !error ? <p>Loading…</p> : null}
      {data ? (
        <>
          <DistanceSales sales={data.distanceSales} />
          <h2>To pack ({data.toPack.length})</h2>
          <OrderRows orders={data.toPack} caption="Orders to pack" />
          <h2>Ready for pickup ({data.readyForPickup.length})</h2>
          <OrderRows orders={data.readyForPickup} caption="Orders ready for pickup" />
          <h2>Awaiting bank transfer ({data.awaitingTransfer.length})</h2>
          <OrderRows orders={data.awaitingTransfer} caption="Orders awaiting a bank transfer" showAge />

          <h2>Low stock ({data.lowStock.length})</h2>
          <p>Sizes with {data.lowStockAt} pieces or fewer on the Office Warehouse shelf.</p>
          {data.lowStock.length === 0 ? (
            <p>None.</p>
          ) : (
            <AdminTable
              caption="Products with sizes running low"
              columns={['Product', 'Colour', 'Sizes left']}
              rows={data.lowStock.map((product) => [
                product.productId,
                [product.name, product.colorName, product.sizes.map(({ size, pieces }) => `${size}: ${pieces}`).join(', ')],
              ])}
            />
          )}

          <h2>Failed payment events and effects ({data.failedEffects.length})</h2>
          <p>
            Refunds, payment pages to close, invoices and mails an order’s move caused that failed every try. Messages the shop’s functions
            failed on every delivery wait on <Link to="/admin/failed-events">Failed events</Link> (owners).
          </p>
          {data.failedEffects.length === 0 ? (
            <p>None.</p>
          ) : (
            <AdminTable
              caption="Effects given up"
              columns={['Order', 'What', 'Tries', 'Last error', 'Last tried']}
              rows={data.failedEffects.map((effect) => [
                effect.id,
                [
                  <Link key="order" to={`/admin/orders/${effect.orderId}`}>
                    {effect.orderId}
                  </Link>,
                  effect.what,
                  effect.attempts,
                  effect.lastError,
                  when(effect.at),
                ],
              ])}
            />
          )}

          <LateTransfers returns={data.lateTransfers} />

          <h2>Withdrawals to handle ({data.withdrawals.length})</h2>
          {data.withdrawals.length === 0 ? (
            <p>None.</p>
          ) : (
            <AdminTable
              caption="Withdrawals received and not handled"
              columns={['Order', 'Customer', 'Withdrawing from', 'Received', 'Waiting', 'Money']}
              rows={data.withdrawals.map((w) => [
                w.id,
                [
                  <Link key="order" to={`/admin/orders/${w.orderId}`}>
                    {w.orderNumber}
                  </Link>,
                  `${w.name} (${w.email})`,
                  w.withdrawing.join('; '),
                  when(w.receivedAt),
                  age(w.receivedAt),
                  w.owed ? `handled, ${formatEuro(w.owed)} still owed` : 'to refund',
                ],
              ])}
            />
          )}
        </>
      ) : null}
    </section>
  );
}

/** The year's EU distance sales against the OSS threshold: a warning from 80 %, and at 100 %, saying what to do. */
function DistanceSales({ sales }: { sales: TodayView['distanceSales'] }) {
  const warn = !sales.oss && sales.level !== 'below';
  return (
    <>
      <h2>EU distance sales {sales.year}</h2>
      <p role={warn ? 'alert' : undefined} className={warn ? `admin__warning admin__warning--${sales.level}` : undefined}>
        {sales.text}
      </p>
    </>
  );
}

const RETURN_STATUS: Record<LateTransferRow['status'], string> = {
  to_return: 'being returned',
  requires_action: 'Stripe asked the customer for their bank account',
  pending: 'on its way to the customer',
  canceled: 'not returned: the customer gave no bank account in 45 days; contact them',
  failed: 'not returned: the bank refused it; contact the customer',
};

/** Money that came for an order that takes none (a late transfer, an over-payment), shown until it is back with the customer. */
function LateTransfers({ returns }: { returns: LateTransferRow[] }) {
  return (
    <>
      <h2>Late transfers returned ({returns.length})</h2>
      <p>
        Bank transfers that arrived after their order was cancelled, or for more than its total. The shop returns them through Stripe and
        mails the customer; each stays here until the money is back with the customer.
      </p>
      {returns.length === 0 ? (
        <p>None.</p>
      ) : (
        <AdminTable
          caption="Late transfers and over-payments on their way back"
          columns={['Order', 'Customer', 'Amount', 'Why', 'Return', 'Arrived']}
          rows={returns.map((r) => [
            r.transactionId,
            [
              <Link key="order" to={`/admin/orders/${r.orderId}`}>
                {r.orderNumber}
              </Link>,
              r.email,
              formatEuro(r.amount),
              r.reason === 'late' ? 'after the order was cancelled' : 'more than the order’s total',
              RETURN_STATUS[r.status],
              when(r.receivedAt),
            ],
          ])}
        />
      )}
    </>
  );
}
