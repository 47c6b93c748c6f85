import { MEASUREMENTS_ANCHOR } from '@shop/shared/garmentMeasures';
import { ADULT_SIZE_GUIDE } from '@shop/shared/sizes';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies<{ table: ReactNode }>({
  en: () => import('./bodies/SizeGuide.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/SizeGuide.hr.tsx').then((module) => module.Body),
});

/** The adult sizes' body measurements (shared/src/sizes.ts). */
function SizeTable() {
  const t = useMessages('content').sizes;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.size}</th>
            <th scope="col">{t.chest}</th>
            <th scope="col">{t.waist}</th>
            <th scope="col">{t.hips}</th>
          </tr>
        </thead>
        <tbody>
          {ADULT_SIZE_GUIDE.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.chest}</td>
              <td>{row.waist}</td>
              <td>{row.hips}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A product's id as its pages' addresses carry it. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reached from a product's Fit & fabric (`/size-guide?product=id`): the way back to that
 * product's own measurements. Drawn after hydration, as the prerendered page has no query.
 */
function BackToProduct() {
  const [params] = useSearchParams();
  const [product, setProduct] = useState<string | null>(null);
  const asked = params.get('product');
  useEffect(() => setProduct(asked && PRODUCT_ID.test(asked) ? asked : null), [asked]);
  const t = useMessages('content').sizes;
  if (!product) return null;
  return (
    <p>
      <Link to={`/products/${product}#${MEASUREMENTS_ANCHOR}`} className="text-link">
        {t.backToProduct}
      </Link>
    </p>
  );
}

/** /size-guide: the adult table of SPEC §3, chest, waist and hips in centimetres, and how to measure; its text in the page's language. */
export function SizeGuidePage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.sizeGuide;
  return (
    <InfoPage title={t.title} description={t.description}>
      <BackToProduct />
      <Body table={<SizeTable />} />
    </InfoPage>
  );
}
