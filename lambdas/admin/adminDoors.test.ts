/**
 * Every back-office route, read from lambdas/routes.ts (so a new one is covered as it is added):
 * no token, a customer's token and a staff token without the route's role are each refused,
 * and a token with the role gets past the door.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { putAccount } from '../accounts/accountFixture.ts';
import { issueToken } from '../accounts/sessionToken.ts';
import { type HttpMethod, routes } from '../routes.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';

const adminRoutes = routes.filter((route) => route.path.startsWith('/api/admin/'));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let tokens: { customer: string; staff: string; owner: string };

beforeAll(async () => {
  await clearTables('customers');
  await putAccount({ id: 'door-customer', email: 'door-customer@example.hr' });
});

// Afresh for each route: one of them signs its caller out.
beforeEach(async () => {
  await clearTables('staff');
  const [staff, owner] = await Promise.all([
    activeStaff({ email: 'door-staff@tkanica.hr', role: 'staff' }),
    activeStaff({ email: 'door-owner@tkanica.hr', role: 'owner' }),
  ]);
  tokens = { customer: await issueToken({ id: 'door-customer', tokenVersion: 0 }, new Date()), staff: staff.token, owner: owner.token };
});

it('has routes, each with the least role it takes, and only /api/admin/* routes have one', () => {
  expect(adminRoutes.length).toBeGreaterThan(0);
  for (const route of routes)
    expect(route.staffRole !== undefined, `${route.method} ${route.path}`).toBe(route.path.startsWith('/api/admin/'));
});

describe.each(adminRoutes)('$method $path', (route) => {
  const key = `${route.method} ${route.path}` as `${HttpMethod} ${string}`;
  const call = async (headers: Record<string, string>) => {
    const { handler } = await import(/* @vite-ignore */ new URL(`../${route.handler}.ts`, import.meta.url).href);
    const params = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, 'door-test']));
    return invokeRoute(key, handler, { headers, params, ...(route.method === 'GET' ? {} : { body: {} }) });
  };

  it('refuses no token and a customer token with 401', async () => {
    expect(await call({})).toMatchObject({ status: 401, body: { code: 'staff.signInRequired' } });
    expect(await call(bearer(tokens.customer))).toMatchObject({ status: 401, body: { code: 'staff.signInRequired' } });
  });

  it(`takes the role ${route.staffRole} and no less`, async () => {
    if (route.staffRole === 'owner')
      expect(await call(bearer(tokens.staff))).toMatchObject({ status: 403, body: { code: 'staff.ownerOnly' } });
    // Past the door: whatever the route then says of an empty body, it is not about who asks.
    const allowed = route.staffRole === 'owner' ? tokens.owner : tokens.staff;
    expect([401, 403]).not.toContain((await call(bearer(allowed))).status);
  });
});
