import { beforeAll, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { publishBlogPosts } from '../content/blogPublish.ts';
import { shopBlog } from '../content/contentAdapters.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { gatherPage } from './sitePages.ts';

beforeAll(async () => {
  await clearTables('catalog', 'content');
  const catalog = smallCatalog();
  for (const product of catalog.products) if (product.id === 'linen-shirt-oat') product.hr = { name: 'Lanena košulja' };
  for (const category of catalog.categories) if (category.id === 'adult-tops') category.hr = { name: 'Majice i košulje' };
  for (const collection of catalog.collections) if (collection.id === 'handknit') collection.hr = { name: 'Ručno pleteno' };
  await writeCatalog(catalog);
  await publishBlogPosts(
    [
      {
        id: 'linen-care',
        name: 'Caring for linen',
        shortDescription: 'Wash it cool.',
        longDescription: '<p>Wash it cool.</p>',
        mainImage: 'blog/linen-care-1.svg',
        images: [],
        createdAt: '2026-01-01T00:00:00.000Z',
        hr: { name: 'Kako njegovati lan' },
      },
    ],
    shopBlog,
  );
});

describe('a prerendered page in each language', () => {
  it('is drawn from the Croatian content for /hr, English where a field has none, and in English by default', async () => {
    const product = await gatherPage('/products/linen-shirt-oat', 'hr');
    expect(product?.kind === 'product' && [product.product.name, product.product.description]).toEqual(['Lanena košulja', 'A shirt.']);
    const english = await gatherPage('/products/linen-shirt-oat');
    expect(english?.kind === 'product' && english.product.name).toBe('Linen Shirt');

    const category = await gatherPage('/category/adult-tops', 'hr');
    expect(category?.kind === 'category' && [category.category.name, category.firstPage.data.map((p) => p.name)]).toEqual([
      'Majice i košulje',
      ['Lanena košulja', 'Merino Cable Cardigan'],
    ]);
    const collection = await gatherPage('/collection/handknit', 'hr');
    expect(collection?.kind === 'collection' && collection.collection.name).toBe('Ručno pleteno');
    const home = await gatherPage('/', 'hr');
    expect(home?.kind === 'home' && home.home.fourthCollection?.name).toBe('Ručno pleteno');
    const post = await gatherPage('/blog/linen-care', 'hr');
    expect(post?.kind === 'blog' && [post.blog.name, post.blog.shortDescription]).toEqual(['Kako njegovati lan', 'Wash it cool.']);
  });
});
