import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { publishBlogPosts } from '../content/blogPublish.ts';
import { shopBlog } from '../content/contentAdapters.ts';
import { handler as getBlog } from '../content/handlers/getBlog.ts';
import { handler as searchBlogs } from '../content/handlers/searchBlogs.ts';
import { contentPagesOf } from '../pages/sitePages.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invoke, invokeRoute } from '../testing/invoke.ts';
import { handler as blogDesk } from './handlers/blogDesk.ts';

let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('content', 'staff', 'audit');
  headers = (await activeStaff({ email: 'maja@tkanica.hr' })).headers;
});

const MARKDOWN = [
  '## Why we weave in Zagorje',
  '',
  '- flax from Slavonia',
  '- looms from 1936',
  '',
  'Read [our story](/about) or <a href="javascript:alert(1)" onclick="steal()">this</a>.',
  '',
  '<script>alert("gone")</script>',
].join('\n');

const post = (overrides: Record<string, unknown> = {}) => ({
  id: 'zagorje-looms',
  isNew: true,
  name: 'The looms of Zagorje',
  shortDescription: 'Where our linen is woven.',
  markdown: MARKDOWN,
  mainImage: 'blog/looms-1.jpg',
  images: [],
  ...overrides,
});

const save = (body: unknown) => invokeRoute('POST /api/admin/blog', blogDesk, { body, headers });
const step = (id: string, verb: 'publish' | 'unpublish') =>
  invokeRoute(`POST /api/admin/blog/{id}/${verb}`, blogDesk, { params: { id }, headers });
const shopList = async () =>
  (await invoke(searchBlogs, { method: 'POST', body: { start: 0, size: 10 } })).body.data.map((b: { id: string }) => b.id);

describe('the blog desk', () => {
  it('keeps a new post as a draft the shop does not see, publishes it as HTML made from its Markdown, and takes it off again', async () => {
    const saved = await save(post());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: 'zagorje-looms', status: 'draft', markdown: MARKDOWN });
    expect(await shopList()).toEqual([]);
    expect((await invoke(getBlog, { params: { id: 'zagorje-looms' } })).status).toBe(404);

    const published = await step('zagorje-looms', 'publish');
    expect(published.body).toMatchObject({ status: 'published', createdAt: expect.any(String) });
    expect(await shopList()).toEqual(['zagorje-looms']);
    const shown = await invoke(getBlog, { params: { id: 'zagorje-looms' } });
    expect(shown.body.longDescription).toContain('<h2>Why we weave in Zagorje</h2>');
    expect(shown.body.longDescription).toContain('<li>flax from Slavonia</li>');
    expect(shown.body.longDescription).toContain('<a href="/about">our story</a>');

    // An edit of a published post shows in the shop at once, under its first date.
    const edited = await save(post({ isNew: false, name: 'The looms of Zagorje, again' }));
    expect(edited.body).toMatchObject({ status: 'published', createdAt: published.body.createdAt });
    expect((await invoke(getBlog, { params: { id: 'zagorje-looms' } })).body.name).toBe('The looms of Zagorje, again');

    const off = await step('zagorje-looms', 'unpublish');
    expect(off.body.status).toBe('draft');
    expect(await shopList()).toEqual([]);
    expect((await invoke(getBlog, { params: { id: 'zagorje-looms' } })).status).toBe(404);
    const listed = await invokeRoute('GET /api/admin/blog', blogDesk, { headers });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ id: 'zagorje-looms', status: 'draft', name: 'The looms of Zagorje, again' }),
    ]);

    const audit = await readAudit(shopAuditReader, { subject: 'blog#zagorje-looms' }, new Date());
    expect(audit.data.map((e) => e.action).sort()).toEqual(['blog.publish', 'blog.save', 'blog.save', 'blog.unpublish']);
  });

  it('publishes the Croatian title, summary and text beside the English, English where one is left empty', async () => {
    const hr = { name: 'Tkalački stanovi Zagorja', shortDescription: '', markdown: '## Zašto tkamo u Zagorju\n\nLan iz Slavonije.' };
    expect((await save(post({ hr }))).body.hr).toEqual({ name: 'Tkalački stanovi Zagorja', markdown: hr.markdown });
    await step('zagorje-looms', 'publish');
    const croatian = { 'X-Shop-Language': 'hr' };
    const shown = (await invoke(getBlog, { params: { id: 'zagorje-looms' }, headers: croatian })).body;
    expect(shown).toMatchObject({ name: 'Tkalački stanovi Zagorja', shortDescription: 'Where our linen is woven.' });
    expect(shown.longDescription).toContain('<h2>Zašto tkamo u Zagorju</h2>');
    expect((await invoke(getBlog, { params: { id: 'zagorje-looms' } })).body.name).toBe('The looms of Zagorje');
    // Saved again with a Croatian summary, the published card shows it at once.
    await save(post({ isNew: false, hr: { ...hr, shortDescription: 'Gdje se tka naš lan.' } }));
    const cards = (await invoke(searchBlogs, { method: 'POST', body: { start: 0, size: 10 }, headers: croatian })).body.data;
    expect(cards[0]).toMatchObject({ name: 'Tkalački stanovi Zagorja', shortDescription: 'Gdje se tka naš lan.' });
  });

  it('moves the posts after an unpublished one up, and the page it had goes with its item', async () => {
    await publishBlogPosts(
      [1, 2, 3].map((n) => ({
        id: `old-${n}`,
        name: `Old ${n}`,
        shortDescription: 'Seeded.',
        longDescription: `<p>Old ${n}</p>`,
        mainImage: 'blog/old.svg',
        images: [],
        createdAt: new Date(Date.UTC(2025, 0, n)).toISOString(),
      })),
      shopBlog,
    );
    expect(await shopList()).toEqual(['old-3', 'old-2', 'old-1']);
    // A post published before the desk is edited as its HTML, which Markdown keeps.
    const opened = await invokeRoute('GET /api/admin/blog/{id}', blogDesk, { params: { id: 'old-2' }, headers });
    expect(opened.body).toMatchObject({ status: 'published', markdown: '<p>Old 2</p>' });
    await step('old-3', 'unpublish');
    expect(await shopList()).toEqual(['old-2', 'old-1']);
    const total = await invoke(searchBlogs, { method: 'POST', body: { start: 0, size: 10 } });
    expect(total.body.total).toBe(2);
    expect(contentPagesOf({ oldImage: { pk: 'B#old-3', sk: 'B' } })).toEqual(['/blog/old-3']);
    // Published again, it keeps its date and its place.
    await step('old-3', 'publish');
    expect(await shopList()).toEqual(['old-3', 'old-2', 'old-1']);
  });

  it('refuses with a reason and changes nothing: a taken address, a missing post, a second publish, bad fields', async () => {
    await save(post());
    const taken = await save(post());
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toHaveProperty('id');
    expect((await save(post({ id: 'nobody', isNew: false }))).status).toBe(404);
    expect((await step('nobody', 'publish')).status).toBe(404);
    expect((await step('zagorje-looms', 'unpublish')).body.message).toBe('The post is not published.');
    await step('zagorje-looms', 'publish');
    expect((await step('zagorje-looms', 'publish')).status).toBe(409);
    const bad = await save(post({ name: ' ', mainImage: 'javascript:alert(1)', id: 'B#x' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['id', 'mainImage', 'name']);
    // Within the contract's 100,000 characters of Markdown, but more HTML than a post keeps: refused, nothing written.
    const long = await save(post({ id: 'a-long-list', markdown: '- a\n'.repeat(24_000) }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toHaveProperty('markdown');
    expect((await invokeRoute('GET /api/admin/blog/{id}', blogDesk, { params: { id: 'a-long-list' }, headers })).status).toBe(404);
    expect((await readAudit(shopAuditReader, { subject: 'blog#zagorje-looms' }, new Date())).data).toHaveLength(2);
  });
});
