import { Link } from 'react-router-dom';
import type { Product } from '@shop/shared/contract/catalog';
import { useMessages } from '../../../i18n/messages.ts';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { useProduct } from '../api/getProduct.ts';

const colourOf = (product: Pick<Product, 'colorName' | 'color'>) => product.colorName || product.color?.name || '';

/**
 * The colours of the product: this one marked as chosen, each other a link to its own page. The
 * API names the other colours only by id and image, so each is fetched for its colour name
 * (the same answer its page starts from, so a tap on it shows that page at once).
 */
export function ColourSwatches({ product }: { product: Product }) {
  const colour = colourOf(product);
  const t = useMessages('catalog').product;
  if (!product.colorRelatedProducts?.length) return colour ? <p className="product__colour">{t.colourOf(colour)}</p> : null;
  return (
    <div className="product__colours">
      <p className="product__subheading" id="colour-swatches-label">
        {t.colour}
        {colour ? <span className="product__subheading-value">: {colour}</span> : null}
      </p>
      <ul className="colour-swatches" aria-labelledby="colour-swatches-label">
        <li>
          <span className="colour-swatch colour-swatch--current">
            <ShopImage path={product.mainImage || product.image} alt="" width={56} height={70} className="colour-swatch__image" />
            <span className="colour-swatch__name">
              {colour}
              <span className="visually-hidden">{t.shownColour}</span>
            </span>
          </span>
        </li>
        {product.colorRelatedProducts.map((related) => (
          <li key={related.id}>
            <OtherColour id={related.id} image={related.image} name={product.name} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OtherColour({ id, image, name }: { id: string; image: string; name: string }) {
  const { data } = useProduct(id);
  const colour = data ? colourOf(data) : '';
  const t = useMessages('catalog').product;
  return (
    <Link to={`/products/${encodeURIComponent(id)}`} className="colour-swatch">
      <ShopImage path={image} alt="" width={56} height={70} className="colour-swatch__image" />
      {/* Read as "Linen Shirt in Sage"; until the colour is known, "… in another colour". The line keeps its height. */}
      <span className="colour-swatch__name">
        <span className="visually-hidden">{t.inColour(name)}</span>
        {colour || <span className="visually-hidden">{t.anotherColour}</span>}
      </span>
    </Link>
  );
}
