import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderSummary, TransferDetails } from '@shop/shared/contract/orders';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { formatEuro } from '@shop/shared/money';
import { HttpError } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { clearCart } from '../../cart/cartLines.ts';
import { useCreateInvoice } from '../api/createInvoice.ts';
import { useOrder } from '../api/getOrder.ts';
import { useSendInvoiceEmail } from '../api/sendInvoiceEmail.ts';
import {
  awaitsPayment,
  CONFIRMING_PAYMENT,
  deliveryOf,
  formatIban,
  linePrice,
  paymentText,
  summaryRows,
  TRANSFER_TEXT,
  wasGivenUp,
} from '../orderView.ts';
import { AccountOffer } from './AccountOffer.tsx';
import '../orders.css';

const signed = (amount: number) => (amount < 0 ? `−${formatEuro(-amount)}` : formatEuro(amount));
const orderDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * /order-success/:id — creates and emails the invoice (failures show nothing), empties the cart,
 * and shows the order as the server charged it, read by its id: so it is the same whichever
 * host name the shopper paid from (SPEC §2 Order success, §4).
 */
export function OrderSuccessPage() {
  const { id = '' } = useParams();
  const order = useOrder(id || undefined);
  // Creating the invoice first settles the order with the provider, so the order is read again once it answers.
  const invoice = useCreateInvoice(id || undefined);
  useSendInvoiceEmail(invoice.data);
  const invoiceAnswered = invoice.data !== undefined || invoice.error !== undefined;
  const { mutate } = order;
  useEffect(() => {
    if (invoiceAnswered) void mutate();
  }, [invoiceAnswered, mutate]);

  const bought = order.data && !wasGivenUp(order.data) ? order.data.id : null;
  useEffect(() => {
    if (bought) clearCart();
  }, [bought]);

  if (order.data) return <OrderPlaced order={order.data} />;
  if (order.error instanceof HttpError && order.error.status === 404) {
    return (
      <section className="order-success">
        <Seo title="Order" />
        <h1 className="page-title">No order yet, please order</h1>
        <Link to="/" className="button">
          Back to Homepage
        </Link>
      </section>
    );
  }
  if (order.error) {
    // SPEC §8: other failures show no message.
    return (
      <section className="order-success">
        <Seo title="Order" />
        <h1 className="page-title">Your order</h1>
        <Link to="/" className="button">
          Back to Homepage
        </Link>
      </section>
    );
  }
  return <Loading />;
}

function OrderPlaced({ order }: { order: OrderSummary }) {
  const delivery = deliveryOf(order);
  return (
    <article className="order-receipt" aria-labelledby="order-success-title">
      <Seo title="Thank you for ordering!" />
      <header className="order-receipt__header">
        <h1 id="order-success-title" className="page-title">
          Thank you for ordering!
        </h1>
        <p className="order-receipt__lead">
          Order <strong>{order.number}</strong> · {order.statusText}
        </p>
        {awaitsPayment(order) ? (
          <p className="notice notice--info" role="status">
            {CONFIRMING_PAYMENT}
          </p>
        ) : null}
      </header>

      {order.transfer ? <TransferInstructions transfer={order.transfer} /> : null}

      <section className="order-receipt__summary" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-receipt__heading">
          Your order
        </h2>
        <ul className="order-lines">
          {order.lines.map((line) => {
            const price = linePrice(line);
            return (
              <li key={line.itemNo} className="order-line">
                <ShopImage path={line.image} alt="" width={96} height={120} className="order-line__image" />
                <div className="order-line__body">
                  <p className="order-line__name">{line.productName}</p>
                  <p className="order-line__meta">
                    {line.productColorName ? `${line.productColorName} · ` : ''}Size {line.size} · Quantity {line.quantity}
                  </p>
                  {line.preOrdered > 0 ? <p className="order-line__meta">{line.preOrdered} made to order</p> : null}
                </div>
                <Price amount={price.amount} original={price.original} className="order-line__price" />
              </li>
            );
          })}
        </ul>
        <dl className="order-totals">
          {summaryRows(order).map((row) => (
            <div key={row.label} className="order-totals__row">
              <dt>
                {row.label}
                {row.detail ? <span className="order-totals__detail"> ({row.detail})</span> : null}
              </dt>
              <dd>{signed(row.amount)}</dd>
            </div>
          ))}
          <div className="order-totals__row order-totals__row--total">
            <dt>Total</dt>
            <dd>{formatEuro(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section className="order-receipt__details" aria-labelledby="order-details-title">
        <h2 id="order-details-title" className="order-receipt__heading">
          Order details
        </h2>
        <dl className="order-facts">
          <div>
            <dt>Order number</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{order.email}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>{paymentText(order)}</dd>
          </div>
          <div>
            <dt>{delivery.label}</dt>
            <dd>
              <address className="order-facts__address">
                {delivery.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an address never move.
                  <span key={i}>{line}</span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
        {wasGivenUp(order) ? null : <AccountOffer email={order.email} />}
      </section>

      {wasGivenUp(order) ? null : (
        <p className="order-receipt__withdraw">
          Changed your mind? You may withdraw within 14 days of receiving your order:{' '}
          <Link to={`/withdrawal?order=${encodeURIComponent(order.number)}`}>{WITHDRAWAL_TEXT.functionLabel}</Link>
        </p>
      )}

      <Link to="/" className="button order-receipt__home">
        Back to Homepage
      </Link>
    </article>
  );
}

function TransferInstructions({ transfer }: { transfer: TransferDetails }) {
  return (
    <section className="order-receipt__transfer" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="order-receipt__heading">
        Waiting for your bank transfer
      </h2>
      <p>{TRANSFER_TEXT.ships}</p>
      <dl className="order-facts">
        <div>
          <dt>IBAN</dt>
          <dd className="order-facts__code">{formatIban(transfer.iban)}</dd>
        </div>
        <div>
          <dt>BIC</dt>
          <dd className="order-facts__code">{transfer.bic}</dd>
        </div>
        <div>
          <dt>Account holder</dt>
          <dd>{transfer.accountHolder}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd className="order-facts__code">{transfer.reference}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatEuro(transfer.amount)}</dd>
        </div>
      </dl>
      <p className="order-receipt__note">{TRANSFER_TEXT.deadline}</p>
    </section>
  );
}
