import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderView } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { orderRows } from '@shop/shared/orderRows';
import { sizeLabel } from '@shop/shared/sizeWords';
import { useCountryName } from '../../../i18n/countryNames.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { useMyOrders } from '../api/fetchMyOrders.ts';
import { formatDate } from '../forms.ts';
import { AccountDialog } from './AccountDialog.tsx';

/** An amount taken off the total, with a minus sign. */
const signed = (amount: number) => (amount < 0 ? `−${formatEuro(-amount)}` : formatEuro(amount));

/** One order in a popup: its facts, its lines, and the rows that add up to what was charged. */
function OrderDetail({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const t = useMessages('account');
  const o = t.orders;
  const language = useLanguage();
  const countryName = useCountryName();
  const address = order.deliveryAddress;
  return (
    <AccountDialog title={o.order(order.name)} onClose={onClose}>
      <dl className="order-detail__facts">
        <div>
          <dt>{o.date}</dt>
          <dd>{formatDate(language, order.meta.createdAt)}</dd>
        </div>
        <div>
          <dt>{o.status}</dt>
          <dd>{o.statuses[order.status] ?? order.status}</dd>
        </div>
        <div>
          <dt>{o.payment}</dt>
          <dd>{order.paymentMethod ? o.payments[order.paymentMethod] : t.common.none}</dd>
        </div>
        <div>
          <dt>{order.deliveryMethod === 'PICK_UP' ? o.pickup : o.deliveryTo}</dt>
          <dd>
            {order.deliveryMethod === 'PICK_UP'
              ? o.pickupInZagreb
              : `${address.street} ${address.streetNo}, ${address.zipCode} ${address.city}, ${countryName(address.country)}`}
          </dd>
        </div>
        {order.shipment ? (
          <div>
            <dt>{o.parcel}</dt>
            <dd>
              {order.shipment.carrier}:{' '}
              <a href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {o.followParcel}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <table className="table order-detail__items">
        <caption className="visually-hidden">{o.items(order.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{o.item}</th>
            <th scope="col">{o.size}</th>
            <th scope="col">{o.quantity}</th>
            <th scope="col" className="order-detail__amount">
              {o.amount}
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
              <td>{sizeLabel(item.size, language)}</td>
              <td>{item.quantity}</td>
              <td className="order-detail__amount">{formatEuro(item.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-detail__totals">
        {orderRows(order, o.totals).map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              {row.detail ? <span className="order-detail__detail"> ({row.detail})</span> : null}
            </dt>
            <dd>{signed(row.amount)}</dd>
          </div>
        ))}
        <div className="order-detail__total">
          <dt>{o.total}</dt>
          <dd>{formatEuro(order.total)}</dd>
        </div>
      </dl>
      <p className="order-detail__withdraw">
        <Link to={`/withdrawal?order=${encodeURIComponent(order.name)}`}>{o.withdraw}</Link>
      </p>
    </AccountDialog>
  );
}

/** The customer's orders, newest first, 10 at a time, each with a detail popup (SPEC §2, §4, §8). */
export function OrderList() {
  const t = useMessages('account');
  const o = t.orders;
  const language = useLanguage();
  const { orders, settled, loading, hasMore, loadMore } = useMyOrders();
  const [open, setOpen] = useState<OrderView | null>(null);
  return (
    <section className="orders" aria-labelledby="orders-title" aria-busy={loading}>
      <h2 id="orders-title" className="profile__heading">
        {o.heading}
      </h2>
      {settled && orders.length === 0 ? (
        <p className="orders__empty">
          {o.empty} <Link to="/">{o.startShopping}</Link>
        </p>
      ) : null}
      {orders.length > 0 ? (
        <ul className="orders__list">
          {orders.map((order) => (
            <li key={order.id} className="order-row">
              <span className="order-row__name">{order.name}</span>
              <span className="order-row__date">{formatDate(language, order.meta.createdAt)}</span>
              <span className={`order-row__status order-row__status--${order.status.toLowerCase()}`}>
                {o.statuses[order.status] ?? order.status}
              </span>
              <span className="order-row__total">{formatEuro(order.amountWithDiscount)}</span>
              <button type="button" className="text-button order-row__open" onClick={() => setOpen(order)}>
                {o.details}
                <span className="visually-hidden">{o.ofOrder(order.name)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {loading ? (
        <p className="loading" role="status">
          {t.common.loading}
        </p>
      ) : null}
      {hasMore && !loading ? (
        <button type="button" className="button button--secondary orders__more" onClick={loadMore}>
          {o.loadMore}
        </button>
      ) : null}
      {open ? <OrderDetail order={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
