import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';

export interface TrailStep {
  name: string;
  path: string;
}

/**
 * Where a product page sits: Home, then the product. The same steps as the page's BreadcrumbList
 * JSON-LD (web/src/prerender/seo.ts), which a journey compares with what is shown.
 */
export function productTrail(product: Pick<Product, 'id' | 'name'>, home: string): TrailStep[] {
  return [
    { name: home, path: '/' },
    { name: product.name, path: `/products/${encodeURIComponent(product.id)}` },
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
