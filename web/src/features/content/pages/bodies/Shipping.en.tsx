import type { ReactNode } from 'react';
import { EU_COUNTRY_CODES, PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';

/** The English text of Shipping. */
export function Body({ table }: { table: ReactNode }) {
  return (
    <>
      <p className="lead">
        Every parcel leaves our Zagreb workshop wrapped in recycled paper and a cotton ribbon, never in plastic. Orders placed before 12
        noon on a working day ship the same day.
      </p>

      <h2>Rates and delivery times</h2>
      {table}
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
        for damage, a photo. If we cannot deliver within the agreed time you may cancel the order, and we refund you without undue delay;
        see <Link to="/returns">Returns</Link>.
      </p>
    </>
  );
}
