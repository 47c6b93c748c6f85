import { isDeepStrictEqual } from 'node:util';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AGE_GROUPS } from '@shop/shared/ages';
import { keptTranslation } from '@shop/shared/translated';
import { nameIndexEntries, writeItems } from '../../lambdas/catalog/catalogImport.ts';
import { CatalogInput, type CatalogInputData } from '../../lambdas/catalog/catalogInput.ts';
import type { StoredCategory, StoredCollection } from '../../lambdas/catalog/catalogItems.ts';
import { categoryKey, collectionKey, productKey, seedKey } from '../../lambdas/catalog/catalogKeys.ts';
import { getHome, getNavs, getProducts } from '../../lambdas/catalog/catalogStore.ts';
import { type BlogPostInput, publishBlogPosts } from '../../lambdas/content/blogPublish.ts';
import { shopBlog } from '../../lambdas/content/contentAdapters.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo, isConditionFailure } from '../../lambdas/platform/dynamo.ts';

/**
 * The demo's Croatian text for a shop seeded before it had one (docs/decisions/049): once, under
 * a seed name of its own, each demo product, category, collection and blog post still in the shop
 * and still without Croatian gets the demo's, with the header's and home page's copies and the
 * name index; nothing else staff changed since is touched. The streams redraw what it changes.
 */
const table = () => tableName('catalog');
type Item = Record<string, unknown> & { pk: string; sk: string };
type Translated = { id: string; hr?: Record<string, string | undefined> | undefined };

/** Sets the Croatian text of an item that exists and has none yet; false when it had one or is gone. */
async function translate(key: { pk: string; sk: string }, hr: object, raisesVersion = false): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(hr)',
        // A product's version is raised by every write of its fields (docs/decisions/040).
        UpdateExpression: raisesVersion ? 'SET hr = :hr ADD version :one' : 'SET hr = :hr',
        ExpressionAttributeValues: raisesVersion ? { ':hr': hr, ':one': 1 } : { ':hr': hr },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a product's copy of its first category the category's Croatian name, where the copy has none yet. */
async function translateCategoryCopy(key: { pk: string; sk: string }, name: string): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        ConditionExpression: 'attribute_exists(category) AND attribute_not_exists(category.hr)',
        UpdateExpression: 'SET category.hr = :hr',
        ExpressionAttributeValues: { ':hr': { name } },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The copies a header or home item keeps of categories and collections, given their Croatian where they lack it. */
function withTranslations<T extends StoredCategory | StoredCollection>(copies: readonly T[], hrOf: Map<string, Translated['hr']>): T[] {
  return copies.map((copy) => (copy.hr ? copy : { ...copy, ...keptTranslation(hrOf.get(copy.id)) }));
}

async function putIfChanged(before: object | undefined, after: object): Promise<void> {
  if (before && !isDeepStrictEqual(before, after)) await dynamo().send(new PutCommand({ TableName: table(), Item: after }));
}

export async function translateSeededCatalog(name: string, input: CatalogInputData): Promise<{ translated: boolean }> {
  if ((await dynamo().send(new GetCommand({ TableName: table(), Key: seedKey(name) }))).Item) return { translated: false };
  const catalog = CatalogInput.parse(input);
  const hrOf = (items: readonly Translated[]) => new Map(items.map((item) => [item.id, item.hr]));

  const products = hrOf(catalog.products);
  const categories = hrOf(catalog.categories);
  const entries: Item[] = [];
  for (const product of await getProducts([...products.keys()], { consistent: true })) {
    const { hr } = keptTranslation(products.get(product.id));
    if (hr && !product.hr && (await translate(productKey(product.id), hr, true)))
      entries.push(...(nameIndexEntries({ ...product, hr }) as unknown as Item[]));
    // The copy of its first category's name its page's trail shows (docs/decisions/081).
    const categoryName = product.category && keptTranslation(categories.get(product.category.id)).hr?.name;
    if (categoryName && !product.category?.hr) await translateCategoryCopy(productKey(product.id), categoryName);
  }
  await writeItems(entries);
  const collections = hrOf(catalog.collections);
  for (const [id, text] of categories) {
    const { hr } = keptTranslation(text);
    if (hr) await translate(categoryKey(id), hr);
  }
  for (const [id, text] of collections) {
    const { hr } = keptTranslation(text);
    if (hr) await translate(collectionKey(id), hr);
  }

  for (const nav of await getNavs(AGE_GROUPS)) {
    const categoriesHr = withTranslations(nav.categories, categories);
    await putIfChanged(nav, { ...nav, categories: categoriesHr, collections: withTranslations(nav.collections, collections) });
  }
  const home = await getHome();
  if (home) {
    const one = <T extends StoredCollection | null>(copy: T): T => (copy ? (withTranslations([copy], collections)[0] as T) : copy);
    await putIfChanged(home, {
      ...home,
      firstCollection: withTranslations(home.firstCollection, collections),
      secondCollection: one(home.secondCollection),
      thirdCollections: withTranslations(home.thirdCollections, collections),
      fourthCollection: one(home.fourthCollection),
    });
  }
  await dynamo().send(new PutCommand({ TableName: table(), Item: { ...seedKey(name), at: new Date().toISOString() } }));
  return { translated: true };
}

/** The blog's posts still published and still without Croatian get the demo's, published again as they are now. */
export async function translateSeededBlog(name: string, posts: readonly BlogPostInput[]): Promise<{ translated: boolean }> {
  if (await shopBlog.seeded(name)) return { translated: false };
  const republished: BlogPostInput[] = [];
  for (const post of posts) {
    const stored = await shopBlog.post(post.id);
    if (!stored || stored.hr || !post.hr) continue;
    const { pk: _pk, sk: _sk, ...fields } = stored;
    republished.push({ ...fields, hr: post.hr });
  }
  if (republished.length > 0) await publishBlogPosts(republished, shopBlog);
  await shopBlog.markSeeded(name, { at: new Date().toISOString() });
  return { translated: true };
}
