import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { PaymentBrands } from '../../../../ui/PaymentBrands.tsx';

/** The English text of Payments. */
export function Body() {
  return (
    <>
      <p className="lead">
        All prices are in euros and include Croatian VAT ({SELLER.vatRatePercent} %). You pay on a secure payment page after checkout; your
        order is confirmed by email as soon as the payment is through.
      </p>
      <PaymentBrands />

      <h2>Card payment</h2>
      <p>
        We accept Visa and Mastercard debit and credit cards. Card payments are handled by our payment provider on its own secure page (PCI
        DSS certified); your bank may ask you to confirm the payment with 3-D Secure. Your card details go straight to the provider: we
        never see or store them. The amount is charged when you place the order.
      </p>

      <h2>PayPal</h2>
      <p>
        Choose PayPal on the payment page and log in to your PayPal account to pay with your balance, a linked bank account or card. You are
        brought back to our shop when the payment is done.
      </p>

      <h2>Direct bank deposit</h2>
      <p>
        Prefer to pay by bank transfer? Choose bank transfer on the payment page; your order is reserved for you, and the page shows (and we
        email you) where to pay: the recipient {SELLER.company}, an IBAN of our payment provider's that is yours for paying us, and a
        reference. Please pay to that IBAN with that reference, not to the account on our invoices: the reference is how your money finds
        your order.
      </p>
      <ul>
        <li>Please pay within 3 business days of placing your order.</li>
        <li>An order that is still unpaid after 7 days is cancelled, and its pieces go back on sale.</li>
        <li>A transfer can take up to 3 days to reach us; we ship as soon as it arrives and let you know by email.</li>
      </ul>

      <h2>Discounts and vouchers</h2>
      <ul>
        <li>
          One discount code or voucher per purchase: codes cannot be combined with each other. Enter yours at checkout and press Apply.
        </li>
        <li>A code may apply to the whole order or only to some products; checkout shows which lines it lowers.</li>
        <li>
          Gift vouchers are to be used within 6 months of purchase. A voucher can pay for part of an order; what is left stays on it until
          it expires. Vouchers cannot be exchanged for cash.
        </li>
        <li>
          Discounted and sale items can be returned within 14 days of receipt like any other: see <Link to="/returns">Returns</Link>.
        </li>
      </ul>

      <h2>Invoices</h2>
      <p>
        Every paid order gets an invoice, sent to you by email as a PDF. Need it made out to a company? Write to{' '}
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> with the company name and its OIB or VAT number before the order ships.
      </p>
    </>
  );
}
