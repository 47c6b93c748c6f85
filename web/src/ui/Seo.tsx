import { BRAND } from '@shop/shared/brand';

/** The page title ("{title} | brand") and meta description; React 19 hoists both into <head>. */
export function Seo({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{title ? `${title} | ${BRAND.name}` : `${BRAND.name} | ${BRAND.tagline}`}</title>
      <meta name="description" content={description || `${BRAND.name}: ${BRAND.tagline}.`} />
    </>
  );
}
