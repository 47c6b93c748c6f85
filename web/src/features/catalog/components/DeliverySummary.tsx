import { Link } from 'react-router-dom';
import { formatEuro } from '@shop/shared/money';
import { PICKUP_LOCATIONS, SHIPPING_RATES, type ShippingZone } from '@shop/shared/shipping';
import { useMessages } from '../../../i18n/messages.ts';

/** The zones of the shipping rules in the order the shipping page names them. */
const ZONES: readonly ShippingZone[] = ['CROATIA', 'EU', 'WORLD'];

/**
 * Delivery and returns in brief, from the rates checkout charges by (shared/src/shipping.ts) and
 * the terms of the Returns page (docs/decisions/021-withdrawal-and-legal-pages.md), each linked.
 */
export function DeliverySummary({ preOrder }: { preOrder: boolean }) {
  const t = useMessages('catalog').delivery;
  const pickup = Object.values(PICKUP_LOCATIONS).map((location) => location.name);
  return (
    <section className="product__section delivery" aria-labelledby="delivery-title">
      <h2 id="delivery-title" className="product__subheading">
        {t.title}
      </h2>
      <ul className="delivery__list">
        {ZONES.map((zone) => {
          const rate = SHIPPING_RATES[zone];
          return (
            <li key={zone}>
              {t.zone(t.zones[zone], formatEuro(rate.fee), formatEuro(rate.freeOver), rate.businessDays.replace('-', '–'))}
            </li>
          );
        })}
        <li>{t.pickup(pickup)}</li>
        <li>{t.sameDay}</li>
        {preOrder ? <li>{t.preOrder}</li> : null}
        <li>{t.withdrawal}</li>
      </ul>
      <p className="delivery__links">
        <Link to="/shipping-and-delivery">{t.shippingLink}</Link>
        <Link to="/returns">{t.returnsLink}</Link>
      </p>
    </section>
  );
}
