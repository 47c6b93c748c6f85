import { formatEuro } from '@shop/shared/money';
import { EU_COUNTRY_CODES, PICKUP_LOCATIONS, SHIPPING_RATES, type ShippingZone } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.tsx';

/** How the zones of the shipping rules are named to shoppers. */
const ZONES: readonly { zone: ShippingZone; name: string }[] = [
  { zone: 'CROATIA', name: 'Croatia' },
  { zone: 'EU', name: 'Other EU countries' },
  { zone: 'WORLD', name: 'Rest of the world' },
];

const days = (range: string) => `${range.replace('-', '–')} business days`;

/**
 * /shipping-and-delivery. The table is drawn from the constants checkout charges by
 * (shared/src/shipping.ts), so the page and the charge can never disagree (SPEC §9).
 */
export function ShippingPage() {
  const croatia = SHIPPING_RATES.CROATIA;
  return (
    <InfoPage
      title="Shipping and delivery"
      description={`Tkanica ships from Zagreb: ${formatEuro(croatia.fee)} within Croatia and free over ${formatEuro(croatia.freeOver)}; EU and worldwide rates, delivery times and free pickup.`}
    >
      <p className="lead">
        Every parcel leaves our Zagreb workshop wrapped in recycled paper and a cotton ribbon, never in plastic. Orders placed before 12
        noon on a working day ship the same day.
      </p>

      <h2>Rates and delivery times</h2>
      <div className="table-wrap">
        <table className="table rates-table">
          <caption>Shipping by destination (prices include VAT)</caption>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col">Delivery time</th>
              <th scope="col">Shipping</th>
              <th scope="col">Free shipping</th>
            </tr>
          </thead>
          <tbody>
            {ZONES.map(({ zone, name }) => {
              const rate = SHIPPING_RATES[zone];
              return (
                <tr key={zone}>
                  <th scope="row">{name}</th>
                  <td data-label="Delivery time">{days(rate.businessDays)}</td>
                  <td data-label="Shipping">{formatEuro(rate.fee)}</td>
                  <td data-label="Free shipping">orders over {formatEuro(rate.freeOver)}</td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">Pickup in Zagreb</th>
              <td data-label="Delivery time">from the next working day</td>
              <td data-label="Shipping">{formatEuro(0)}</td>
              <td data-label="Free shipping">always</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        "Other EU countries" are the {EU_COUNTRY_CODES.length - 1} member states of the European Union besides Croatia. Free shipping counts
        the value of the goods after discounts, before any gift card. European countries outside the European Union (for example Bosnia and
        Herzegovina, Serbia, Montenegro, Switzerland, Norway and the United Kingdom) ship at the rest-of-the-world rate, and their customs
        duties and import VAT are paid by the recipient on delivery.
      </p>

      <h2>When your order ships</h2>
      <ul>
        <li>Orders submitted before 12 noon (Zagreb time) on a working day ship the same working day; later orders ship the next one.</li>
        <li>Orders paid by bank transfer ship once the payment reaches us, which can take up to 3 days.</li>
        <li>Pre-ordered pieces are made for you and ship within about 14 business days; we email you when yours is on its way.</li>
        <li>You get an email with the tracking number as soon as the parcel is handed to the courier.</li>
      </ul>

      <h2>Pickup in Zagreb</h2>
      <p>Choose Pickup at checkout and collect your order free of charge at:</p>
      <ul>
        {Object.values(PICKUP_LOCATIONS).map((location) => (
          <li key={location.name}>
            <strong>{location.name}</strong>, {location.address}
          </li>
        ))}
      </ul>
      <p>We email you when your order is ready. Please bring the order number; we keep orders for you for 14 days.</p>

      <h2>Couriers</h2>
      <p>
        In Croatia we ship with Hrvatska pošta and GLS; abroad with GLS and DHL. If nobody is home, the courier leaves a notice and tries
        again the next working day.
      </p>

      <h2>A late or damaged parcel</h2>
      <p>
        If a parcel is late or arrives damaged, write to us through the <Link to="/contact">contact form</Link> with your order number and,
        for damage, a photo. If we cannot deliver within the agreed time you may cancel the order, and we refund you within 30 days at the
        latest; see <Link to="/returns">Returns</Link>.
      </p>
    </InfoPage>
  );
}
