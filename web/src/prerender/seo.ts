import { BRAND, SELLER } from '@shop/shared/brand';
import type { Product } from '@shop/shared/contract/catalog';
import type { PageData, SitemapEntry } from '@shop/shared/contract/pages';
import { MEASURES } from '@shop/shared/garmentMeasures';
import { discountedPrice } from '@shop/shared/money';
import { LANGUAGES, LOCALES, pathIn, splitLanguagePath } from '@shop/shared/language';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { listingTrail, productTrail } from '../features/catalog/components/Breadcrumbs.tsx';
import { imageUrl } from '../platform/images.ts';
import { metaDescription } from '../ui/Seo.tsx';

/**
 * What a search engine or a link preview reads in a prerendered page's head, besides the title
 * and description the page itself sets: the canonical link, Open Graph and Twitter card tags
 * and schema.org JSON-LD (Product with its Offer, BreadcrumbList, Organization).
 */

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';

/** An absolute URL on the shop's origin (images may already be absolute). */
export function absolute(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Cents as schema.org wants a price: "1234.50". */
const schemaPrice = (cents: number) => (cents / 100).toFixed(2);

/** InStock while a size is on the Office Warehouse shelf, PreOrder while one can be pre-ordered, else OutOfStock. */
export function availability(product: Pick<Product, 'productQuantities' | 'sizes'>): string {
  const office = product.productQuantities.find((q) => q.warehouse.name === OFFICE_WAREHOUSE);
  const any = (counts: Record<string, number> | undefined) => product.sizes.some((size) => (counts?.[size] ?? 0) > 0);
  if (any(office?.quantities)) return `${SCHEMA}/InStock`;
  if (any(office?.preOrderQuantities)) return `${SCHEMA}/PreOrder`;
  return `${SCHEMA}/OutOfStock`;
}

/** The schema.org names of the garment's measures, as QuantitativeValue names them (a measure has no type of its own there). */
const MEASURE_NAMES: Readonly<Record<(typeof MEASURES)[number], string>> = {
  chestWidth: 'Chest width',
  waistWidth: 'Waist width',
  hipWidth: 'Hip width',
  length: 'Length',
  sleeve: 'Sleeve length',
  inseam: 'Inseam',
};

/**
 * The sizes measured, each a SizeSpecification with its garment measurements as
 * QuantitativeValues in centimetres (UN/CEFACT CMT); none when the product has no measurements.
 */
function sizeSpecifications(product: Product): JsonLd[] | undefined {
  const measured = product.sizes.filter((size) => product.measurements?.[size]);
  if (measured.length === 0) return undefined;
  return measured.map((size) => ({
    '@type': 'SizeSpecification',
    name: size,
    hasMeasurement: MEASURES.flatMap((measure) => {
      const cm = product.measurements?.[size]?.[measure];
      return cm === undefined
        ? []
        : [{ '@type': 'QuantitativeValue', name: MEASURE_NAMES[measure], value: cm, unitCode: 'CMT', unitText: 'cm' }];
    }),
  }));
}

export function productJsonLd(page: Extract<PageData, { kind: 'product' }>, origin: string): JsonLd {
  const { product, rating } = page;
  const images = [product.image, ...product.images].filter(Boolean).map((path) => absolute(origin, imageUrl(path)));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': absolute(origin, page.path),
    name: product.name,
    description: product.description || undefined,
    sku: product.id,
    color: product.colorName || product.color?.name || undefined,
    material: product.composition || undefined,
    size: sizeSpecifications(product),
    image: [...new Set(images)],
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: {
      '@type': 'Offer',
      url: absolute(origin, page.path),
      price: schemaPrice(discountedPrice(product.price, product.discount)),
      priceCurrency: 'EUR',
      availability: availability(product),
      itemCondition: `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: SELLER.company },
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average.toFixed(1),
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(origin: string, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(origin, step.path),
    })),
  };
}

export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: BRAND.name,
    legalName: SELLER.company,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/favicon.svg'),
    email: BRAND.email,
    telephone: BRAND.whatsapp,
    vatID: `HR${SELLER.oib}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SELLER.street,
      postalCode: SELLER.zipCode,
      addressLocality: SELLER.city,
      addressCountry: 'HR',
    },
  };
}

/** The page's JSON-LD blocks. */
export function structuredData(page: PageData, origin: string): JsonLd[] {
  const { language } = splitLanguagePath(page.path);
  const homeName = language === 'hr' ? 'Početna' : 'Home';
  const home = { name: homeName, path: pathIn(language, '/') };
  // The trails the pages show (Breadcrumbs.tsx), each step's path in the page's language.
  const shown = (trail: readonly { name: string; path: string }[]) =>
    breadcrumbJsonLd(
      origin,
      trail.map((step) => ({ name: step.name, path: pathIn(language, step.path) })),
    );
  switch (page.kind) {
    case 'home':
      return [organizationJsonLd(origin)];
    case 'product':
      return [productJsonLd(page, origin), shown(productTrail(page.product, homeName))];
    case 'category':
      return [shown(listingTrail('category', page.category, homeName))];
    case 'collection':
      return [shown(listingTrail('collection', page.collection, homeName))];
    case 'blog':
      return [
        {
          '@context': SCHEMA,
          '@type': 'BlogPosting',
          headline: page.blog.name,
          description: page.blog.shortDescription || undefined,
          image: page.blog.mainImage ? absolute(origin, imageUrl(page.blog.mainImage)) : undefined,
          datePublished: page.blog.meta.createdAt,
          url: absolute(origin, page.path),
          publisher: { '@type': 'Organization', name: BRAND.name },
        },
        breadcrumbJsonLd(origin, [home, { name: 'Blog', path: pathIn(language, '/blog') }, { name: page.blog.name, path: page.path }]),
      ];
    case 'static':
      return [];
  }
}

/** What a link preview shows: title, description, image. */
export function previewOf(page: PageData): { title: string; description: string; image?: string; type: string } {
  const title = (name: string) => `${name} | ${BRAND.name}`;
  const fallback = `${BRAND.name}: ${BRAND.tagline}.`;
  switch (page.kind) {
    case 'product':
      return {
        title: title(page.product.name),
        description: metaDescription(page.product.description) || fallback,
        image: page.product.image || page.product.mainImage,
        type: 'product',
      };
    case 'category':
      return { title: title(page.category.name), description: metaDescription(page.category.description) || fallback, type: 'website' };
    case 'collection':
      return {
        title: title(page.collection.name),
        description: metaDescription(page.collection.description) || fallback,
        image: page.collection.image,
        type: 'website',
      };
    case 'blog':
      return {
        title: title(page.blog.name),
        description: metaDescription(page.blog.shortDescription) || fallback,
        image: page.blog.mainImage,
        type: 'article',
      };
    case 'home':
      return {
        title: `${BRAND.name} | ${BRAND.tagline}`,
        description: fallback,
        image: page.home.firstCollection[0]?.image,
        type: 'website',
      };
    case 'static':
      return { title: BRAND.name, description: fallback, type: 'website' };
  }
}

export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

/** Canonical link, Open Graph, Twitter card and JSON-LD of a page, as HTML for its head. */
export function headTags(page: PageData, origin: string, title: string): string {
  const preview = previewOf(page);
  const url = absolute(origin, page.path);
  const meta = (attr: 'property' | 'name', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}">` : '';
  const image = preview.image ? absolute(origin, imageUrl(preview.image)) : undefined;
  const { language, path } = splitLanguagePath(page.path);
  // The same page in each language, and English for everyone else (x-default).
  const alternates: { hreflang: string; href: string }[] = LANGUAGES.map((other) => ({
    hreflang: other,
    href: absolute(origin, pathIn(other, path)),
  }));
  alternates.push({ hreflang: 'x-default', href: absolute(origin, path) });
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:url', url),
    meta('property', 'og:title', title || preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', LOCALES[language].replace('-', '_')),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title || preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', image),
    ...structuredData(page, origin).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/**
 * sitemap.xml (sitemaps.org 0.9): one <url> per entry, with <lastmod> where known, and the
 * page's alternates in each language (Google's xhtml:link form of hreflang).
 */
export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const { path } = splitLanguagePath(entry.path);
    const alternates = LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(absolute(origin, pathIn(language, path)))}"/>`,
    ).join('');
    return `  <url><loc>${escapeXml(absolute(origin, entry.path))}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the API, the checkout and the account may be crawled; it names the sitemap. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /checkout',
    'Disallow: /user/',
    'Disallow: /order-success/',
    'Disallow: /order-error/',
    'Disallow: /hr/checkout',
    'Disallow: /hr/user/',
    'Disallow: /hr/order-success/',
    'Disallow: /hr/order-error/',
    '',
    `Sitemap: ${absolute(origin, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
