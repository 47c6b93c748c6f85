import { BRAND } from '@shop/shared/brand';
import { Link } from 'react-router-dom';
import { WITHDRAWAL_PAGE } from '../features/content/legalLinks.ts';
import { SISTER_BRAND, SOCIAL_LINKS, STORES, WHATSAPP_URL } from '../features/content/shopPlaces.ts';
import { NewsletterForm } from '../features/newsletter/NewsletterForm.tsx';
import { useMessages } from '../i18n/messages.ts';
import type { PanelsMessages } from '../i18n/messages/en/panels.ts';
import { PaymentBrands } from '../ui/PaymentBrands.tsx';
import './styles/footer.css';

type FooterLink = readonly [href: string, label: string];

/** The footer's columns, each a title and its links, in the page's language. */
function footerSections({ footer, links }: PanelsMessages): readonly (readonly [title: string, links: readonly FooterLink[]])[] {
  return [
    [
      footer.support,
      [
        [`mailto:${BRAND.email}`, BRAND.email],
        [WHATSAPP_URL, `Whatsapp ${BRAND.whatsapp}`],
        ['/contact', links.contactForm],
        ['/faq', links.faq],
      ],
    ],
    [footer.stores, STORES.map((store, index) => [store.mapUrl, `${footer.storeNames[index] ?? store.name}, ${store.address}`] as const)],
    [
      footer.company,
      [
        ['/about-us', links.about],
        ['/careers', links.careers],
        ['/shipping-and-delivery', links.shipping],
        ['/terms-and-sales-conditions', links.terms],
        ['/security-and-privacy', links.security],
        ['/returns', links.returns],
        // The withdrawal function, where a shopper looks for it on every page (Directive 2011/83/EU Art. 11a).
        [WITHDRAWAL_PAGE, links.withdrawal],
      ],
    ],
    [
      footer.help,
      [
        ['/size-guide', links.sizeGuide],
        ['/payments', links.payments],
        ['/blog', links.blog],
        // The saved products (docs/decisions/037): here rather than in the header, whose code is
        // in every first load.
        ['/wishlist', links.wishlist],
      ],
    ],
    [footer.joinUs, SOCIAL_LINKS.map((social) => [social.url, social.name] as const)],
  ];
}

const legalLinks = ({ links }: PanelsMessages): readonly FooterLink[] => [
  ['/privacy-policy', links.privacy],
  ['/terms-of-service', links.termsOfService],
  ['/ccpa', links.ccpa],
  ['/accessibility', links.accessibility],
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
  const t = useMessages('panels');
  return (
    <>
      <NewsletterForm />
      <div className="site-footer__grid site-footer__grid--full">
        {footerSections(t).map(([title, links]) => (
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
          {t.footer.sisterBrand}{' '}
          <a href={SISTER_BRAND.url} rel="noopener">
            {SISTER_BRAND.name}
          </a>
          , {t.footer.sisterBrandWhat}
        </p>
        <ul className="site-footer__legal">
          {legalLinks(t).map((link) => (
            <FooterLinkItem key={link[0]} link={link} />
          ))}
        </ul>
        <p className="site-footer__copy">© 2023 {BRAND.name}, Zagreb</p>
      </div>
    </>
  );
}
