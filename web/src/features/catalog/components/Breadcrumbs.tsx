import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';

export interface TrailStep {
  name: string;
  path: string;
}

/**
 * Where a product page sits: Home, its first category (when the product's answer names it), then
 * the product. The shop has no page of an age group, so the trail has no step for it. The same
 * steps as the page's BreadcrumbList JSON-LD (web/src/prerender/seo.ts), which a journey compares
 * with what is shown (docs/decisions/081).
 */
export function productTrail(product: Pick<Product, 'id' | 'name' | 'category'>, home: string): TrailStep[] {
  return [
    { name: home, path: '/' },
    ...(product.category ? [{ name: product.category.name, path: `/category/${encodeURIComponent(product.category.id)}` }] : []),
    { name: product.name, path: `/products/${encodeURIComponent(product.id)}` },
  ];
}

/** Where a category's or a collection's page sits: Home, then the listing. */
export function listingTrail(what: 'category' | 'collection', listing: { id: string; name: string }, home: string): TrailStep[] {
  return [
    { name: home, path: '/' },
    { name: listing.name, path: `/${what}/${encodeURIComponent(listing.id)}` },
  ];
}

/** The trail as links, the current page last and not a link. */
export function Breadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  const t = useMessages('catalog').product;
  return (
    <nav className="breadcrumbs" aria-label={t.breadcrumb}>
      <ol className="breadcrumbs__list">
        {trail.map((step, index) =>
          index === trail.length - 1 ? (
            <li key={step.path} className="breadcrumbs__step">
              <span aria-current="page">{step.name}</span>
            </li>
          ) : (
            <li key={step.path} className="breadcrumbs__step">
              <Link to={step.path}>{step.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
