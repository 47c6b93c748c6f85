import { BRAND } from '@shop/shared/brand';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { discountedPrice, formatEuro } from '@shop/shared/money';
import { croatianSize } from '@shop/shared/sizeWords';
import { inLanguage } from '@shop/shared/translated';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { emailHtml } from '../content/contentEmail.ts';
import { companyFooterText } from '../platform/companyFooter.ts';
import { MAIL_WORDS, shopPageUrl } from '../platform/mailLanguage.ts';
import type { Mail } from '../platform/mailer.ts';

/** What the back-in-stock email tells of the product, as the catalog item had it when the size came back, with its Croatian text. */
export type AnnouncedProduct = Pick<ProductItem, 'id' | 'name' | 'colorName' | 'price' | 'discount' | 'hr'>;

/** The SPA's product page, the one link of the email, in the mail's language. */
export const productLink = (shopUrl: string, productId: string, language: Language = DEFAULT_LANGUAGE) =>
  shopPageUrl(shopUrl, language, `/products/${encodeURIComponent(productId)}`);

/** The texts of the back-in-stock email in each language (docs/decisions/047). */
const en = {
  discounted: (now: string, percent: number, was: string) => `${now} (${percent}% off, was ${was})`,
  subject: (name: string, size: string) => `Back in stock: ${name}, size ${size}`,
  news: (what: string, size: string) => `Good news: the ${what} you were waiting for is back in stock in size ${size}.`,
  price: (price: string) => `Price: ${price}`,
  orderHere: 'See it and order it here:',
  hurry: 'We make only a few pieces of each size and cannot put one aside, so it may sell out again soon.',
  why: (name: string, size: string) => [
    `You get this email because you asked us to let you know when size ${size} of the ${name} is back.`,
    'That request is now closed: this is the only email you will get about it.',
  ],
  button: (name: string) => `See the ${name}`,
  questions: `Questions? Write to ${BRAND.email}.`,
};

const hr: typeof en = {
  discounted: (now, percent, was) => `${now} (${percent} % popusta, prije ${was})`,
  subject: (name, size) => `Ponovno dostupno: ${name}, ${croatianSize(size)}`,
  news: (what, size) => `Dobre vijesti: proizvod koji ste čekali, ${what}, ponovno je dostupan u ${croatianSize(size, 'locative')}.`,
  price: (price) => `Cijena: ${price}`,
  orderHere: 'Pogledajte ga i naručite ovdje:',
  hurry: 'Od svake veličine izrađujemo tek nekoliko komada i ne možemo ih rezervirati, pa se proizvod uskoro može ponovno rasprodati.',
  why: (name, size) => [
    `Ovaj e-mail primate jer ste nas zamolili da Vam javimo kad proizvod ${name} ponovno bude dostupan u ${croatianSize(size, 'locative')}.`,
    'Time je Vaš zahtjev zatvoren: ovo je jedini e-mail koji ćete o tome primiti.',
  ],
  button: (name) => `Pogledajte proizvod ${name}`,
  questions: `Imate li pitanja? Pišite nam na ${BRAND.email}.`,
};

const TEXT: Record<Language, typeof en> = { en, hr };

/** `149,00 €`, or `119,20 € (20% off, was 149,00 €)` while the product is discounted. */
export function priceLine(product: Pick<AnnouncedProduct, 'price' | 'discount'>, language: Language = DEFAULT_LANGUAGE): string {
  const now = discountedPrice(product.price, product.discount);
  if (now === product.price) return formatEuro(product.price);
  return TEXT[language].discounted(formatEuro(now), product.discount, formatEuro(product.price));
}

/**
 * The one email a shopper gets for a notify-me request: the size is back, here is the link.
 * It answers their own request, so it carries no unsubscribe link; it says the request is done.
 * It is in the language the request was made in, the product named as that language's shop shows it.
 */
export function backInStockEmail(
  to: string,
  announced: AnnouncedProduct,
  size: string,
  shopUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): Mail {
  const t = TEXT[language];
  const words = MAIL_WORDS[language];
  const product = inLanguage(announced, language);
  const link = productLink(shopUrl, product.id, language);
  const what = product.colorName ? `${product.name} (${product.colorName})` : product.name;
  const subject = t.subject(product.name, size);
  const news = t.news(what, size);
  const price = t.price(priceLine(product, language));
  const why = t.why(product.name, size);
  return {
    to,
    subject,
    text: [
      words.greeting(),
      news,
      price,
      `${t.orderHere}\n${link}`,
      t.hurry,
      ...why,
      words.questions,
      `${words.regards}\n${BRAND.name}\n${shopPageUrl(shopUrl, language)}`,
      companyFooterText(language),
    ].join('\n\n'),
    html: emailHtml({
      subject,
      blocks: [{ text: words.greeting() }, { text: news }, { text: price }, { text: t.hurry }],
      button: { url: link, label: t.button(product.name) },
      footer: [...why.map((text) => ({ text })), { text: t.questions }],
      language,
    }),
  };
}
