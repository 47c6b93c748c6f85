import { BRAND } from '@shop/shared/brand';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { Link } from 'react-router-dom';
import { WITHDRAWAL_PAGE } from '../features/content/legalLinks.ts';
import { SISTER_BRAND, SOCIAL_LINKS, STORES, WHATSAPP_URL } from '../features/content/shopPlaces.ts';
import { NewsletterForm } from '../features/newsletter/NewsletterForm.tsx';
import { PaymentBrands } from '../ui/PaymentBrands.tsx';
import './styles/footer.css';

type FooterLink = readonly [href: string, label: string];

const SECTIONS: readonly (readonly [title: string, links: readonly FooterLink[]])[] = [
  [
    'Support',
    [
      [`mailto:${BRAND.email}`, BRAND.email],
      [WHATSAPP_URL, `Whatsapp ${BRAND.whatsapp}`],
      ['/contact', 'Contact Form'],
      ['/faq', 'FAQ'],
    ],
  ],
  ['Stores', STORES.map((store) => [store.mapUrl, `${store.name}, ${store.address}`] as const)],
  [
    'The Company',
    [
      ['/about-us', 'About'],
      ['/careers', 'Careers'],
      ['/shipping-and-delivery', 'Shipping and delivery'],
      ['/terms-and-sales-conditions', 'Terms & Sale Conditions'],
      ['/security-and-privacy', 'Security & Privacy'],
      ['/returns', 'Returns'],
      // The withdrawal function, where a shopper looks for it on every page (Directive 2011/83/EU Art. 11a).
      [WITHDRAWAL_PAGE, WITHDRAWAL_TEXT.functionLabel],
    ],
  ],
  [
    'Help',
    [
      ['/size-guide', 'Size Guide'],
      ['/payments', 'Payments'],
      ['/blog', 'Blog'],
      // The saved products (docs/decisions/037): here rather than in the header, whose code is
      // in every first load.
      ['/wishlist', 'Wishlist'],
    ],
  ],
  ['Join Us', SOCIAL_LINKS.map((social) => [social.url, social.name] as const)],
];

const LEGAL_LINKS: readonly FooterLink[] = [
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/ccpa', 'CCPA'],
  ['/accessibility', 'Accessibility'],
];

/** A link inside the shop, or out of it (mail, WhatsApp, maps, social networks). */
function FooterLinkItem({ link: [href, label] }: { link: FooterLink }) {
  return (
    <li>
      {href.startsWith('/') ? (
        <Link to={href}>{label}</Link>
      ) : (
        <a href={href} rel={href.startsWith('http') ? 'noopener' : undefined}>
          {label}
        </a>
      )}
    </li>
  );
}

/** The footer's links, newsletter form, payment logos and legal lines (SPEC §2 Footer). */
export function FooterContent() {
  return (
    <>
      <NewsletterForm />
      <div className="site-footer__grid site-footer__grid--full">
        {SECTIONS.map(([title, links]) => (
          <section key={title} aria-label={title}>
            <h2 className="site-footer__heading">{title}</h2>
            <ul className="site-footer__list">
              {links.map((link) => (
                <FooterLinkItem key={link[0]} link={link} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="site-footer__bottom">
        <PaymentBrands />
        <p className="site-footer__sister">
          Our sister brand:{' '}
          <a href={SISTER_BRAND.url} rel="noopener">
            {SISTER_BRAND.name}
          </a>
          , {SISTER_BRAND.what}
        </p>
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <FooterLinkItem key={link[0]} link={link} />
          ))}
        </ul>
        <p className="site-footer__copy">© 2023 {BRAND.name}, Zagreb</p>
      </div>
    </>
  );
}
