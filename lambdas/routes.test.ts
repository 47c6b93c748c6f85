import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { consumers, jobs, routes, streams } from './routes.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every call of SPEC §7. */
const SPEC_CALLS = [
  'POST /api/auth/login',
  'GET /api/auth/me',
  'POST /api/auth/register',
  'PUT /api/auth/updateMe',
  'POST /api/auth/forgetPassword',
  'POST /api/auth/recoverPassword',
  'POST /api/orders/fetchMyOrders',
  'GET /api/homePage/collections',
  'GET /api/collections/{id}',
  'POST /api/categories/{id}',
  'POST /api/products/search',
  'GET /api/products/{id}',
  'POST /api/homePage/fetchByAge',
  'POST /api/collections/topCollectionToShow',
  'GET /api/products/{id}/getRandomRelatedProducts',
  'POST /api/reviews/search',
  'POST /api/products/{id}/addReview',
  'POST /api/productNotifications',
  'POST /api/giftCards/getByName',
  'POST /api/discountCodes/validation',
  'POST /api/orders/checkPreOrder',
  'POST /api/orders',
  'GET /session-status',
  'GET /api/orders/{id}/createInvoice',
  'POST /api/invoices/{invoiceId}/sendEmail',
  'POST /api/blogs/search',
  'GET /api/blogs/{id}',
  'POST /api/newsletters/invitation',
  'POST /api/contactForm',
];

describe('the route table', () => {
  const keys = routes.map((r) => `${r.method} ${r.path}`);

  it('has a route for every call of the spec', () => {
    expect(keys).toEqual(expect.arrayContaining(SPEC_CALLS));
  });

  it('has each method and path once', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('points every route, consumer, job and stream at a handler file', () => {
    for (const entry of [...routes, ...consumers, ...jobs, ...streams]) {
      expect(existsSync(join(here, `${entry.handler}.ts`)), entry.handler).toBe(true);
    }
  });
});
