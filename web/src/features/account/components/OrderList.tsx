import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@shop/shared/contract/orders';
import { ORDER_STATUS_TEXT } from '@shop/shared/orderStatus';
import { COUNTRIES } from '@shop/shared/countries';
import { formatEuro } from '@shop/shared/money';
import { useMyOrders } from '../api/fetchMyOrders.ts';
import { formatDate } from '../forms.ts';
import { AccountDialog } from './AccountDialog.tsx';

const PAYMENT_LABELS: Record<NonNullable<OrderView['paymentMethod']>, string> = {
  CARD: 'Card',
  PAYPAL: 'PayPal',
  BANK_TRANSFER: 'Bank transfer',
  GIFT_CARD: 'Gift card',
};

const countryName = (code: string) => COUNTRIES.find((country) => country.code === code)?.name ?? code;

function OrderDetail({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const address = order.deliveryAddress;
  return (
    <AccountDialog title={`Order ${order.name}`} onClose={onClose}>
      <dl className="order-detail__facts">
        <div>
          <dt>Date</dt>
          <dd>{formatDate(order.meta.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{ORDER_STATUS_TEXT[order.status] ?? order.status}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.paymentMethod ? PAYMENT_LABELS[order.paymentMethod] : '—'}</dd>
        </div>
        <div>
          <dt>{order.deliveryMethod === 'PICK_UP' ? 'Pickup' : 'Delivery to'}</dt>
          <dd>
            {order.deliveryMethod === 'PICK_UP'
              ? 'Pickup in Zagreb'
              : `${address.street} ${address.streetNo}, ${address.zipCode} ${address.city}, ${countryName(address.country)}`}
          </dd>
        </div>
        {order.shipment ? (
          <div>
            <dt>Parcel</dt>
            <dd>
              {order.shipment.carrier}:{' '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                follow your parcel
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="table order-detail__items">
        <caption className="visually-hidden">Items of order {order.name}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Size</th>
            <th scope="col">Qty</th>
            <th scope="col" className="order-detail__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.itemNo}>
              <td>
                {item.productName}
                {item.productColorName ? <span className="order-detail__colour"> · {item.productColorName}</span> : null}
              </td>
              <td>{item.size}</td>
              <td>{item.quantity}</td>
              <td className="order-detail__amount">{formatEuro(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-detail__totals">
        {order.totalAmount !== order.amountWithDiscount ? (
          <div>
            <dt>Before discounts</dt>
            <dd>{formatEuro(order.totalAmount)}</dd>
          </div>
        ) : null}
        <div className="order-detail__total">
          <dt>Total</dt>
          <dd>{formatEuro(order.amountWithDiscount)}</dd>
        </div>
      </dl>
      <p className="order-detail__withdraw">
        {/* The withdrawal function's label (shared/src/contract/withdrawalText.ts), written here so the profile loads no chunk for it. */}
        <Link to={`/withdrawal?order=${encodeURIComponent(order.name)}`}>Withdraw from contract here</Link>
      </p>
    </AccountDialog>
  );
}

/** The customer's orders, newest first, 10 at a time, each with a detail popup (SPEC §2, §4, §8). */
export function OrderList() {
  const { orders, settled, loading, hasMore, loadMore } = useMyOrders();
  const [open, setOpen] = useState<OrderView | null>(null);
  return (
    <section className="orders" aria-labelledby="orders-title" aria-busy={loading}>
      <h2 id="orders-title" className="profile__heading">
        Your orders
      </h2>
      {settled && orders.length === 0 ? (
        <p className="orders__empty">
          No orders yet. <Link to="/">Start shopping now!</Link>
        </p>
      ) : null}
      {orders.length > 0 ? (
        <ul className="orders__list">
          {orders.map((order) => (
            <li key={order.id} className="order-row">
              <span className="order-row__name">{order.name}</span>
              <span className="order-row__date">{formatDate(order.meta.createdAt)}</span>
              <span className={`order-row__status order-row__status--${order.status.toLowerCase()}`}>
                {ORDER_STATUS_TEXT[order.status] ?? order.status}
              </span>
              <span className="order-row__total">{formatEuro(order.amountWithDiscount)}</span>
              <button type="button" className="text-button order-row__open" onClick={() => setOpen(order)}>
                Details<span className="visually-hidden"> of order {order.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <p className="loading" role="status">
          Loading...
        </p>
      ) : null}
      {hasMore && !loading ? (
        <button type="button" className="button button--secondary orders__more" onClick={loadMore}>
          Load More
        </button>
      ) : null}
      {open ? <OrderDetail order={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
