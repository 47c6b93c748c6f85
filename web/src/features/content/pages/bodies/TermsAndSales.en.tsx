import { BRAND, SELLER } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { Link } from 'react-router-dom';
import { CompanyRegisterFacts } from '../../CompanyRegisterFacts.tsx';
import { DISPUTE_BODIES, MODEL_WITHDRAWAL_FORM, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

/** The English text of TermsAndSales. */
export function Body() {
  return (
    <>
      <p className="lead">These conditions apply to every purchase in the {BRAND.name} online shop. Please read them before you order.</p>

      <h2>1. The seller</h2>
      <dl>
        <dt>Company</dt>
        <dd>{SELLER.company}</dd>
        <dt>Registered office</dt>
        <dd>
          {SELLER.street}, {SELLER.zipCode} {SELLER.city}, {SELLER.country}
        </dd>
        <dt>OIB</dt>
        <dd>{SELLER.oib}</dd>
        <CompanyRegisterFacts language="en" />
        <dt>IBAN</dt>
        <dd>
          {SELLER.iban}, {SELLER.bank}
        </dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{BRAND.whatsapp}</dd>
      </dl>

      <h2>2. Orders and the contract</h2>
      <p>
        The products in the shop are an invitation to order. By pressing the payment button you make a binding offer to buy; the contract is
        concluded when we confirm your order by email. We may refuse an order, for example when a product is no longer available; if you
        have already paid, we refund you at once. The contract is concluded in English, and we keep a copy of your order.
      </p>

      <h2>3. Prices</h2>
      <p>
        Prices are in euros and include VAT at {SELLER.vatRatePercent} %. Shipping is charged as shown on{' '}
        <Link to="/shipping-and-delivery">Shipping and delivery</Link> and at checkout before you pay. The price that applies is the one
        shown when you place the order.
      </p>

      <h2>4. Payment</h2>
      <p>
        You can pay by card, PayPal or direct bank deposit, as described on <Link to="/payments">Payments</Link>. An order paid by bank
        transfer must be paid within 3 business days; an order still unpaid after 7 days is cancelled. One discount code or voucher applies
        per purchase; gift vouchers are to be used within 6 months.
      </p>

      <h2>5. Pre-orders</h2>
      <p>
        Pieces marked "Preorder now" are made after you order them. We tell you before you pay that they ship in about 14 business days, and
        we email you when your order is ready.
      </p>

      <h2>6. Delivery</h2>
      <p>
        We deliver to the address you give at checkout, or you collect the order in Zagreb. Delivery times are on{' '}
        <Link to="/shipping-and-delivery">Shipping and delivery</Link>. The risk passes to you when you or someone you name receives the
        parcel. If we cannot deliver in time, you may cancel the order, and we refund you without undue delay.
      </p>

      <h2>7. Your right of withdrawal</h2>
      <p>
        You may withdraw from a purchase within 14 days of receiving the goods, without giving a reason. This applies to every item, sale
        items included, except those the law excludes, such as pieces made to your own measurements. To withdraw, use{' '}
        <Link to={WITHDRAWAL_PAGE}>{WITHDRAWAL_TEXT.functionLabel}</Link>, send us the{' '}
        <a href={MODEL_WITHDRAWAL_FORM} download>
          model withdrawal form
        </a>
        , or tell us in your own words by email or post. You pay the direct cost of sending the goods back; we refund what you paid,
        including the standard delivery cost when you withdraw from the whole order, within 14 days of receiving your withdrawal. The
        details, and what we offer on top, are on <Link to="/returns">Returns</Link>.
      </p>

      <h2>8. Complaints and faulty goods</h2>
      <p>
        We are liable for material defects under the Croatian Civil Obligations Act (Zakon o obveznim odnosima). Please tell us about a
        defect within two months of noticing it, and within two years of delivery. Complaints can be made in writing to {SELLER.street},{' '}
        {SELLER.zipCode} {SELLER.city} or to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>; we confirm receipt and answer within 15
        days, as the Consumer Protection Act (Zakon o zaštiti potrošača) requires.
      </p>

      <h2>9. Law and jurisdiction</h2>
      <p>
        These conditions and every purchase are governed by the law of the Republic of Croatia. The competent court in Zagreb has
        jurisdiction. If you are a consumer, you keep the protection of the mandatory law of the country where you live, and you may also
        bring proceedings there. Nothing in these conditions limits your rights as a consumer under Croatian and EU law.
      </p>

      <h2>10. Out-of-court dispute resolution</h2>
      <p>
        We would always rather solve a problem with you directly: write to us first, as in section 8. If we cannot agree, you may turn to a
        body for the out-of-court resolution of consumer disputes. For traders established in Croatia these are, among others, the{' '}
        <a href={DISPUTE_BODIES.mediation} rel="noopener">
          Mediation Centre at the Croatian Chamber of Economy
        </a>{' '}
        (Centar za mirenje pri Hrvatskoj gospodarskoj komori) and the{' '}
        <a href={DISPUTE_BODIES.courtOfHonour} rel="noopener">
          Court of Honour at the Croatian Chamber of Economy
        </a>{' '}
        (Sud časti pri HGK); the Ministry of Economy keeps the list of every body authorised for consumer disputes, linked from the
        government's page on{' '}
        <a href={DISPUTE_BODIES.allBodies} rel="noopener">
          consumer dispute resolution
        </a>
        . Taking part in such a procedure is voluntary for us, and we consider every proposal in good faith. You may also report a breach of
        your consumer rights to the Market Inspection of the State Inspectorate (Državni inspektorat), or go to court as in section 9.
      </p>

      <h2>11. Changes</h2>
      <p>These conditions were last updated on 23 November 2026. An order is governed by the conditions in force when it was placed.</p>
    </>
  );
}
