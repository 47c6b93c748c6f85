/** The static pages rendered at build time (SPEC §2 information pages), as paths. */
export const STATIC_PAGE_PATHS = [
  '/about-us',
  '/faq',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/payments',
  '/terms-and-sales-conditions',
  '/security-and-privacy',
  '/returns',
  '/withdrawal',
  '/accessibility',
  '/shipping-and-delivery',
  '/size-guide',
  '/careers',
  '/ccpa',
] as const;

/**
 * Every route of the SPA's route table (web/src/app/routes.tsx and siteRoutes.tsx), as React
 * Router writes them, without the language's prefix: the edge answers a path that matches none
 * of them with 404 and the not-found page (docs/decisions/076-hard-404.md).
 * web/src/app/routeTable.test.ts holds this list to the table.
 */
export const SHOP_ROUTES = [
  '/',
  '/category/:id',
  '/collection/:id',
  '/products/:id',
  '/checkout',
  '/return',
  '/order-success/:id',
  '/order-error/:id',
  '/login',
  '/register',
  '/forgot-password',
  '/recover-password/:userId/:activationCode',
  '/activate/:userId/:activationCode',
  '/user',
  '/user/login',
  '/user/profile',
  '/search',
  '/wishlist',
  '/admin/*',
  '/blog',
  '/blog/:id',
  ...STATIC_PAGE_PATHS,
  '/change-password',
  '/newsletter/confirm/:token',
  '/newsletter/unsubscribe/:token',
  '/unavailable',
  '/page403',
  '/page404',
] as const;

/**
 * A regular expression's source (to be used with the `i` flag) that matches a path, without the
 * language's prefix, exactly when React Router would match one of `routes`: a parameter is one
 * segment that is not empty, a trailing `/*` matches the path itself and anything below it, a
 * trailing slash is allowed, letters match in either case (React Router's default).
 */
export function routesPattern(routes: readonly string[]): string {
  const alternatives = routes.map((route) => {
    const splat = route.endsWith('/*');
    const segments = (splat ? route.slice(0, -2) : route).split('/').filter(Boolean);
    const body = segments
      .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      .join('');
    return splat ? `${body}(/.*)?` : body;
  });
  return `^(${alternatives.join('|')})/?$`;
}
