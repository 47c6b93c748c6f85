import {
  ProductCreateRequest,
  ProductListQuery,
  ProductUpdateRequest,
  type StockResponse,
  StockRequest,
} from '@shop/shared/contract/adminProducts';
import { IdParams } from '@shop/shared/contract/common';
import { getProduct, getProducts } from '../../catalog/catalogStore.ts';
import { CATALOG } from '../../catalog/messages.ts';
import { saveProduct } from '../../catalog/productWrite.ts';
import { setStock } from '../../catalog/stock.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';
import { listProducts, productFields, productView } from '../productDesk.ts';

const NO_PRODUCT = CATALOG.noSuchProduct;
const subject = (id: string) => ({ kind: 'product', id });

/** The products desk: the list and search, a product, its saves with a version check, and its stock as `stock set` sets it. */
export const handler = deskOf({
  'GET /api/admin/products': staffRoute({ role: 'staff', query: ProductListQuery }, async ({ query }) => ({
    data: await listProducts(query.q),
  })),
  'GET /api/admin/products/{id}': staffRoute({ role: 'staff', params: IdParams }, async ({ params, now }) => {
    const product = await getProduct(params.id);
    if (!product) throw notFound(NO_PRODUCT);
    return productView(product, now);
  }),
  'POST /api/admin/products': staffRoute({ role: 'staff', body: ProductCreateRequest }, async ({ body, staff, now }) => {
    const { id, ...fields } = body;
    const { after } = await saveProduct(id, fields, 'new');
    await recordAudit(shopAuditLog, staff, { action: 'products.create', subject: subject(id), after: productFields(after) }, now);
    return productView(after, now);
  }),
  'PUT /api/admin/products/{id}': staffRoute(
    { role: 'staff', params: IdParams, body: ProductUpdateRequest },
    async ({ params, body, staff, now }) => {
      const { version, ...fields } = body;
      const saved = await saveProduct(params.id, fields, { version });
      if (saved.changed && saved.before) {
        await recordAudit(
          shopAuditLog,
          staff,
          { action: 'products.edit', subject: subject(params.id), before: productFields(saved.before), after: productFields(saved.after) },
          now,
        );
      }
      return productView(saved.after, now);
    },
  ),
  'PUT /api/admin/products/{id}/stock': staffRoute(
    { role: 'staff', params: IdParams, body: StockRequest },
    async ({ params, body, staff, now }): Promise<StockResponse> => {
      const result = await setStock({ productId: params.id, ...body });
      if (result.status === 'changed') {
        await recordAudit(
          shopAuditLog,
          staff,
          {
            action: body.kind === 'preOrder' ? 'products.preOrderStock' : 'products.stock',
            subject: subject(params.id),
            before: { size: body.size, warehouse: body.warehouse, quantity: result.before },
            after: { size: body.size, warehouse: body.warehouse, quantity: result.after },
          },
          now,
        );
      }
      const [product] = await getProducts([params.id], { consistent: true });
      if (!product) throw notFound(NO_PRODUCT);
      return { product: await productView(product, now), changed: result.status === 'changed' };
    },
  ),
});
