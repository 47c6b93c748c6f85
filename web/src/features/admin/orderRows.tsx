import type { AdminOrderRow } from '@shop/shared/contract/adminOrders';
import { formatEuro } from '@shop/shared/money';
import { Link } from 'react-router-dom';
import { AdminTable } from './AdminTable.tsx';

/** How long ago, in days and hours: how long a transfer has been awaited. */
export function age(since: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(since)) / 3_600_000));
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Orders as a table, each number leading to the order. */
export function OrderRows({ orders, caption, showAge }: { orders: AdminOrderRow[]; caption: string; showAge?: boolean }) {
  if (orders.length === 0) return <p>None.</p>;
  return (
    <AdminTable
      caption={caption}
      columns={['Order', 'Status', 'Customer', 'Total', showAge ? 'Waiting' : 'Placed']}
      rows={orders.map((order) => [
        order.id,
        [
          <Link key="number" to={`/admin/orders/${order.id}`}>
            {order.number}
          </Link>,
          order.status,
          order.email,
          formatEuro(order.total),
          showAge ? age(order.createdAt) : order.createdAt.slice(0, 16).replace('T', ' '),
        ],
      ])}
    />
  );
}
