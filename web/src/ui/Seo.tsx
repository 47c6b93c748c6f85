import { BRAND } from '@shop/shared/brand';
import { useMessages } from '../i18n/messages.ts';

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160;

/**
 * A meta description from any text: one line, at most 160 characters, cut at the end of a
 * word (with an ellipsis) rather than inside one.
 */
export function metaDescription(text: string | undefined, max = DESCRIPTION_MAX): string {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The page title ("{title} | brand") and meta description; React 19 hoists both into <head>. */
export function Seo({ title, description }: { title?: string; description?: string }) {
  const { tagline } = useMessages('shop');
  return (
    <>
      <title>{title ? `${title} | ${BRAND.name}` : `${BRAND.name} | ${tagline}`}</title>
      <meta name="description" content={metaDescription(description) || `${BRAND.name}: ${tagline}.`} />
    </>
  );
}
