import { BRAND } from '@shop/shared/brand';
import { discountedPrice, formatEuro } from '@shop/shared/money';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { emailHtml } from '../content/contentEmail.ts';
import type { Mail } from '../platform/mailer.ts';

/** What the back-in-stock email tells of the product, as the catalog item had it when the size came back. */
export type AnnouncedProduct = Pick<ProductItem, 'id' | 'name' | 'colorName' | 'price' | 'discount'>;

/** The SPA's product page, the one link of the email. */
export const productLink = (shopUrl: string, productId: string) => `${shopUrl}/products/${encodeURIComponent(productId)}`;

/** `149,00 €`, or `119,20 € (20% off, was 149,00 €)` while the product is discounted. */
export function priceLine(product: Pick<AnnouncedProduct, 'price' | 'discount'>): string {
  const now = discountedPrice(product.price, product.discount);
  if (now === product.price) return formatEuro(product.price);
  return `${formatEuro(now)} (${product.discount}% off, was ${formatEuro(product.price)})`;
}

/**
 * The one email a shopper gets for a notify-me request: the size is back, here is the link.
 * It answers their own request, so it carries no unsubscribe link; it says the request is done.
 */
export function backInStockEmail(to: string, product: AnnouncedProduct, size: string, shopUrl: string): Mail {
  const link = productLink(shopUrl, product.id);
  const what = product.colorName ? `${product.name} (${product.colorName})` : product.name;
  const subject = `Back in stock: ${product.name}, size ${size}`;
  const news = `Good news: the ${what} you were waiting for is back in stock in size ${size}.`;
  const price = `Price: ${priceLine(product)}`;
  const hurry = 'We make only a few pieces of each size and cannot put one aside, so it may sell out again soon.';
  const why = [
    `You get this email because you asked us to let you know when size ${size} of the ${product.name} is back.`,
    'That request is now closed: this is the only email you will get about it.',
  ];
  return {
    to,
    subject,
    text: [
      'Hello,',
      news,
      price,
      `See it and order it here:\n${link}`,
      hurry,
      ...why,
      `Questions? Reply to this email or write to ${BRAND.email}.`,
      `Warm regards,\n${BRAND.name}\n${shopUrl}`,
    ].join('\n\n'),
    html: emailHtml({
      subject,
      blocks: [{ text: 'Hello,' }, { text: news }, { text: price }, { text: hurry }],
      button: { url: link, label: `See the ${product.name}` },
      footer: [...why.map((text) => ({ text })), { text: `Questions? Write to ${BRAND.email}.` }],
    }),
  };
}
