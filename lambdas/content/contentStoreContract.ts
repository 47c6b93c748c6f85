import type { AdminBlogPost } from '@shop/shared/contract/adminBlog';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blogItems.ts';
import type { ContactMessage } from './contactMessage.ts';
import type { ContentStores } from './contentStore.ts';
import type { SubscriberItem } from './newsletterItems.ts';

/**
 * What the content's stores do, run against the DynamoDB adapter (on DynamoDB Local) and the
 * in-memory fake alike (docs/decisions/088): the fake the rule tests run on is proven by these
 * tests, not trusted. `fresh` gives empty stores before each test.
 */
export function describeContentStore(name: string, fresh: () => Promise<ContentStores>) {
  /** Post `n`, published on 1 January 2026 + n days: the higher n, the newer. */
  const post = (n: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
    id: `post-${n}`,
    name: `Post ${n}`,
    shortDescription: `The short story of post ${n}.`,
    longDescription: `<p>The whole story of post ${n}.</p>`,
    mainImage: `blog/post-${n}.svg`,
    images: [`blog/post-${n}-2.svg`],
    createdAt: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
    ...overrides,
  });
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  const draft: AdminBlogPost = {
    id: 'zagorje-looms',
    name: 'The looms of Zagorje',
    status: 'draft',
    shortDescription: 'Where our linen is woven.',
    markdown: '## Why we weave in Zagorje',
    mainImage: 'blog/looms-1.jpg',
    images: [],
  };

  /** Far beyond any run: DynamoDB Local deletes what has expired by the real clock. */
  const NEVER = Date.UTC(2100, 0, 1) / 1000;
  const at = (day: number, hour = 8) => new Date(Date.UTC(2026, 10, day, hour));
  /** A contact message received at `receivedAt`. */
  const message = (id: string, receivedAt: Date): ContactMessage => ({
    id,
    email: 'ana@example.hr',
    firstName: 'Ana',
    lastName: 'Horvat',
    text: `Question ${id}`,
    receivedAt: receivedAt.toISOString(),
    personKey: 'EMAIL#ana@example.hr',
    createdAt: receivedAt.toISOString(),
    expiresAt: NEVER,
  });
  const handling = { at: at(20).toISOString(), by: { id: 'staff-1', email: 'petra@tkanica.hr' } };

  describe(`the content's stores: ${name}`, () => {
    describe('the blog', () => {
      it('has, before anything is published, no post, no card, no desk copy and no seed', async () => {
        const { blog } = await fresh();
        expect(await blog.page(0, 10)).toEqual({ entries: [], total: 0 });
        expect(await blog.cards()).toEqual([]);
        expect(await blog.post('post-1')).toBeUndefined();
        expect(await blog.deskPost('post-1')).toBeUndefined();
        expect(await blog.deskRows()).toEqual([]);
        expect(await blog.seeded('blog-demo')).toBe(false);
      });

      it('publishes posts whole with their cards at dense positions, newest first, writing only the positions that changed', async () => {
        const { blog } = await fresh();
        expect(await blog.publish([post(1), post(3), post(2)])).toEqual({ positionsWritten: 3 });
        expect(await blog.post('post-2')).toEqual({ pk: 'B#post-2', sk: 'B', ...post(2) });
        const first = await blog.page(0, 2);
        expect(first.total).toBe(3);
        expect(first.entries).toEqual([
          {
            pk: 'BLOG',
            sk: '000000',
            id: 'post-3',
            name: 'Post 3',
            shortDescription: 'The short story of post 3.',
            mainImage: 'blog/post-3.svg',
            createdAt: post(3).createdAt,
          },
          expect.objectContaining({ sk: '000001', id: 'post-2' }),
        ]);
        expect(await blog.page(1, 2)).toEqual({ entries: [expect.objectContaining({ sk: '000002', id: 'post-1' })], total: 3 });
        expect(await blog.page(100_000, 10)).toEqual({ entries: [], total: 3 });
        expect(ids(await blog.cards())).toEqual(['post-3', 'post-2', 'post-1']);

        // The same post again changes no position; a post dated newest moves to the top and pushes the others down.
        expect(await blog.publish([post(2)])).toEqual({ positionsWritten: 0 });
        expect(await blog.publish([post(1, { createdAt: '2026-06-01T00:00:00.000Z' })])).toEqual({ positionsWritten: 3 });
        expect(ids(await blog.cards())).toEqual(['post-1', 'post-3', 'post-2']);
        // Posts of the same instant go by id.
        expect(await blog.publish([post(9, { id: 'post-0', createdAt: post(3).createdAt })])).toEqual({ positionsWritten: 3 });
        expect(ids(await blog.cards())).toEqual(['post-1', 'post-0', 'post-3', 'post-2']);
      });

      it('gives a card the Croatian of its name and summary only, and the post all of it', async () => {
        const { blog } = await fresh();
        await blog.publish([post(1), post(2)]);
        const hr = { name: 'Objava 1', longDescription: '<p>Cijela priča.</p>' };
        expect(await blog.publish([post(1, { hr })])).toEqual({ positionsWritten: 1 });
        expect((await blog.post('post-1'))?.hr).toEqual(hr);
        expect((await blog.cards())[1]?.hr).toEqual({ name: 'Objava 1' });
        expect((await blog.cards())[0]).not.toHaveProperty('hr');
      });

      it('unpublishes a post: the cards after it move up, the last position goes, and so does the post', async () => {
        const { blog } = await fresh();
        await blog.publish([post(1), post(2), post(3)]);
        expect(await blog.unpublish('post-2')).toEqual({ positionsWritten: 1 });
        expect(await blog.page(0, 10)).toEqual({
          entries: [expect.objectContaining({ sk: '000000', id: 'post-3' }), expect.objectContaining({ sk: '000001', id: 'post-1' })],
          total: 2,
        });
        expect(await blog.post('post-2')).toBeUndefined();
        expect(await blog.unpublish('no-such-post')).toEqual({ positionsWritten: 0 });
        expect(await blog.unpublish('post-3')).toEqual({ positionsWritten: 1 });
        expect(await blog.unpublish('post-1')).toEqual({ positionsWritten: 0 });
        expect(await blog.page(0, 10)).toEqual({ entries: [], total: 0 });
      });

      it('keeps the desk’s copy of a post with when it was saved, and lists the copies as rows', async () => {
        const { blog } = await fresh();
        const saved = await blog.keepDeskPost(draft, at(1));
        expect(saved).toEqual({ ...draft, updatedAt: at(1).toISOString() });
        expect(await blog.deskPost(draft.id)).toEqual(saved);
        const published = { ...draft, status: 'published' as const, createdAt: at(2).toISOString(), hr: { name: 'Tkalački stanovi' } };
        await blog.keepDeskPost(published, at(2));
        await blog.keepDeskPost({ ...draft, id: 'linen-care', name: 'Caring for linen' }, at(3));
        expect(await blog.deskPost(draft.id)).toEqual({ ...published, updatedAt: at(2).toISOString() });
        expect((await blog.deskRows()).toSorted((a, b) => a.id.localeCompare(b.id))).toEqual([
          { id: 'linen-care', name: 'Caring for linen', status: 'draft', updatedAt: at(3).toISOString() },
          {
            id: 'zagorje-looms',
            name: 'The looms of Zagorje',
            status: 'published',
            createdAt: at(2).toISOString(),
            updatedAt: at(2).toISOString(),
          },
        ]);
        // The desk's copies are not the shop's.
        expect(await blog.page(0, 10)).toEqual({ entries: [], total: 0 });
      });

      it('notes each seed published, by its name', async () => {
        const { blog } = await fresh();
        await blog.markSeeded('blog-demo', { at: at(1).toISOString(), posts: 14 });
        expect(await blog.seeded('blog-demo')).toBe(true);
        expect(await blog.seeded('blog-demo-hr')).toBe(false);
      });
    });

    describe('the newsletter', () => {
      const ana = 'ana@example.hr';
      const request = (day: number, language: 'en' | 'hr' = 'en') => ({ at: at(day), expiresAt: NEVER, language });
      /** Ana's subscriber as kept, asked for on day 1. */
      const kept = (fields: Partial<SubscriberItem>): SubscriberItem => ({
        pk: 'NL#ana@example.hr',
        sk: 'NL',
        email: ana,
        status: 'PENDING',
        createdAt: at(1).toISOString(),
        updatedAt: at(1).toISOString(),
        language: 'en',
        ...fields,
      });

      it('keeps one PENDING subscriber per email, whatever its case, and takes back only a PENDING one', async () => {
        const { newsletter } = await fresh();
        expect(await newsletter.subscriber(ana)).toBeUndefined();
        expect(await newsletter.requestSubscription(ana, request(1, 'hr'))).toBe('pending');
        expect(await newsletter.subscriber('Ana@Example.HR')).toEqual(kept({ expiresAt: NEVER, language: 'hr' }));
        expect(await newsletter.requestSubscription(ana, request(2))).toBe('pending');
        expect(await newsletter.subscriber(ana)).toMatchObject({
          createdAt: at(1).toISOString(),
          updatedAt: at(2).toISOString(),
          language: 'en',
        });
        expect(await newsletter.listed()).toEqual([]);
      });

      it('confirms a PENDING subscriber once, puts it on the list, and unsubscribes it once, off the list', async () => {
        const { newsletter } = await fresh();
        expect(await newsletter.confirm(ana, { at: at(2), unsubscribeToken: 'token-1' })).toBe('notPending');
        await newsletter.requestSubscription(ana, request(1));
        const confirmed = await newsletter.confirm(ana, { at: at(2), unsubscribeToken: 'token-1' });
        expect(confirmed).toEqual(
          kept({
            status: 'CONFIRMED',
            updatedAt: at(2).toISOString(),
            confirmedAt: at(2).toISOString(),
            unsubscribeToken: 'token-1',
            feedKey: 'NEWSLETTER',
          }),
        );
        expect(await newsletter.confirm(ana, { at: at(3), unsubscribeToken: 'token-2' })).toBe('notPending');
        expect(await newsletter.requestSubscription(ana, request(3))).toBe('confirmedAlready');
        expect(await newsletter.subscriber(ana)).toEqual(confirmed);
        expect(await newsletter.listed()).toEqual([confirmed]);
        expect(await newsletter.unsubscribe(ana, at(4))).toBe('unsubscribed');
        expect(await newsletter.unsubscribe(ana, at(5))).toBe('notConfirmed');
        const gone = await newsletter.subscriber(ana);
        expect(gone).toMatchObject({ status: 'UNSUBSCRIBED', unsubscribedAt: at(4).toISOString(), updatedAt: at(4).toISOString() });
        expect(gone).not.toHaveProperty('feedKey');
        expect(await newsletter.listed()).toEqual([]);
        expect(await newsletter.unsubscribe('nobody@example.hr', at(5))).toBe('notConfirmed');
      });

      it('keeps the first unsubscribe token through a new subscription, and never unsubscribes one not confirmed', async () => {
        const { newsletter } = await fresh();
        await newsletter.requestSubscription(ana, request(1));
        expect(await newsletter.unsubscribe(ana, at(1))).toBe('notConfirmed');
        await newsletter.confirm(ana, { at: at(2), unsubscribeToken: 'token-1' });
        await newsletter.unsubscribe(ana, at(3));
        expect(await newsletter.requestSubscription(ana, request(4))).toBe('pending');
        expect(await newsletter.subscriber(ana)).toMatchObject({ status: 'PENDING', unsubscribeToken: 'token-1', expiresAt: NEVER });
        expect(await newsletter.confirm(ana, { at: at(5), unsubscribeToken: 'token-2' })).toMatchObject({
          status: 'CONFIRMED',
          confirmedAt: at(5).toISOString(),
          unsubscribeToken: 'token-1',
        });
      });

      it('confirms one of two confirmations sent at once', async () => {
        const { newsletter } = await fresh();
        await newsletter.requestSubscription(ana, request(1));
        const answers = await Promise.all(
          ['token-1', 'token-2'].map((unsubscribeToken) => newsletter.confirm(ana, { at: at(2), unsubscribeToken })),
        );
        expect(answers.filter((answer) => answer === 'notPending')).toHaveLength(1);
        expect(await newsletter.listed()).toHaveLength(1);
      });

      it('keeps what a link’s token points at, by its hash', async () => {
        const { newsletter } = await fresh();
        expect(await newsletter.link('hash-1')).toBeUndefined();
        await newsletter.keepLink('hash-1', { email: ana, purpose: 'confirm', expiresAt: NEVER });
        await newsletter.keepLink('hash-2', { email: ana, purpose: 'unsubscribe' });
        expect(await newsletter.link('hash-1')).toEqual({ pk: 'NLT#hash-1', sk: 'NLT', email: ana, purpose: 'confirm', expiresAt: NEVER });
        expect(await newsletter.link('hash-2')).toEqual({ pk: 'NLT#hash-2', sk: 'NLT', email: ana, purpose: 'unsubscribe' });
        expect(await newsletter.link('hash-3')).toBeUndefined();
      });
    });

    describe('the inbox', () => {
      it('keeps messages by the month they came in, newest first, the open ones only when asked, as many as asked', async () => {
        const { inbox } = await fresh();
        for (const [id, received] of [
          ['m1', at(1)],
          ['m3', at(29, 23)],
          ['m2', at(15)],
          ['m0', new Date(Date.UTC(2026, 9, 31, 23))],
        ] as const) {
          await inbox.keep(message(id, received));
        }
        const november = { openOnly: false, limit: 100 };
        expect(ids(await inbox.inMonth(at(20), november))).toEqual(['m3', 'm2', 'm1']);
        expect(ids(await inbox.inMonth(at(20), { ...november, limit: 2 }))).toEqual(['m3', 'm2']);
        expect(ids(await inbox.inMonth(new Date(Date.UTC(2026, 9, 1)), november))).toEqual(['m0']);
        expect(await inbox.inMonth(new Date(Date.UTC(2026, 8, 1)), november)).toEqual([]);
        expect(await inbox.message(message('m2', at(15)))).toEqual({
          pk: 'CM#2026-11',
          sk: `${at(15).toISOString()}#m2`,
          ...message('m2', at(15)),
        });
        // The id alone finds nothing: the message is found by when it came in too.
        expect(await inbox.message({ id: 'm2', receivedAt: at(16).toISOString() })).toBeUndefined();
      });

      it('marks an open message handled once, handing back the message as it was', async () => {
        const { inbox } = await fresh();
        await inbox.keep(message('m1', at(1)));
        await inbox.keep(message('m2', at(2)));
        const ref = { id: 'm1', receivedAt: at(1).toISOString() };
        const before = await inbox.markHandled(ref, handling);
        expect(before).toEqual({ pk: 'CM#2026-11', sk: `${at(1).toISOString()}#m1`, ...message('m1', at(1)) });
        expect(await inbox.markHandled(ref, { ...handling, at: at(21).toISOString() })).toBe('notOpen');
        expect(await inbox.markHandled({ id: 'nosuch', receivedAt: at(1).toISOString() }, handling)).toBe('notOpen');
        expect((await inbox.message(ref))?.handled).toEqual(handling);
        expect(ids(await inbox.inMonth(at(1), { openOnly: true, limit: 100 }))).toEqual(['m2']);
        expect(ids(await inbox.inMonth(at(1), { openOnly: true, limit: 1 }))).toEqual(['m2']);
        expect(ids(await inbox.inMonth(at(1), { openOnly: false, limit: 100 }))).toEqual(['m2', 'm1']);
      });

      it('marks a message handled once when two mark it at once', async () => {
        const { inbox } = await fresh();
        await inbox.keep(message('m1', at(1)));
        const ref = { id: 'm1', receivedAt: at(1).toISOString() };
        const answers = await Promise.all([inbox.markHandled(ref, handling), inbox.markHandled(ref, handling)]);
        expect(answers.filter((answer) => answer === 'notOpen')).toHaveLength(1);
      });

      it('notes a message forwarded', async () => {
        const { inbox } = await fresh();
        await inbox.keep(message('m1', at(1)));
        await inbox.markForwarded(message('m1', at(1)), at(1, 9));
        expect(await inbox.message(message('m1', at(1)))).toMatchObject({ forwardedAt: at(1, 9).toISOString() });
      });

      it('marks nothing forwarded that is not kept: a message erased before its forward stays gone', async () => {
        const { inbox } = await fresh();
        await inbox.markForwarded(message('m1', at(1)), at(1, 9));
        expect(await inbox.message(message('m1', at(1)))).toBeUndefined();
        expect(await inbox.inMonth(at(1), { openOnly: false, limit: 100 })).toEqual([]);
      });
    });
  });
}
