import { BRAND, SELLER } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { Link } from 'react-router-dom';
import { STATE_INSPECTORATE, WITHDRAWAL_PAGE } from '../../legalLinks.ts';

/** The English text of Accessibility. */
export function Body() {
  return (
    <>
      <p className="lead">
        We want everyone to be able to browse, buy and return in our shop, whether they use a screen reader, a keyboard, a magnifier or
        voice control.
      </p>
      <p>
        This statement covers the {BRAND.name} online shop run by {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}. It is
        also our information on how the shop meets the accessibility requirements of the Croatian Act on Accessibility Requirements for
        Products and Services (Zakon o zahtjevima za pristupačnost proizvoda i usluga, Narodne novine 89/25), which brings the European
        Accessibility Act into Croatian law.
      </p>

      <h2>Conformance status</h2>
      <p>
        We build the shop to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the level the European standard EN 301 549
        asks for. The shop <strong>partially conforms</strong> to it: most of it does, and the exceptions are listed below.
      </p>

      <h2>How the shop works</h2>
      <ul>
        <li>
          Every page has a heading structure, a link to skip to the main content, and a title of its own. Every form field has a visible
          label, and errors are said in words next to the field they concern.
        </li>
        <li>
          The shop is built to work with the keyboard alone. The cart and the search move the focus into themselves when they open and back
          when they close.
        </li>
        <li>
          Product photos have text alternatives; prices, sizes, stock and discounts are text, not pictures. You can zoom the page in your
          browser, and the layout adapts to narrow screens.
        </li>
        <li>
          Animations are turned off when your device asks for reduced motion. A video at the top of the home page has a button to pause it,
          and does not start by itself when your device asks for reduced motion.
        </li>
        <li>
          You pay on a payment page of our payment provider, Stripe. Before that, checkout (your address, delivery, discount code and gift
          card) is on our own pages.
        </li>
        <li>
          You can withdraw from an order online, without an account, with <Link to={WITHDRAWAL_PAGE}>{WITHDRAWAL_TEXT.functionLabel}</Link>.
        </li>
      </ul>

      <h2>What is not accessible yet</h2>
      <ul>
        <li>
          The invoice we email as a PDF is not a tagged PDF, so a screen reader may read its table in the wrong order. The email itself
          states the order and its total as text, and on request we send the invoice in another format.
        </li>
        <li>
          The payment page is provided by Stripe, not by us. If you cannot complete a payment there, write to us and we will take your order
          by email and bank transfer.
        </li>
        <li>
          The shop is in English and Croatian. Some content, such as product descriptions and blog stories, may not yet be available in both
          languages.
        </li>
        <li>
          A few short messages close by themselves: the reminder to choose a size and the thanks for a review after 1 second, a quantity
          error after 3 seconds. Screen readers announce them as they appear, but you may not have finished reading them. Nothing you need
          later is only in them; we are working on letting them stay until you close them.
        </li>
        <li>
          Our automated checks cannot measure the contrast of product cards that are partly scrolled out of view in the home page's
          carousels. They look the same as the cards in the category lists, where the contrast is measured and passes.
        </li>
        <li>
          We test the keyboard in one browser (Chromium) on a desktop screen. The shop has not yet been tried with screen readers such as
          NVDA, JAWS, VoiceOver or TalkBack, nor with voice control.
        </li>
      </ul>

      <h2>Tell us about a barrier</h2>
      <p>
        If something in the shop is hard or impossible for you to use, or you need this information or any of our documents in another
        format, tell us: email <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>, call or message {BRAND.whatsapp}, write to{' '}
        {SELLER.company}, {SELLER.street}, {SELLER.zipCode} {SELLER.city}, or use the <Link to="/contact">contact form</Link>. We answer
        within two working days, and we read this statement to you by phone on request.
      </p>

      <h2>Enforcement</h2>
      <p>
        If you are not satisfied with our answer, or we do not answer, you may report it to the State Inspectorate (Državni inspektorat),
        the Croatian authority that inspects whether traders keep to consumer and accessibility law:{' '}
        <a href={STATE_INSPECTORATE} rel="noopener">
          dirh.gov.hr
        </a>
        .
      </p>

      <h2>About this statement</h2>
      <p>We prepared this statement on 23 November 2026 from our own assessment, which runs automatically on every change to the shop:</p>
      <ul>
        <li>
          axe checks every page and its open menus, search, cart, dialogs and forms showing their errors, at a desktop and a phone width,
          against WCAG 2.1 levels A and AA and axe's best practices. No rule is switched off, and a finding of any severity stops the
          change. No page may scroll sideways at 320 pixels wide.
        </li>
        <li>
          A purchase is made with the keyboard alone, from the home page through search, size, cart and checkout to a payment on a test copy
          of the payment page and the thanks; on every step the focus must be visible, and Escape must close the menu, the search and the
          cart and return the focus to where it was.
        </li>
      </ul>
      <p>
        The shop has not yet been tested by people who use assistive technology; we would welcome your help. We review this statement at
        least once a year and whenever the shop changes in a way that affects it.
      </p>
    </>
  );
}
