import { imageUrl } from '../platform/images.ts';

interface ShopImageProps {
  path: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The largest image above the fold: loaded at once and first. */
  priority?: boolean;
  className?: string;
  sizes?: string;
}

/** An image from the shop's storage, with its intrinsic size so nothing shifts while it loads. */
export function ShopImage({ path, alt, width, height, priority = false, className, sizes }: ShopImageProps) {
  return (
    <img
      src={imageUrl(path)}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
