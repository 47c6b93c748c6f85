import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatEuro } from '@shop/shared/money';
import { Seo } from '../../../ui/Seo.tsx';
import { ShopImage } from '../../../ui/ShopImage.tsx';
import { lineKeyOf, unitPrice } from '../../cart/cartLines.ts';
import { useCreateInvoice } from '../api/createInvoice.ts';
import { useSendInvoiceEmail } from '../api/sendInvoiceEmail.ts';
import { settleOrderedCart, takeOrderSnapshot } from '../orderSnapshot.ts';

/**
 * /order-success/:id — creates and emails the invoice (failures show nothing), shows what was
 * ordered, and empties the cart (SPEC §2 Order success, §4).
 */
export function OrderSuccessPage() {
  const { id = '' } = useParams();
  const [lines] = useState(() => takeOrderSnapshot(id));
  const invoice = useCreateInvoice(id || undefined);
  useSendInvoiceEmail(invoice.data);

  useEffect(() => {
    settleOrderedCart(id);
  }, [id]);

  if (lines.length === 0) {
    return (
      <section className="order-success">
        <Seo title="Order" />
        <h1 className="page-title">No order yet, please order</h1>
        <Link to="/" className="button">
          Back to Homepage
        </Link>
      </section>
    );
  }

  return (
    <section className="order-success" aria-labelledby="order-success-title">
      <Seo title="Thank you for ordering!" />
      <h1 id="order-success-title" className="page-title">
        Thank you for ordering!
      </h1>
      <ul className="order-lines">
        {lines.map((line) => (
          <li key={lineKeyOf(line)} className="order-line">
            <ShopImage path={line.mainImage || line.image} alt="" width={96} height={120} className="order-line__image" />
            <div className="order-line__body">
              <p className="order-line__name">{line.name}</p>
              <p className="order-line__meta">
                Quantity: {line.quantity} · Size: {line.size}
              </p>
            </div>
            <p className="order-line__price">{formatEuro(unitPrice(line) * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <Link to="/" className="button">
        Back to Homepage
      </Link>
    </section>
  );
}
