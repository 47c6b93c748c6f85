import type { AdminOrderList } from '@shop/shared/contract/adminOrders';
import { type FormEvent, useState } from 'react';
import { useAdmin } from '../api/adminRequest.ts';
import { OrderRows } from '../orderRows.tsx';

const WORKING_STATES = ['PAID', 'PACKED', 'SHIPPED', 'READY_FOR_PICKUP', 'AWAITING_TRANSFER', 'PENDING_PAYMENT', 'PLACED'];

/** Orders by status (where work waits), or found by number, id or the customer's email. */
export function OrdersPage() {
  const [query, setQuery] = useState('status=PAID');
  const { data, error } = useAdmin<AdminOrderList>(`/api/admin/orders?${query}`);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) setQuery(new URLSearchParams({ q }).toString());
  };
  return (
    <section aria-labelledby="admin-orders">
      <title>Orders | Back office</title>
      <h1 id="admin-orders">Orders</h1>
      <div className="admin__steps">
        <label>
          Status{' '}
          <select onChange={(event) => setQuery(new URLSearchParams({ status: event.target.value }).toString())} defaultValue="PAID">
            {WORKING_STATES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <form onSubmit={search} className="admin__steps">
          <label>
            Order number or email <input name="q" type="search" />
          </label>
          <button type="submit" className="admin__button">
            Search
          </button>
        </form>
      </div>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? <OrderRows orders={data.data} caption="Orders" /> : null}
    </section>
  );
}
