import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopImage } from './ShopImage.tsx';

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/** The tags React writes, in order, with their attributes (entities of the values decoded). */
function render(props: Parameters<typeof ShopImage>[0]): Tag[] {
  const html = renderToStaticMarkup(createElement(ShopImage, props));
  return [...html.matchAll(/<([a-z]+)\b([^>]*?)\/?>/g)].map(([, name, attributes]) => ({
    name: name as string,
    attributes: new Map(
      [...(attributes as string).matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [
        (key as string).toLowerCase(),
        (value as string).replaceAll('&amp;', '&'),
      ]),
    ),
  }));
}

const tag = (tags: Tag[], name: string) => tags.find((t) => t.name === name)?.attributes;

const photo = 'products/linen-shirt-1-3f9a2c1e0b-1280x1600.webp';

describe('ShopImage', () => {
  it('writes an imported photo as a picture: AVIF then WebP at every width, with sizes and the photo’s aspect', () => {
    const tags = render({ path: photo, alt: 'Linen shirt', width: 800, height: 1000, sizes: '(min-width: 64rem) 50vw, 100vw' });
    expect(tags.map((t) => t.name)).toEqual(['picture', 'source', 'img']);
    const source = tag(tags, 'source');
    const img = tag(tags, 'img');
    expect(source?.get('type')).toBe('image/avif');
    expect(source?.get('srcset')).toBe(
      [320, 640, 960].map((w) => `/images/products/linen-shirt-1-3f9a2c1e0b-${w}w.avif ${w}w`).join(', ') +
        ', /images/products/linen-shirt-1-3f9a2c1e0b-1280x1600.avif 1280w',
    );
    expect(source?.get('sizes')).toBe('(min-width: 64rem) 50vw, 100vw');
    expect(img?.get('src')).toBe(`/images/${photo}`);
    expect(img?.get('srcset')).toBe(
      `${[320, 640, 960].map((w) => `/images/products/linen-shirt-1-3f9a2c1e0b-${w}w.webp ${w}w`).join(', ')}, /images/${photo} 1280w`,
    );
    expect(img?.get('sizes')).toBe('(min-width: 64rem) 50vw, 100vw');
    expect(img?.get('alt')).toBe('Linen shirt');
    expect([img?.get('width'), img?.get('height')]).toEqual(['800', '1000']);
  });

  it('gives the height of the photo’s aspect, and the shown width as sizes when none is said', () => {
    const img = tag(render({ path: 'collections/spring-0123456789-1280x720.webp', alt: '', width: 96, height: 120 }), 'img');
    expect(img?.get('height')).toBe('54');
    expect(img?.get('sizes')).toBe('96px');
  });

  it('loads a photo below the fold lazily, and the page’s largest one eagerly and first', () => {
    const below = tag(render({ path: photo, alt: '', width: 96, height: 120 }), 'img');
    expect(below?.get('loading')).toBe('lazy');
    expect(below?.get('decoding')).toBe('async');
    expect(below?.get('fetchpriority')).toBe('auto');
    const first = tag(render({ path: photo, alt: '', width: 800, height: 1000, priority: true }), 'img');
    expect(first?.get('loading')).toBe('eager');
    expect(first?.get('fetchpriority')).toBe('high');
  });

  it('writes an image stored as it is (an SVG) as one img with the given box', () => {
    const tags = render({ path: 'products/dress-01-1.svg', alt: 'Dress', width: 800, height: 1000, priority: true });
    // React preloads a page's largest image when it is not in a picture.
    expect(tags.map((t) => t.name)).toEqual(['link', 'img']);
    expect(tag(tags, 'link')?.get('rel')).toBe('preload');
    const img = tag(tags, 'img');
    expect(img?.get('src')).toBe('/images/products/dress-01-1.svg');
    expect(img?.has('srcset')).toBe(false);
    expect([img?.get('width'), img?.get('height'), img?.get('fetchpriority')]).toEqual(['800', '1000', 'high']);
  });
});
