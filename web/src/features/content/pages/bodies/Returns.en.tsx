import { BRAND, SELLER } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { PICKUP_LOCATIONS } from '@shop/shared/shipping';
import { Link } from 'react-router-dom';
import { MODEL_WITHDRAWAL_FORM, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

const STORE = PICKUP_LOCATIONS.STORE_KAPTOL;

/** The English text of Returns. */
export function Body() {
  return (
    <>
      <p className="lead">
        We make every piece to be kept for years, so we hope you love yours. If something is not right, you can send it back.
      </p>

      <h2>Your right of withdrawal: 14 days</h2>
      <p>
        You may withdraw from a purchase made in our online shop within 14 days, without giving any reason. The 14 days run from the day
        you, or someone you name other than the carrier, receive the goods; when the items of one order arrive separately, from the day you
        receive the last of them.
      </p>
      <p>
        This applies to every item, including sale and discounted items. The only exceptions are those the law allows, for example a piece
        made to your own measurements or clearly personalised for you.
      </p>

      <h3>How to withdraw</h3>
      <p>Tell us of your decision before the 14 days are over. It is enough that you send it in time. You can:</p>
      <ul>
        <li>
          use our online withdrawal function, <Link to={WITHDRAWAL_PAGE}>{WITHDRAWAL_TEXT.functionLabel}</Link>: you need only your order
          number and the email you ordered with, and we confirm by email at once;
        </li>
        <li>
          fill in the{' '}
          <a href={MODEL_WITHDRAWAL_FORM} download>
            model withdrawal form
          </a>{' '}
          and send it to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or by post to {SELLER.company}, {SELLER.street},{' '}
          {SELLER.zipCode} {SELLER.city}, {SELLER.country}; or
        </li>
        <li>write to us in your own words, by email or by post, that you withdraw from the purchase.</li>
      </ul>

      <h3>Sending the pieces back</h3>
      <p>
        Send the pieces to {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}, {SELLER.country}, or bring them to{' '}
        {STORE.name}, {STORE.address}, without undue delay and at the latest 14 days after you told us that you withdraw. You pay the direct
        cost of sending them back.
      </p>
      <p>
        You may handle the pieces as you would in a shop, to see them and try them on. You are liable only for a loss in their value that
        comes from handling them beyond that: a piece worn out of the house, washed, or with its tags taken off, for example. We may take
        such a loss off the refund.
      </p>

      <h3>Your refund</h3>
      <p>
        We refund everything you paid for the pieces you withdraw from, including the standard delivery cost when you withdraw from the
        whole order, without undue delay and at the latest 14 days from the day your withdrawal reached us. We use the same means of payment
        you used (card, PayPal or bank account), and you pay no fee for it. We may wait with the refund until the pieces are back with us or
        you have shown us that you sent them, whichever comes first.
      </p>

      <h2>Our own returns policy</h2>
      <p>On top of your right of withdrawal, and without taking anything away from it:</p>
      <ul>
        <li>
          Bring it back to the shop: any piece can be returned in person at {STORE.name} within the 14 days, with nothing to pay for
          shipping.
        </li>
        <li>
          Swap it on the spot: at {STORE.name} we exchange a full-price piece, unworn and with all its tags, for another size or colour
          straight away. Sale pieces are refunded rather than swapped.
        </li>
        <li>Another size by post: withdraw from the piece as above and place a new order, so the size you want is yours while in stock.</li>
      </ul>

      <h2>Faulty pieces</h2>
      <p>
        If something arrives faulty or damaged, tell us with a photo. We pay the return shipping and repair, replace or refund it. Your
        statutory rights for faulty goods apply in any case and are not shortened by the 14 days, see{' '}
        <Link to="/terms-and-sales-conditions">Terms & Sale Conditions</Link>.
      </p>

      <h2>Late delivery</h2>
      <p>
        If we do not deliver your order within the agreed time, you may cancel it, and we refund what you paid without undue delay (Consumer
        Rights Directive, Art. 18).
      </p>
    </>
  );
}
