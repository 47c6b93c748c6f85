import { BRAND, SELLER } from '@shop/shared/brand';
import { PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.tsx';

/** /returns: the return rules of SPEC §9 and how to send something back. */
export function ReturnsPage() {
  return (
    <InfoPage
      title="Returns"
      description="Return full-price Tkanica pieces within 14 days of receipt, unworn and with their tags. Sale items cannot be returned; return shipping is paid by the customer."
    >
      <p className="lead">
        We make every piece to be kept for years, so we hope you love yours. If something is not right, you can send it back.
      </p>

      <h2>What you can return</h2>
      <ul>
        <li>Full-price items, within 14 days of the day you received them.</li>
        <li>Unworn, unwashed and undamaged, with all tags still attached, ideally in their original wrapping.</li>
        <li>Sale items and anything bought at a discount cannot be returned.</li>
        <li>Pieces made or altered to your measurements cannot be returned, unless they are faulty.</li>
      </ul>

      <h2>How to return</h2>
      <ol>
        <li>
          Write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or use the <Link to="/contact">contact form</Link> within the 14
          days, with your order number and the pieces you are returning.
        </li>
        <li>
          Pack them well and send them to {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}, {SELLER.country}, or bring them
          to {PICKUP_LOCATIONS.STORE_KAPTOL.name} in person.
        </li>
        <li>The return shipping is paid by you. Please keep the receipt of the parcel until your refund arrives.</li>
      </ol>

      <h2>Your refund</h2>
      <p>
        Once the pieces reach us and we have checked them, we refund the price you paid for them within 14 days, to the card, PayPal account
        or bank account you paid with. The original shipping fee is refunded only when you return the whole order.
      </p>

      <h2>Exchanges</h2>
      <p>
        Need another size? Return the piece as above and place a new order; that way you get the size you want while it is still in stock.
      </p>

      <h2>Faulty pieces</h2>
      <p>
        If something arrives faulty or damaged, tell us within 14 days with a photo. We pay the return shipping and repair, replace or
        refund it, as you prefer. Your statutory rights for faulty goods apply in any case, see{' '}
        <Link to="/terms-and-sales-conditions">Terms & Sale Conditions</Link>.
      </p>

      <h2>Late delivery</h2>
      <p>
        If we do not deliver your order within the agreed time, you may cancel it, and we refund what you paid within a maximum of 30 days.
      </p>
    </InfoPage>
  );
}
