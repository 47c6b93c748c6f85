import { IMAGE_TYPES, imageSet } from '@shop/shared/images';
import { imageUrl } from '../platform/images.ts';

interface ShopImageProps {
  path: string | null | undefined;
  alt: string;
  /** The width the page shows it at, in CSS pixels; with `height`, the box for an image stored as it is. */
  width: number;
  height: number;
  /** The largest image above the fold: loaded at once and first. */
  priority?: boolean;
  className?: string;
  /** How wide it is shown (the `sizes` attribute); `${width}px` unless said. */
  sizes?: string;
}

/**
 * An image from the shop's storage, with its size so nothing shifts while it loads. An imported
 * photo (a variant set, @shop/shared/images) becomes a `<picture>`: AVIF, then WebP, each at
 * every width made, for the browser to pick by `sizes`; its height follows the photo's aspect.
 * Below the fold it loads lazily; the page's largest image (`priority`) eagerly and first.
 */
export function ShopImage({ path, alt, width, height, priority = false, className, sizes }: ShopImageProps) {
  const set = imageSet(path);
  const loading = {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? 'auto' : 'async',
    fetchPriority: priority ? 'high' : 'auto',
  } as const;
  if (!set) {
    return <img src={imageUrl(path)} alt={alt} width={width} height={height} sizes={sizes} className={className} {...loading} />;
  }
  const shownSizes = sizes ?? `${width}px`;
  const srcSet = (format: 'avif' | 'webp') =>
    set.variants
      .filter((v) => v.format === format)
      .map((v) => `${imageUrl(v.path)} ${v.width}w`)
      .join(', ');
  return (
    // `display: contents` leaves the img the box that the page's layout places and sizes.
    <picture style={{ display: 'contents' }}>
      <source type={IMAGE_TYPES.avif} srcSet={srcSet('avif')} sizes={shownSizes} />
      <img
        src={imageUrl(set.path)}
        srcSet={srcSet('webp')}
        sizes={shownSizes}
        alt={alt}
        width={width}
        height={Math.max(1, Math.round((width * set.height) / set.width))}
        className={className}
        {...loading}
      />
    </picture>
  );
}
