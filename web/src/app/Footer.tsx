import { Link } from 'react-router-dom';
import { BRAND } from '@shop/shared/brand';
import { PaymentBrands } from '../ui/PaymentBrands.tsx';

type FooterLink = readonly [href: string, label: string];

const SECTIONS: readonly (readonly [title: string, links: readonly FooterLink[]])[] = [
  [
    'Support',
    [
      [`mailto:${BRAND.email}`, BRAND.email],
      [`https://wa.me/${BRAND.whatsapp.replace(/\D/g, '')}`, `Whatsapp ${BRAND.whatsapp}`],
      ['/contact', 'Contact Form'],
    ],
  ],
  [
    'The Company',
    [
      ['/about-us', 'About'],
      ['/careers', 'Careers'],
      ['/shipping-and-delivery', 'Shipping and delivery'],
      ['/terms-and-sales-conditions', 'Terms & Sale Conditions'],
      ['/security-and-privacy', 'Security & Privacy'],
      ['/returns', 'Returns'],
    ],
  ],
  [
    'Help',
    [
      ['/size-guide', 'Size Guide'],
      ['/payments', 'Payments'],
      ['/faq', 'FAQ'],
      ['/blog', 'Blog'],
    ],
  ],
];

const LEGAL_LINKS: readonly FooterLink[] = [
  ['/privacy-policy', 'Privacy policy'],
  ['/terms-of-service', 'Terms of service'],
  ['/ccpa', 'CCPA'],
];

/** A link inside the shop, or out of it (mail, WhatsApp). */
function FooterLinkItem({ link: [href, label] }: { link: FooterLink }) {
  return <li>{href.startsWith('/') ? <Link to={href}>{label}</Link> : <a href={href}>{label}</a>}</li>;
}

/** The footer of every page; the newsletter form and the store and social links join it later. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
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
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <FooterLinkItem key={link[0]} link={link} />
          ))}
        </ul>
        <p className="site-footer__copy">© 2023 {BRAND.name}, Zagreb</p>
      </div>
    </footer>
  );
}
