import type { Product } from '@shop/shared/contract/catalog';
import { MEASUREMENTS_ANCHOR, MEASURES } from '@shop/shared/garmentMeasures';
import { LOCALES } from '@shop/shared/language';
import { sizeLabel } from '@shop/shared/sizeWords';
import { sortSizes } from '@shop/shared/sizes';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';

/**
 * The product page's "Fit & fabric" (docs/decisions/079): composition, care, how it fits, the
 * model's height and size, and the garment's measurements for each size measured, the chosen
 * size's row marked. Loaded from a chunk of its own, below the first screen.
 */
export function FitAndFabric({ product, selectedSize }: { product: Product; selectedSize?: string | null }) {
  const language = useLanguage();
  const t = useMessages('catalog').fit;
  const block = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // Arrived at #measurements within the shop (from the size guide): the router does not scroll to it by itself.
  useEffect(() => {
    if (hash === `#${MEASUREMENTS_ANCHOR}`) block.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const number = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  const measured = sortSizes(Object.keys(product.measurements ?? {})).filter((size) => product.sizes.includes(size));
  const measures = MEASURES.filter((m) => measured.some((size) => product.measurements?.[size]?.[m] !== undefined));
  const facts: [string, string][] = [
    [t.composition, product.composition ?? ''],
    [t.care, product.care ?? ''],
    [t.fit, product.fitNote ?? ''],
    [t.model, product.model ? t.modelWears(number.format(product.model.heightCm), product.model.sizeWorn) : ''],
  ];
  const shown = facts.filter(([, text]) => text);
  return (
    <section ref={block} className="product__section product-fit" id={MEASUREMENTS_ANCHOR} aria-labelledby="product-fit-title">
      <h2 id="product-fit-title" className="product__subheading">
        {t.title}
      </h2>
      {shown.length > 0 ? (
        <dl className="product-fit__facts">
          {shown.map(([term, text]) => (
            <div key={term} className="product-fit__fact">
              <dt>{term}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {measures.length > 0 ? (
        <div className="table-wrap">
          <table className="table product-fit__table">
            <caption>{t.measurements}</caption>
            <thead>
              <tr>
                <th scope="col">{t.size}</th>
                {measures.map((m) => (
                  <th key={m} scope="col">
                    {t.measures[m]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {measured.map((size) => {
                const chosen = size === selectedSize;
                return (
                  <tr key={size} className={chosen ? 'product-fit__chosen' : undefined} aria-current={chosen ? 'true' : undefined}>
                    <th scope="row">
                      {sizeLabel(size, language)}
                      {chosen ? <span className="visually-hidden">{` (${t.chosen})`}</span> : null}
                    </th>
                    {measures.map((m) => {
                      const cm = product.measurements?.[size]?.[m];
                      return <td key={m}>{cm === undefined ? '–' : number.format(cm)}</td>;
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="product-fit__guide">
        <Link to={`/size-guide?product=${encodeURIComponent(product.id)}`} className="text-link">
          {t.howToMeasure}
        </Link>
      </p>
    </section>
  );
}
