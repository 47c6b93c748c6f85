import { Link } from 'react-router-dom';
import { formatEuro } from '@shop/shared/money';
import { PICKUP_LOCATIONS, SHIPPING_RATES, type ShippingZone } from '@shop/shared/shipping';

/** The zones of the shipping rules as the shipping page names them. */
const ZONES: readonly [ShippingZone, string][] = [
  ['CROATIA', 'Croatia'],
  ['EU', 'Other EU countries'],
  ['WORLD', 'Rest of the world'],
];

/**
 * Delivery and returns in brief, from the rates checkout charges by (shared/src/shipping.ts) and
 * the terms of the Returns page (docs/decisions/021-withdrawal-and-legal-pages.md), each linked.
 */
export function DeliverySummary({ preOrder }: { preOrder: boolean }) {
  const pickup = Object.values(PICKUP_LOCATIONS)
    .map((location) => location.name)
    .join(' or ');
  return (
    <section className="product__section delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="product__subheading">
        Delivery and returns
      </h2>
      <ul className="delivery__list">
        {ZONES.map(([zone, name]) => {
          const rate = SHIPPING_RATES[zone];
          return (
            <li key={zone}>
              {name}: {formatEuro(rate.fee)}, free over {formatEuro(rate.freeOver)}, in {rate.businessDays.replace('-', '–')} business days.
            </li>
          );
        })}
        <li>Free pickup in Zagreb, at the {pickup}.</li>
        <li>Orders placed before 12 noon on a working day ship the same day.</li>
        {preOrder ? <li>Pre-ordered pieces are made for you and ship within about 14 business days.</li> : null}
        <li>14 days to withdraw from your purchase, sale items included; you pay the cost of sending pieces back.</li>
      </ul>
      <p className="delivery__links">
        <Link to="/shipping-and-delivery">Shipping and delivery</Link>
        <Link to="/returns">Returns and withdrawal</Link>
      </p>
    </section>
  );
}
