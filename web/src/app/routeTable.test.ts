import { routesPattern, SHOP_ROUTES } from '@shop/shared/shopRoutes';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes.tsx';
import { SiteRoutes } from './siteRoutes.tsx';

/**
 * The edge answers 404 for a path that matches no route of the SPA (cdk/lib/edgeFunctions.ts,
 * from SHOP_ROUTES). Here that list is held to the route table itself, and the edge's pattern
 * to React Router's matching: a route added to the table without the list would be answered
 * 404 by the edge though the shop shows a page there.
 */
const routesOf = (table: () => ReactElement<{ children: ReactNode }>) => createRoutesFromChildren(table().props.children);
const shopping = routesOf(AppRoutes);
const site = routesOf(SiteRoutes);

function patterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index || route.path === '*') return [];
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    return [path, ...patterns(route.children ?? [], path)];
  });
}

/** What the shop shows at a path (language prefix taken off): the route it matched, or the not-found page of the catch-all. */
function shownAt(path: string): string {
  const matched = matchRoutes(shopping, path)?.at(-1)?.route;
  if (matched && matched.path !== '*') return matched.path ?? '';
  const inSite = matchRoutes(site, path)?.at(-1)?.route;
  return !inSite || inSite.path === '*' ? 'not found' : (inSite.path ?? '');
}

const edge = new RegExp(routesPattern(SHOP_ROUTES), 'i');

describe('the routes the edge knows', () => {
  it('are every route of the route table, and nothing else', () => {
    expect([...patterns(shopping), ...patterns(site)].sort()).toEqual([...SHOP_ROUTES].sort());
  });

  const samples = [
    ...SHOP_ROUTES.map((route) => route.replace(/:[A-Za-z]+/g, 'x-1').replace(/\/\*$/, '/orders/7')),
    ...SHOP_ROUTES.map((route) => `${route.replace(/:[A-Za-z]+/g, 'P%C4%8D').replace(/\/\*$/, '')}/`.replace('//', '/')),
    '/FAQ',
    '/Products/p1',
    '/admin',
    '/no-such-page',
    '/product/does-not-exist',
    '/products/',
    '/products/p1/reviews',
    '/category',
    '/user/orders',
    '/recover-password/only-one',
    '/faq/more',
    '/adminx',
    '/page404/x',
    '/somewhere/else',
  ];
  it.each(samples)('%s: the edge finds a route exactly when the shop does', (path) => {
    expect(edge.test(path), shownAt(path)).toBe(shownAt(path) !== 'not found');
  });
});
