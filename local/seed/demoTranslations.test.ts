import { beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, seedCatalog } from '../../lambdas/catalog/catalogImport.ts';
import type { CatalogInputData } from '../../lambdas/catalog/catalogInput.ts';
import { getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { searchProducts } from '../../lambdas/catalog/searchProducts.ts';
import { seedBlog } from '../../lambdas/content/blogPublish.ts';
import { shopBlog } from '../../lambdas/content/contentAdapters.ts';
import { importedItems } from '../../lambdas/testing/catalogFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { demoBlogPosts } from './demoBlog.ts';
import { buildDemoCatalog, demoCatalog } from './demoCatalog.ts';
import { translateSeededBlog, translateSeededCatalog } from './demoTranslations.ts';

/** The demo as it was seeded before it had Croatian. */
function englishDemo(): CatalogInputData {
  const catalog = buildDemoCatalog();
  for (const item of [...catalog.products, ...catalog.categories, ...catalog.collections]) delete item.hr;
  return catalog;
}

const imported = importedItems;

beforeAll(async () => {
  await clearTables('catalog', 'content');
  await seedCatalog('demo', englishDemo());
  await seedBlog(
    'blog-demo',
    demoBlogPosts.map(({ hr: _hr, ...post }) => post),
    shopBlog,
  );
});

describe('a shop seeded before the demo had Croatian', () => {
  it('gets the demo catalog’s Croatian once, as a fresh seed would have written it, and finds products by it', async () => {
    expect(await translateSeededCatalog('demo-hr', demoCatalog)).toEqual({ translated: true });
    expect(imported(await scanTable('catalog'))).toEqual(imported(catalogItems(demoCatalog)));
    expect((await getProduct('adult-linen-shirt-oat'))?.version).toBe(1);
    const found = await searchProducts({ name: 'lanena košulja', start: 0, size: 10 }, 'hr');
    expect(found.data.map((p) => p.name)).toContain('Lanena košulja');
    expect(await translateSeededCatalog('demo-hr', demoCatalog)).toEqual({ translated: false });
  });

  it('gets the demo blog’s Croatian once, the posts otherwise as they are', async () => {
    expect(await translateSeededBlog('blog-demo-hr', demoBlogPosts)).toEqual({ translated: true });
    const [post] = demoBlogPosts;
    expect((await shopBlog.post(post?.id ?? ''))?.hr).toEqual(post?.hr);
    expect(await translateSeededBlog('blog-demo-hr', demoBlogPosts)).toEqual({ translated: false });
  });
});
