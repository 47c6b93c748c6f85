import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoBlogPosts } from '../../local/seed/demoBlog.ts';
import { clearTables } from '../../test/tables.ts';
import { dynamo } from '../platform/dynamo.ts';
import { invoke } from '../testing/invoke.ts';
import { type BlogPostInput, publishBlogPosts, seedBlog } from './blogPublish.ts';
import { shopBlog } from './contentAdapters.ts';
import { handler as getBlog } from './handlers/getBlog.ts';
import { handler as searchBlogs } from './handlers/searchBlogs.ts';

/** Post n of a blog, one a day from 1 January 2025: the higher n, the newer. */
function post(n: number, overrides: Partial<BlogPostInput> = {}): BlogPostInput {
  const id = `post-${String(n).padStart(2, '0')}`;
  return {
    id,
    name: `Post ${n}`,
    shortDescription: `The short story of post ${n}.`,
    longDescription: `<p>The whole story of post ${n}.</p>`,
    mainImage: `blog/${id}-1.svg`,
    images: [`blog/${id}-2.svg`, `blog/${id}-3.svg`],
    createdAt: new Date(Date.UTC(2025, 0, 1 + n)).toISOString(),
    ...overrides,
  };
}

const ids = (body: { data: { id: string }[] }) => body.data.map((b) => b.id);
const search = (start: number, size = 10) => invoke(searchBlogs, { method: 'POST', body: { start, size } });

/** The DynamoDB commands the shop's client sends while `fn` runs. */
async function commandsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const names: string[] = [];
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      names.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'countBlogCommands' },
  );
  try {
    await fn();
  } finally {
    dynamo().middlewareStack.remove('countBlogCommands');
  }
  return names.sort();
}

beforeEach(() => clearTables('content'));
afterEach(() => dynamo().middlewareStack.remove('countBlogCommands'));

describe('POST /api/blogs/search', () => {
  it('pages the blog by 10, newest first, with the total', async () => {
    // Published in two goes, out of order: the list is laid out again each time.
    await publishBlogPosts(
      Array.from({ length: 15 }, (_, i) => post(i * 2 + 1)),
      shopBlog,
    );
    await publishBlogPosts(
      Array.from({ length: 8 }, (_, i) => post(i * 2 + 2)),
      shopBlog,
    );

    const pages = await Promise.all([0, 1, 2, 3].map((start) => search(start)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200]);
    expect(pages.map((p) => p.body.total)).toEqual([23, 23, 23, 23]);
    expect(pages.map((p) => p.body.data.length)).toEqual([10, 10, 3, 0]);
    const all = pages.flatMap((p) => ids(p.body));
    const expected = [29, 27, 25, 23, 21, 19, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(
      (n) => `post-${String(n).padStart(2, '0')}`,
    );
    expect(all).toEqual(expected);
    expect(pages[0]?.body.data[0]).toEqual({
      id: 'post-29',
      name: 'Post 29',
      shortDescription: 'The short story of post 29.',
      mainImage: 'blog/post-29-1.svg',
      meta: { createdAt: '2025-01-30T00:00:00.000Z' },
    });
  });

  it('costs one GetItem and one Query for any page', async () => {
    await publishBlogPosts(
      Array.from({ length: 25 }, (_, i) => post(i + 1)),
      shopBlog,
    );
    expect(await commandsOf(() => search(0))).toEqual(['GetItemCommand', 'QueryCommand']);
    expect(await commandsOf(() => search(2))).toEqual(['GetItemCommand', 'QueryCommand']);
    expect(await commandsOf(() => search(100_000))).toEqual(['GetItemCommand']);
    expect((await search(100_000)).body).toEqual({ data: [], total: 25 });
  });

  it('answers an empty blog with no posts and a total of 0', async () => {
    expect((await search(0)).body).toEqual({ data: [], total: 0 });
  });

  it('refuses a bad page with the field named', async () => {
    const bad = await invoke(searchBlogs, { method: 'POST', body: { start: -1, size: 500 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['size', 'start']);
    expect((await invoke(searchBlogs, { method: 'POST', body: '{nope' })).status).toBe(400);
  });

  it('moves a post whose date changes and shows its new card', async () => {
    await publishBlogPosts([post(1), post(2), post(3)], shopBlog);
    const { positionsWritten } = await publishBlogPosts(
      [post(1, { name: 'Post 1, newest now', createdAt: '2026-01-01T00:00:00.000Z' })],
      shopBlog,
    );
    expect(positionsWritten).toBe(3);
    const { body } = await search(0);
    expect(ids(body)).toEqual(['post-01', 'post-03', 'post-02']);
    expect(body.data[0].name).toBe('Post 1, newest now');
    expect((await publishBlogPosts([post(2)], shopBlog)).positionsWritten).toBe(0);
  });
});

describe('GET /api/blogs/{id}', () => {
  it('answers the whole post', async () => {
    await publishBlogPosts([post(7)], shopBlog);
    const { status, body } = await invoke(getBlog, { params: { id: 'post-07' } });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 'post-07',
      name: 'Post 7',
      shortDescription: 'The short story of post 7.',
      longDescription: '<p>The whole story of post 7.</p>',
      mainImage: 'blog/post-07-1.svg',
      images: ['blog/post-07-2.svg', 'blog/post-07-3.svg'],
      meta: { createdAt: '2025-01-08T00:00:00.000Z' },
    });
  });

  it('answers in Croatian when asked so, field by field, English where no Croatian is written', async () => {
    const hr = { name: 'Objava 7', longDescription: '<p>Cijela priča objave 7.</p>' };
    await publishBlogPosts([post(7, { hr }), post(8)], shopBlog);
    const croatian = { 'X-Shop-Language': 'hr' };
    const english = (await invoke(getBlog, { params: { id: 'post-07' } })).body;
    expect(english.name).toBe('Post 7');
    expect(english).not.toHaveProperty('hr');
    expect((await invoke(getBlog, { params: { id: 'post-07' }, headers: croatian })).body).toEqual({ ...english, ...hr });
    const cards = (await invoke(searchBlogs, { body: { start: 0, size: 10 }, headers: croatian })).body.data;
    expect(cards.map((c: { name: string; shortDescription: string }) => [c.name, c.shortDescription])).toEqual([
      ['Post 8', 'The short story of post 8.'],
      ['Objava 7', 'The short story of post 7.'],
    ]);
    // A Croatian summary written later changes the card, and only the card.
    const later = await publishBlogPosts([post(7, { hr: { ...hr, shortDescription: 'Kratka priča.' } })], shopBlog);
    expect(later.positionsWritten).toBe(1);
    expect((await invoke(searchBlogs, { body: { start: 0, size: 10 }, headers: croatian })).body.data[1].shortDescription).toBe(
      'Kratka priča.',
    );
  });

  it('answers 404 for an unknown post and 400 for an id that is not one', async () => {
    const missing = await invoke(getBlog, { params: { id: 'the-vanished-treasure' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'There is no such blog post.', code: 'content.blogNotFound' });
    const missingInCroatian = await invoke(getBlog, { params: { id: 'the-vanished-treasure' }, headers: { 'X-Shop-Language': 'hr' } });
    expect(missingInCroatian.body).toEqual({ message: 'Taj članak ne postoji.', code: 'content.blogNotFound' });
    const bad = await invoke(getBlog, { params: { id: 'B#x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
  });
});

describe('seeding the demo blog', () => {
  it('writes the fourteen demo posts once; a second seed changes nothing', async () => {
    expect(await seedBlog('blog-demo', demoBlogPosts, shopBlog)).toEqual({ seeded: true });
    const first = await search(0);
    expect(first.body.total).toBe(demoBlogPosts.length);
    expect(ids(first.body)).toEqual(demoBlogPosts.slice(0, 10).map((p) => p.id));
    expect(ids((await search(1)).body)).toEqual(demoBlogPosts.slice(10).map((p) => p.id));

    // An editor changes a post; seeding again must not put the old text back.
    const [newest] = demoBlogPosts;
    if (!newest) throw new Error('no demo posts');
    await publishBlogPosts([{ ...newest, name: 'Edited by the shop' }], shopBlog);
    expect(await seedBlog('blog-demo', demoBlogPosts, shopBlog)).toEqual({ seeded: false });
    expect((await invoke(getBlog, { params: { id: newest.id } })).body.name).toBe('Edited by the shop');
    expect((await search(0)).body.total).toBe(demoBlogPosts.length);
  });

  it('refuses a post with an id that could reach into keys', async () => {
    await expect(publishBlogPosts([post(1, { id: 'NL#someone' })], shopBlog)).rejects.toThrow();
  });
});
