import { BRAND, SELLER } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { CompanyRegisterFacts } from '../../CompanyRegisterFacts.tsx';
import { RecentlyViewedSwitch } from '../../RecentlyViewedSwitch.tsx';

/** The English text of PrivacyPolicy. */
export function Body() {
  const mail = <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>;
  return (
    <>
      <p className="lead">
        We collect as little about you as we can, only to sell and deliver your order and to answer you, and we never sell your data.
      </p>

      <h2>Who is responsible</h2>
      <p>
        The controller of your personal data is {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}, OIB {SELLER.oib}. For
        anything about your data, write to {mail}.
      </p>
      <dl>
        <CompanyRegisterFacts language="en" />
      </dl>

      <h2>What we collect and why</h2>
      <ul>
        <li>
          <strong>Orders:</strong> your name, email, delivery and billing address, phone number and what you bought, to deliver the order,
          invoice it and handle returns and complaints (the contract, GDPR Art. 6(1)(b), and our legal duties, Art. 6(1)(c)).
        </li>
        <li>
          <strong>Your account:</strong> name, email, date of birth, and if you tell us, gender, OIB, addresses and your children's first
          names and birth dates, so checkout is quicker and we can suggest the right sizes. Your password is stored only as a salted hash.
        </li>
        <li>
          <strong>Expecting a baby:</strong> if you tell us that you are expecting a baby, and the due date, we keep it only with your
          explicit consent (GDPR Art. 9(2)(a)), which you give with its own box, unticked until you tick it, when you register or in your
          profile. Since it says something about your health, we use it for one purpose only: to show you suitable products and offers. You
          can withdraw the consent at any time in your <Link to="/user/profile">profile</Link> (Update, then untick it); we then delete both
          at once. Without the consent we do not keep them.
        </li>
        <li>
          <strong>Payments:</strong> card and PayPal payments are processed by our payment provider on its own page. We receive only whether
          and how you paid, never your card number.
        </li>
        <li>
          <strong>Contact form:</strong> your name, email and message, to answer you (our legitimate interest, Art. 6(1)(f)).
        </li>
        <li>
          <strong>Back-in-stock requests:</strong> your email and the product and size, to tell you once when it is back.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and requests are logged by our servers for security, for example to stop password
          guessing, and deleted within a month.
        </li>
      </ul>

      <h2>Newsletter</h2>
      <p>
        We send the newsletter only with your consent (Art. 6(1)(a)), and only after you confirm your address through the link we email you.
        An address nobody confirms is deleted after 7 days. Every newsletter email has a link to unsubscribe with one click; after you
        unsubscribe, we keep only a note that you did, so that we never write to you again by mistake.
      </p>

      <h2>Cookies and browser storage</h2>
      <p>
        Our shop sets no cookies and uses no advertising, tracking or third-party analytics. Your browser keeps only these items on your
        device, in its local storage or, where it says so, in the storage of the open tab:
      </p>
      <ul>
        <li>
          <code>cart</code>: the products, sizes and quantities in your cart, so the cart is still there when you come back or open another
          tab. It holds nothing about you, and checkout empties it.
        </li>
        <li>
          <code>token</code>: your session after you log in, so you stay logged in. Logging out removes it, and it stops working after 7
          days or when you change your password.
        </li>
        <li>
          <code>checkout</code> (this tab only): what you typed at checkout, and the discount code and gift card you applied, so a reload or
          coming back from the payment page does not lose them. It goes when you close the tab; once your order goes to payment it keeps
          only a reference to the order. It never holds a password or card details.
        </li>
        <li>
          <code>wishlist</code>: the products you saved with the heart, until you log in, when they move to your account. Removing every
          heart removes it.
        </li>
        <li>
          <code>recentlyViewed</code>: the last eight products you opened, shown to you on product pages and in an empty cart, kept only
          after you said yes when the shop asked you. It never leaves your device; "Stop keeping this list and clear it" under the list
          deletes it.
        </li>
        <li>
          <code>recentlyViewedChoice</code>: your answer to that question, yes or no, so that we do not ask again. You can change it here at
          any time: <RecentlyViewedSwitch />.
        </li>
        <li>
          <code>tkanica-staff-session</code> (this tab only, our staff only): a staff member's session in the back office.
        </li>
        <li>
          <code>language</code>: the language you chose for the shop, English or Croatian, so the shop opens in it on your next visit.
        </li>
        <li>
          <code>language-offered</code>: a note that we have offered you the shop in Croatian once, so we do not ask again.
        </li>
      </ul>
      <p>
        Apart from the list of products you viewed, which you chose, they are strictly necessary for the service you ask for, so under the
        ePrivacy Directive (Art. 5(3)) and the Croatian Electronic Communications Act they need no consent, and we show no cookie banner.
        You can remove them at any time by logging out, closing the tab or clearing your browser's data. The payment provider's own page,
        where you pay, sets the cookies it needs to process the payment safely and to prevent fraud; those are the payment provider's, under
        its own privacy policy.
      </p>

      <h2>Who else sees your data</h2>
      <ul>
        <li>Amazon Web Services, in Frankfurt (EU), which hosts our shop and sends our emails.</li>
        <li>Our payment provider and PayPal, for payments.</li>
        <li>Hrvatska pošta, GLS or DHL, for delivery: your name, address and phone number.</li>
        <li>Our accountant and the tax authority, for invoices, as the law requires.</li>
      </ul>
      <p>Each of them processes your data only for us, under a data processing agreement, or under its own legal duty.</p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Invoices, as issued and with their fiscal record: 11 years, as the Croatian Accounting Act and the Fiscalisation Act require. The
          orders they belong to keep what was sold, the amounts and the country; when you delete your account, they lose your name, address,
          email and phone.
        </li>
        <li>That you are expecting a baby and the due date: until you withdraw your consent or delete your account.</li>
        <li>Your account: until you delete it. Links we email you (activation, password reset) are erased a week after they expire.</li>
        <li>Contact messages: 12 months.</li>
        <li>Back-in-stock requests: until the size is back and we have told you, or until you delete your account.</li>
        <li>Newsletter: until you unsubscribe; unconfirmed addresses 7 days.</li>
        <li>Withdrawal statements: as long as the order's invoice, since they document a refund.</li>
        <li>A record that you downloaded your data or deleted your account (your account number and the time only): 5 years.</li>
      </ul>

      <h2>Your rights</h2>
      <p>Under the GDPR you have the right to:</p>
      <ul>
        <li>access the data we hold about you and get a copy of it;</li>
        <li>have it corrected, or deleted when we no longer need it;</li>
        <li>restrict its processing or object to it;</li>
        <li>receive it in a machine-readable form and have it passed to someone else;</li>
        <li>withdraw a consent at any time, such as for the newsletter, without affecting what was done before.</li>
      </ul>
      <p>
        When you are logged in, two of these are in your <Link to="/user/profile">profile</Link>, under "Your data":{' '}
        <strong>Download my data</strong> saves everything we keep about you (account, addresses, children, orders with their invoices'
        numbers, reviews, newsletter, back-in-stock requests, messages and withdrawals) as a JSON file, and{' '}
        <strong>Delete my account</strong>, after asking for your password, deletes your account, addresses, children, newsletter
        subscription, back-in-stock requests and messages, takes your name and address off your orders, and keeps your reviews under the
        name "Former customer". We keep only the invoices, as the law requires. While an order is still on its way, your account can be
        deleted once it has arrived. You can register again with the same email afterwards.
      </p>
      <p>
        For anything else, write to {mail}; we answer within one month. You may also complain to the Croatian data protection authority,
        Agencija za zaštitu osobnih podataka (AZOP), Selska cesta 136, Zagreb, <a href="https://azop.hr">azop.hr</a>.
      </p>

      <h2>Security</h2>
      <p>
        How we protect your data is described on <Link to="/security-and-privacy">Security & Privacy</Link>. This policy was last updated on
        29 November 2026.
      </p>
    </>
  );
}
