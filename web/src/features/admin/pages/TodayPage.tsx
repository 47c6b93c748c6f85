import type { TodayView } from '@shop/shared/contract/adminOrders';
import { useAdmin } from '../api/adminRequest.ts';
import { OrderRows } from '../orderRows.tsx';

/** What waits today: orders to pack, ready for pickup, and transfers awaited (and for how long). */
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
          <h2>To pack ({data.toPack.length})</h2>
          <OrderRows orders={data.toPack} caption="Orders to pack" />
          <h2>Ready for pickup ({data.readyForPickup.length})</h2>
          <OrderRows orders={data.readyForPickup} caption="Orders ready for pickup" />
          <h2>Awaiting bank transfer ({data.awaitingTransfer.length})</h2>
          <OrderRows orders={data.awaitingTransfer} caption="Orders awaiting a bank transfer" showAge />
        </>
      ) : null}
    </section>
  );
}
