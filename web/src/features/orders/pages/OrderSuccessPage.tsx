import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { OrderSummary, TransferDetails } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { useCountryName } from '../../../i18n/countryNames.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { HttpError } from '../../../platform/http.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { Price } from '../../../ui/Price.tsx';
import { Seo } from '../../../ui/Seo.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { clearCart } from '../../cart/cartLines.ts';
import { useCreateInvoice } from '../api/createInvoice.ts';
import { useOrder } from '../api/getOrder.ts';
import { useSendInvoiceEmail } from '../api/sendInvoiceEmail.ts';
import { awaitsPayment, deliveryOf, linePrice, paymentText, summaryRows, transferFacts, wasGivenUp } from '../orderView.ts';
import { AccountOffer } from './AccountOffer.tsx';
import '../orders.css';

const signed = (amount: number) => (amount < 0 ? `−${formatEuro(-amount)}` : formatEuro(amount));

/**
 * /order-success/:id — creates and emails the invoice (failures show nothing), empties the cart,
 * and shows the order as the server charged it, read by its id: so it is the same whichever
 * host name the shopper paid from (SPEC §2 Order success, §4).
 */
export function OrderSuccessPage() {
  const t = useMessages('checkout');
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
        <Seo title={t.order.title} />
        <h1 className="page-title">{t.order.noOrder}</h1>
        <Link to="/" className="button">
          {t.backToHomepage}
        </Link>
      </section>
    );
  }
  if (order.error) {
    // SPEC §8: other failures show no message.
    return (
      <section className="order-success">
        <Seo title={t.order.title} />
        <h1 className="page-title">{t.order.yourOrder}</h1>
        <Link to="/" className="button">
          {t.backToHomepage}
        </Link>
      </section>
    );
  }
  return <Loading />;
}

function OrderPlaced({ order }: { order: OrderSummary }) {
  const t = useMessages('checkout');
  const language = useLanguage();
  const countryName = useCountryName();
  const delivery = deliveryOf(order, { ...t.order, locations: t.delivery.locations, countryName });
  return (
    <article className="order-receipt" aria-labelledby="order-success-title">
      <Seo title={t.order.thanks} />
      <header className="order-receipt__header">
        <h1 id="order-success-title" className="page-title">
          {t.order.thanks}
        </h1>
        <p className="order-receipt__lead">
          {t.order.number} <strong>{order.number}</strong> · {order.statusText}
        </p>
        {awaitsPayment(order) ? (
          <p className="notice notice--info" role="status">
            {t.order.confirmingPayment}
          </p>
        ) : null}
      </header>

      {order.transfer ? <TransferInstructions transfer={order.transfer} /> : null}

      <section className="order-receipt__summary" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title" className="order-receipt__heading">
          {t.order.yourOrder}
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
                    {line.productColorName ? `${line.productColorName} · ` : ''}
                    {t.order.lineMeta(line.size, line.quantity)}
                  </p>
                  {line.preOrdered > 0 ? <p className="order-line__meta">{t.order.madeToOrder(line.preOrdered)}</p> : null}
                </div>
                <Price amount={price.amount} original={price.original} className="order-line__price" />
              </li>
            );
          })}
        </ul>
        <dl className="order-totals">
          {summaryRows(order, t.totals).map((row) => (
            <div key={row.label} className="order-totals__row">
              <dt>
                {row.label}
                {row.detail ? <span className="order-totals__detail"> ({row.detail})</span> : null}
              </dt>
              <dd>{signed(row.amount)}</dd>
            </div>
          ))}
          <div className="order-totals__row order-totals__row--total">
            <dt>{t.total}</dt>
            <dd>{formatEuro(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section className="order-receipt__details" aria-labelledby="order-details-title">
        <h2 id="order-details-title" className="order-receipt__heading">
          {t.order.details}
        </h2>
        <dl className="order-facts">
          <div>
            <dt>{t.order.orderNumber}</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>{t.order.date}</dt>
            <dd>
              <time dateTime={order.createdAt}>{formatDate(language, order.createdAt)}</time>
            </dd>
          </div>
          <div>
            <dt>{t.order.email}</dt>
            <dd>{order.email}</dd>
          </div>
          <div>
            <dt>{t.order.payment}</dt>
            <dd>{paymentText(order, t.order.paymentMethods)}</dd>
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
          {t.order.withdraw} <Link to={`/withdrawal?order=${encodeURIComponent(order.number)}`}>{t.order.withdrawLink}</Link>
        </p>
      )}

      <Link to="/" className="button order-receipt__home">
        {t.backToHomepage}
      </Link>
    </article>
  );
}

function TransferInstructions({ transfer }: { transfer: TransferDetails }) {
  const t = useMessages('checkout').order.transfer;
  const { facts, whyThisIban } = transferFacts(transfer, t);
  return (
    <section className="order-receipt__transfer" aria-labelledby="transfer-title">
      <h2 id="transfer-title" className="order-receipt__heading">
        {t.title}
      </h2>
      <p>{t.ships}</p>
      <dl className="order-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd className={fact.code ? 'order-facts__code' : undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="order-receipt__note">{whyThisIban}</p>
      <p className="order-receipt__note">{t.deadline}</p>
    </section>
  );
}
