import type { AdminProductList } from '@shop/shared/contract/adminProducts';
import { discountedPrice, formatEuro } from '@shop/shared/money';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminTable } from '../AdminTable.tsx';
import { useAdmin } from '../api/adminRequest.ts';

/** The shop's products (its first hundred), or those found by a word of the name or the exact id. */
export function ProductsPage() {
  const [q, setQ] = useState('');
  const { data, error } = useAdmin<AdminProductList>(`/api/admin/products${q ? `?${new URLSearchParams({ q })}` : ''}`);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQ(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <section aria-labelledby="admin-products">
      <title>Products | Back office</title>
      <h1 id="admin-products">Products</h1>
      <div className="admin__steps">
        <form onSubmit={search} className="admin__steps">
          <label>
            Name or id <input name="q" type="search" />
          </label>
          <button type="submit" className="admin__button">
            Search
          </button>
        </form>
        <Link to="/admin/products/new" className="admin__button">
          New product
        </Link>
      </div>
      {error ? <p role="alert">{error.message}</p> : null}
      {data && data.data.length === 0 ? <p>No product found.</p> : null}
      {data && data.data.length > 0 ? (
        <AdminTable
          caption="Products"
          columns={['Product', 'Colour', 'Price', 'In stock', 'In the shop']}
          rows={data.data.map((p) => [
            p.id,
            [
              <Link key="name" to={`/admin/products/${p.id}`}>
                {p.name}
              </Link>,
              p.colorName,
              p.discount > 0
                ? `${formatEuro(discountedPrice(p.price, p.discount))} (−${p.discount} % of ${formatEuro(p.price)})`
                : formatEuro(p.price),
              p.inStock,
              p.active ? 'Yes' : 'No',
            ],
          ])}
        />
      ) : null}
    </section>
  );
}
