import type { OrderRequest } from '@shop/shared/contract/orders';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { lineDiscountPercent } from '@shop/shared/lineDiscount';
import { discountedPrice } from '@shop/shared/money';
import { type OrderTotals, orderTotals } from '@shop/shared/totals';
import {
  chargedPrice,
  chargedShipping,
  lineVatRate,
  type VatSettings,
  type VatTreatment,
  vatClassOf,
  vatIn,
  vatTreatment,
} from '@shop/shared/vat';
import { inLanguage } from '@shop/shared/translated';
import { vatExcludedTerritory } from '@shop/shared/vatTerritories';
import type { ProductItem } from '../catalog/catalogItems.ts';
import type { DiscountCodeItem, GiftCardItem } from '../promotions/promotionItems.ts';
import { lineText } from './orderLineText.ts';
import type { ShortLine } from './orderMessages.ts';
import type { OrderLine } from './orderRecord.ts';

export interface PricedOrder {
  /** How the order is taxed, from where it goes (shared/src/vat.ts). */
  vatTreatment: VatTreatment;
  lines: OrderLine[];
  amountBeforeDiscount: number;
  totals: OrderTotals;
  /** Lines (as text) that are partly or wholly pre-ordered. */
  preOrdered: string[];
  /** Lines that neither stock nor pre-order can cover, as the refusal names them (ORDERS.notEnoughStock). */
  unavailable: (ShortLine & { productId: string })[];
  /** Products asked for that the shop does not sell (unknown, inactive, or an unknown size). */
  unknown: string[];
}

/**
 * A line's product and colour as the order keeps them: in the order's language, field by field
 * English where the catalog has no Croatian (docs/decisions/049). An English order's line keeps
 * the Croatian beside, where it is written and differs, for the invoice (docs/decisions/072).
 */
export function lineNames(product: ProductItem, language: Language): Pick<OrderLine, 'productName' | 'productColorName' | 'hr'> {
  const text = inLanguage(product, language);
  const names = { productName: text.name, productColorName: text.colorName };
  if (language === 'hr') return names;
  const croatian = inLanguage(product, 'hr');
  const hr = {
    ...(croatian.name !== text.name ? { productName: croatian.name } : {}),
    ...(croatian.colorName !== text.colorName ? { productColorName: croatian.colorName } : {}),
  };
  return Object.keys(hr).length > 0 ? { ...names, hr } : names;
}

/**
 * Prices an order request from the catalog alone; whatever price the browser had is ignored.
 * Lines, shipping and the gift card follow the shared rules (the line discount: the product's
 * own or the code's, whichever is larger); what each costs and the VAT it holds follow where
 * the order goes (an export is charged the shop price without Croatian VAT) and, through OSS,
 * what the product is (its VAT class). Lines name the products in the order's language.
 */
export function priceOrder(
  request: OrderRequest,
  products: ReadonlyMap<string, ProductItem>,
  discount: DiscountCodeItem | null,
  giftCard: GiftCardItem | null,
  vatSettings: VatSettings,
  language: Language = DEFAULT_LANGUAGE,
): PricedOrder {
  const treatment = vatTreatment(
    {
      country: request.deliveryAddress.country,
      method: request.deliveryMethod,
      territory: vatExcludedTerritory(request.deliveryAddress.country, request.deliveryAddress.zipCode)?.name,
    },
    vatSettings,
  );
  let shopPriceSubtotal = 0;
  const lines: OrderLine[] = [];
  const preOrdered: string[] = [];
  const unavailable: PricedOrder['unavailable'] = [];
  const unknown: string[] = [];
  let amountBeforeDiscount = 0;

  for (const cartProduct of request.cartProducts) {
    const product = products.get(cartProduct.productId);
    if (!product?.active) {
      unknown.push(cartProduct.productId);
      continue;
    }
    const quantities = new Map<string, number>();
    for (const { size, quantity } of cartProduct.sizes) quantities.set(size, (quantities.get(size) ?? 0) + quantity);
    for (const [size, quantity] of quantities) {
      if (!product.sizes.includes(size)) {
        unknown.push(`${product.id} size ${size}`);
        continue;
      }
      const inStock = Math.max(0, product.stock[size] ?? 0);
      const fromStock = Math.min(quantity, inStock);
      const rest = quantity - fromStock;
      const preOrderable = product.preOrder ? Math.max(0, product.preOrderStock[size] ?? 0) : 0;
      const discountPercent = lineDiscountPercent(product, discount);
      const shopPrice = discountedPrice(product.price, discountPercent);
      const unitPriceAfterDiscount = chargedPrice(shopPrice, treatment);
      const amount = unitPriceAfterDiscount * quantity;
      // Through OSS at the destination's rate for what the product is (Ireland: 0 % on children's clothing).
      const vatRate = lineVatRate(treatment, vatClassOf(product));
      const line: OrderLine = {
        itemNo: lines.length + 1,
        productId: product.id,
        ...lineNames(product, language),
        image: product.images[0] ?? '',
        size,
        quantity,
        fromStock,
        fromPreOrder: rest,
        unitPrice: chargedPrice(product.price, treatment),
        discountPercent,
        unitPriceAfterDiscount,
        amount,
        vatRate,
        vat: vatIn(amount, vatRate),
        ...(product.kpd ? { kpd: product.kpd } : {}),
      };
      if (rest > preOrderable) {
        const { productName, productColorName } = line;
        unavailable.push({ productId: product.id, productName, productColorName, size, quantity, available: inStock + preOrderable });
      } else if (rest > 0) {
        preOrdered.push(lineText(line, language));
      }
      amountBeforeDiscount += chargedPrice(discountedPrice(product.price, product.discount), treatment) * quantity;
      shopPriceSubtotal += shopPrice * quantity;
      lines.push(line);
    }
  }

  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const shipping = chargedShipping(
    { country: request.deliveryAddress.country, method: request.deliveryMethod, shopPriceSubtotal },
    treatment,
  );
  const totals = orderTotals({ subtotal, shipping, giftCardBalance: giftCard?.balance ?? 0 });
  return { vatTreatment: treatment, lines, amountBeforeDiscount, totals, preOrdered, unavailable, unknown };
}
