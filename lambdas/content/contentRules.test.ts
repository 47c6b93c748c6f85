import type { BlogPostSave } from '@shop/shared/contract/adminBlog';
import { CONTENT_MESSAGES as M } from '@shop/shared/contract/content';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { randomId } from '../platform/ids.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import { memoryAttemptCounter } from '../testing/memoryThrottle.ts';
import { getBlog, searchBlogs } from './blog.ts';
import { getDeskPost, listDeskPosts, publishDeskPost, saveDeskPost, unpublishDeskPost } from './blogDesk.ts';
import { type BlogPostInput, publishBlogPosts, seedBlog } from './blogPublish.ts';
import { CONTACT_MESSAGE_RETENTION_DAYS, CONTACT_MESSAGES_PER_CLIENT, type ContactPorts, sendContactMessage } from './contactForm.ts';
import { getMessage, listMessages, markHandled } from './contactInbox.ts';
import type { ContentMailRecord, QueueContentMail } from './contentMail.ts';
import { type ContentMailPorts, writeContentMail } from './contentMailWorker.ts';
import type { BlogStore } from './contentStore.ts';
import { memoryContentStore } from './memoryContentStore.ts';
import { BLOG_DESK, CONTENT, MESSAGE_DESK } from './messages.ts';
import {
  CONFIRMATION_LINK_DAYS,
  confirmSubscription,
  inviteSubscriber,
  NEWSLETTER_MAILS_PER_EMAIL,
  NEWSLETTER_REQUESTS_PER_CLIENT,
  type NewsletterPorts,
  unsubscribe,
} from './newsletter.ts';
import { confirmedSubscribers } from './subscriberList.ts';

/**
 * The content's rules on the in-memory stores (proven by the same contract as the DynamoDB
 * adapter: contentStoreContract.ts), in milliseconds: the blog's pages and publishing, the blog
 * desk, the newsletter's double opt-in, its links and throttles, the subscriber list, the contact
 * form's throttle and forwarding, and the inbox. The tests through the handlers stay the
 * integration tests.
 */

const SHOP_URL = 'https://shop.example';
const STAFF = { id: 'staff-1', email: 'petra@tkanica.hr' };
const DAY = 86_400_000;

/**
 * The shop's ports with the content in memory, one mailer, one clock and a throttle counting in
 * memory. The outbox is a list whose mails are written at once, as the stream hands a new one to
 * its worker; one the mailer refused stays for `sendMails`, as for the due job.
 */
function shop() {
  const stores = memoryContentStore();
  const clock = testClock();
  const mailer = createFakeMailer();
  const countAttempt = memoryAttemptCounter();
  const mailing: ContentMailPorts = { clock, mailer, shopUrl: SHOP_URL, newsletter: stores.newsletter, inbox: stores.inbox };
  const outbox: ContentMailRecord[] = [];
  const sendMails = async () => {
    for (const record of outbox.splice(0)) {
      try {
        await writeContentMail(record, mailing, async (mail) => {
          await mailer.send(mail);
        });
      } catch {
        outbox.push(record);
      }
    }
  };
  const queueMail: QueueContentMail = async (mail, now) => {
    outbox.push(newOutboxRecord(randomId(), mail, now.toISOString()));
    await sendMails();
  };
  const newsletterPorts: NewsletterPorts = { clock, newsletter: stores.newsletter, countAttempt, queueMail };
  const contactPorts: ContactPorts = { clock, inbox: stores.inbox, countAttempt, queueMail };
  return { ...stores, clock, mailer, outbox, sendMails, newsletterPorts, contactPorts };
}

// ---- the blog ----

/** Post `n` of a blog, dated `day` days after 1 January 2025. */
const post = (n: number, day = n, overrides: Partial<BlogPostInput> = {}): BlogPostInput => ({
  id: `post-${n}`,
  name: `Post ${n}`,
  shortDescription: `The short story of post ${n}.`,
  longDescription: `<p>The whole story of post ${n}.</p>`,
  mainImage: `blog/post-${n}.svg`,
  images: [],
  createdAt: new Date(Date.UTC(2025, 0, 1 + day)).toISOString(),
  ...overrides,
});

/** Every card of the blog as a shopper pages through it by `size`, and each page's length. */
async function everyPage(blog: BlogStore, size: number) {
  const first = await searchBlogs({ start: 0, size }, 'en', blog);
  const pages = [first];
  for (let start = 1; start * size < first.total; start++) pages.push(await searchBlogs({ start, size }, 'en', blog));
  return {
    total: first.total,
    ids: pages.flatMap((page) => page.data.map((card) => card.id)),
    sizes: pages.map((page) => page.data.length),
  };
}

describe('the blog, page by page', () => {
  it('shows every published post once, newest first (by id within an instant), in full pages but the last, whatever was published, republished or taken off', async () => {
    const publishing = fc.record({
      posts: fc.array(fc.record({ n: fc.integer({ min: 0, max: 11 }), day: fc.integer({ min: 0, max: 4 }) }), {
        minLength: 1,
        maxLength: 6,
      }),
    });
    const takingOff = fc.record({ off: fc.integer({ min: 0, max: 11 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(publishing, takingOff), { maxLength: 12 }),
        fc.integer({ min: 1, max: 50 }),
        async (steps, size) => {
          const { blog } = shop();
          /** What the shop should show: each post as last published. */
          const shown = new Map<string, BlogPostInput>();
          for (const step of steps) {
            if ('off' in step) {
              await blog.unpublish(`post-${step.off}`);
              shown.delete(`post-${step.off}`);
            } else {
              const batch = step.posts.map(({ n, day }) => post(n, day, { name: `Post ${n} of day ${day}` }));
              await publishBlogPosts(batch, blog);
              for (const input of batch) shown.set(input.id, input);
            }
          }
          const expected = [...shown.values()]
            .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? 1 : -1))
            .map((input) => input.id);

          const { total, ids, sizes } = await everyPage(blog, size);
          expect(total).toBe(expected.length);
          expect(ids).toEqual(expected);
          expect(sizes.slice(0, -1).every((length) => length === size)).toBe(true);
          expect(await searchBlogs({ start: Math.ceil(total / size) + 1, size }, 'en', blog)).toEqual({ data: [], total });
          for (const input of shown.values()) expect((await getBlog(input.id, 'en', blog)).name).toBe(input.name);
          // Publishing what the shop shows again moves nothing.
          expect((await publishBlogPosts([...shown.values()], blog)).positionsWritten).toBe(0);
        },
      ),
    );
  });

  it('answers a post taken off, or never published, with 404', async () => {
    const { blog } = shop();
    await publishBlogPosts([post(1), post(2)], blog);
    await blog.unpublish('post-1');
    await expect(getBlog('post-1', 'en', blog)).rejects.toMatchObject({
      statusCode: 404,
      message: M.blogNotFound,
      said: CONTENT.blogNotFound,
    });
    await expect(getBlog('post-7', 'en', blog)).rejects.toMatchObject({ statusCode: 404 });
    expect((await getBlog('post-2', 'en', blog)).id).toBe('post-2');
  });

  it('shows a post and its card in Croatian field by field, English where no Croatian is written', async () => {
    const { blog } = shop();
    await publishBlogPosts([post(1, 1, { hr: { name: 'Objava 1', shortDescription: '  ', longDescription: '<p>Priča.</p>' } })], blog);
    expect(await getBlog('post-1', 'hr', blog)).toMatchObject({
      name: 'Objava 1',
      shortDescription: 'The short story of post 1.',
      longDescription: '<p>Priča.</p>',
    });
    expect((await getBlog('post-1', 'en', blog)).name).toBe('Post 1');
    expect((await searchBlogs({ start: 0, size: 10 }, 'hr', blog)).data[0]).toMatchObject({
      name: 'Objava 1',
      shortDescription: 'The short story of post 1.',
    });
  });

  it('refuses a post whose id could reach into the table’s keys, publishing none of its batch', async () => {
    const { blog } = shop();
    await expect(publishBlogPosts([post(1), post(2, 2, { id: 'NL#someone' })], blog)).rejects.toThrow();
    expect(await searchBlogs({ start: 0, size: 10 }, 'en', blog)).toEqual({ data: [], total: 0 });
  });

  it('seeds a blog once under a name: seeding again leaves what an editor changed since', async () => {
    const { blog } = shop();
    expect(await seedBlog('blog-demo', [post(1), post(2)], blog)).toEqual({ seeded: true });
    await publishBlogPosts([post(1, 1, { name: 'Edited by the shop' })], blog);
    expect(await seedBlog('blog-demo', [post(1), post(2), post(3)], blog)).toEqual({ seeded: false });
    expect((await getBlog('post-1', 'en', blog)).name).toBe('Edited by the shop');
    expect((await searchBlogs({ start: 0, size: 10 }, 'en', blog)).total).toBe(2);
  });
});

// ---- the blog desk ----

const save = (overrides: Partial<BlogPostSave> = {}): BlogPostSave => ({
  id: 'zagorje-looms',
  isNew: true,
  name: 'The looms of Zagorje',
  shortDescription: 'Where our linen is woven.',
  markdown: '## Why we weave in Zagorje\n\n- flax from Slavonia',
  mainImage: 'blog/looms-1.jpg',
  images: [],
  ...overrides,
});

describe('the blog desk', () => {
  it('keeps a new post as a draft nobody sees, publishes it as HTML under its first date, shows edits at once, and takes it off again', async () => {
    const { blog, clock } = shop();
    const saved = await saveDeskPost(save(), clock.now(), blog);
    expect(saved).toMatchObject({ before: null, after: { status: 'draft', updatedAt: clock.now().toISOString() } });
    expect((await searchBlogs({ start: 0, size: 10 }, 'en', blog)).total).toBe(0);

    clock.advance(DAY);
    const published = await publishDeskPost('zagorje-looms', clock.now(), blog);
    const firstDate = clock.now().toISOString();
    expect(published.after).toMatchObject({ status: 'published', createdAt: firstDate });
    expect(await getBlog('zagorje-looms', 'en', blog)).toMatchObject({
      longDescription: '<h2>Why we weave in Zagorje</h2>\n<ul>\n<li>flax from Slavonia</li>\n</ul>',
      meta: { createdAt: firstDate },
    });

    clock.advance(DAY);
    const edited = await saveDeskPost(save({ isNew: false, name: 'The looms, again' }), clock.now(), blog);
    expect(edited.before?.name).toBe('The looms of Zagorje');
    expect(edited.after).toMatchObject({ status: 'published', createdAt: firstDate, name: 'The looms, again' });
    expect((await getBlog('zagorje-looms', 'en', blog)).name).toBe('The looms, again');

    const off = await unpublishDeskPost('zagorje-looms', clock.now(), blog);
    expect(off.after.status).toBe('draft');
    await expect(getBlog('zagorje-looms', 'en', blog)).rejects.toMatchObject({ statusCode: 404 });
    expect((await getDeskPost('zagorje-looms', blog))?.name).toBe('The looms, again');

    // Published again after a pause, it keeps the date of its first publication.
    clock.advance(30 * DAY);
    expect((await publishDeskPost('zagorje-looms', clock.now(), blog)).after.createdAt).toBe(firstDate);
  });

  it('refuses a taken address, an unknown post, a step the post already took, and a text too long for the shop, writing nothing', async () => {
    const { blog, clock } = shop();
    await publishBlogPosts([post(1)], blog);
    await saveDeskPost(save(), clock.now(), blog);
    const now = clock.now();
    await expect(saveDeskPost(save(), now, blog)).rejects.toMatchObject({
      statusCode: 409,
      said: BLOG_DESK.addressTaken,
      errors: { id: BLOG_DESK.addressTakenField },
    });
    expect(BLOG_DESK.addressTakenField.text.en).toBe('This address is taken.');
    // A post published before the desk takes its address too.
    await expect(saveDeskPost(save({ id: 'post-1' }), now, blog)).rejects.toMatchObject({
      statusCode: 409,
      said: { code: 'blogDesk.addressTaken' },
    });
    const noPost = { statusCode: 404, message: 'There is no such blog post.', said: { code: 'blogDesk.noSuchPost' } };
    await expect(saveDeskPost(save({ id: 'nowhere', isNew: false }), now, blog)).rejects.toMatchObject(noPost);
    await expect(publishDeskPost('nowhere', now, blog)).rejects.toMatchObject(noPost);
    await expect(unpublishDeskPost('zagorje-looms', now, blog)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The post is not published.',
      said: { code: 'blogDesk.notPublished' },
    });
    await expect(publishDeskPost('post-1', now, blog)).rejects.toMatchObject({
      statusCode: 409,
      message: 'The post is published already.',
      said: { code: 'blogDesk.publishedAlready' },
    });

    // Each '&' becomes '&amp;': 30,000 of them make more HTML than a post keeps.
    const tooLong = save({ isNew: false, markdown: '&'.repeat(30_000) });
    const tooMuchHtml = {
      code: 'blogDesk.tooMuchHtml',
      text: { en: expect.stringMatching(/^The text makes 150,\d{3} characters of HTML; a post keeps at most 100,000\.$/) },
    };
    await expect(saveDeskPost(tooLong, now, blog)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The text is too long for one post.',
      said: { code: 'blogDesk.tooLong' },
      errors: { markdown: tooMuchHtml },
    });
    await expect(saveDeskPost({ ...tooLong, markdown: 'Fine.', hr: { markdown: '&'.repeat(30_000) } }, now, blog)).rejects.toMatchObject({
      statusCode: 400,
      errors: { 'hr.markdown': tooMuchHtml },
    });
    expect((await getDeskPost('zagorje-looms', blog))?.markdown).toBe(save().markdown);
    expect((await searchBlogs({ start: 0, size: 10 }, 'en', blog)).total).toBe(1);
  });

  it('lists drafts and published posts, those from before the desk too, most recently changed first', async () => {
    const { blog, clock } = shop();
    await publishBlogPosts([post(1, 1, { hr: { longDescription: '<p>Priča.</p>' } })], blog);
    expect(await getDeskPost('post-1', blog)).toMatchObject({
      status: 'published',
      markdown: '<p>The whole story of post 1.</p>',
      hr: { markdown: '<p>Priča.</p>' },
    });
    clock.set('2026-11-02T08:00:00.000Z');
    await saveDeskPost(save({ id: 'linen-care', name: 'Caring for linen' }), clock.now(), blog);
    clock.set('2026-11-01T08:00:00.000Z');
    await saveDeskPost(save(), clock.now(), blog);
    expect(await listDeskPosts(blog)).toEqual([
      { id: 'linen-care', name: 'Caring for linen', status: 'draft', updatedAt: '2026-11-02T08:00:00.000Z' },
      { id: 'zagorje-looms', name: 'The looms of Zagorje', status: 'draft', updatedAt: '2026-11-01T08:00:00.000Z' },
      { id: 'post-1', name: 'Post 1', status: 'published', createdAt: post(1).createdAt },
    ]);
  });
});

// ---- the newsletter ----

/** The token of the last link to `path` mailed so far. */
function tokenIn(mailer: ReturnType<typeof createFakeMailer>, path: 'confirm' | 'unsubscribe'): string {
  const links = [
    ...mailer.sent
      .map((mail) => mail.text)
      .join('\n')
      .matchAll(new RegExp(`/newsletter/${path}/([A-Za-z0-9_-]+)`, 'g')),
  ];
  const token = links.at(-1)?.[1];
  if (!token) throw new Error(`no ${path} link in the mails`);
  return token;
}

describe('subscribing to the newsletter', () => {
  it('counts an address only once its emailed link is followed, once, and answers everyone the same', async () => {
    const { newsletter, newsletterPorts: ports, mailer } = shop();
    expect(await inviteSubscriber(' Ana@Example.HR', '10.0.0.1', ports)).toEqual({ message: CONTENT.confirmationSent });
    expect(await newsletter.subscriber('ana@example.hr')).toMatchObject({ email: 'ana@example.hr', status: 'PENDING' });
    expect(await confirmedSubscribers(newsletter)).toEqual([]);

    expect(await confirmSubscription(tokenIn(mailer, 'confirm'), ports)).toEqual({ message: CONTENT.confirmed });
    expect(await confirmSubscription(tokenIn(mailer, 'confirm'), ports)).toEqual({ message: CONTENT.alreadyConfirmed });
    expect((await confirmedSubscribers(newsletter)).map((s) => s.email)).toEqual(['ana@example.hr']);
    expect(mailer.sent.at(-1)).toMatchObject({ to: 'ana@example.hr', subject: 'Welcome to the Tkanica newsletter' });

    // Confirmed: the same answer, and no more mail.
    expect(await inviteSubscriber('ana@example.hr', '10.0.0.2', ports)).toEqual({ message: CONTENT.confirmationSent });
    expect(mailer.sent).toHaveLength(2);
  });

  it('keeps one subscriber per email however often and in whatever case it is asked, each request mailing a new link', async () => {
    const { newsletter, newsletterPorts: ports, mailer } = shop();
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    const first = tokenIn(mailer, 'confirm');
    await inviteSubscriber('ANA@example.hr ', '10.0.0.1', ports);
    expect(tokenIn(mailer, 'confirm')).not.toBe(first);
    // The earlier link works as well as the latest.
    await confirmSubscription(first, ports);
    expect(await confirmedSubscribers(newsletter)).toHaveLength(1);
  });

  it('unsubscribes through the welcome’s link (twice is fine), and a new subscription is confirmed again with the same link to leave', async () => {
    const { newsletter, newsletterPorts: ports, mailer, clock } = shop();
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    await confirmSubscription(tokenIn(mailer, 'confirm'), ports);
    const leave = tokenIn(mailer, 'unsubscribe');
    expect(mailer.sent.at(-1)?.headers?.['List-Unsubscribe']).toContain(`${SHOP_URL}/newsletter/unsubscribe/${leave}`);

    clock.advance(DAY);
    expect(await unsubscribe(leave, ports)).toEqual({ message: CONTENT.unsubscribed });
    expect(await unsubscribe(leave, ports)).toEqual({ message: CONTENT.unsubscribed });
    expect(await newsletter.subscriber('ana@example.hr')).toMatchObject({
      status: 'UNSUBSCRIBED',
      unsubscribedAt: clock.now().toISOString(),
    });
    expect(await confirmedSubscribers(newsletter)).toEqual([]);

    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    expect(await confirmedSubscribers(newsletter)).toEqual([]);
    await confirmSubscription(tokenIn(mailer, 'confirm'), ports);
    expect(tokenIn(mailer, 'unsubscribe')).toBe(leave);
    expect(await newsletter.subscriber('ana@example.hr')).toMatchObject({ status: 'CONFIRMED', confirmedAt: clock.now().toISOString() });
  });

  it('refuses an unknown link, a link of the other kind, and a confirmation link once it has expired', async () => {
    const { newsletter, newsletterPorts: ports, mailer, clock } = shop();
    const invalid = {
      statusCode: 400,
      message: M.newsletterLinkInvalid,
      said: CONTENT.newsletterLinkInvalid,
      errors: { token: CONTENT.newsletterLinkInvalid },
    };
    await expect(confirmSubscription('x'.repeat(43), ports)).rejects.toMatchObject(invalid);
    await expect(unsubscribe('x'.repeat(43), ports)).rejects.toMatchObject(invalid);

    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    await inviteSubscriber('iva@example.hr', '10.0.0.1', ports);
    const iva = tokenIn(mailer, 'confirm');
    await expect(unsubscribe(iva, ports)).rejects.toMatchObject(invalid);
    clock.advance(CONFIRMATION_LINK_DAYS * DAY - 1000);
    await confirmSubscription(iva, ports);
    await expect(confirmSubscription(tokenIn(mailer, 'unsubscribe'), ports)).rejects.toMatchObject(invalid);

    clock.advance(1000);
    const ana = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(mailer.sent[0]?.text ?? '')?.[1] as string;
    await expect(confirmSubscription(ana, ports)).rejects.toMatchObject(invalid);
    expect(await newsletter.subscriber('ana@example.hr')).toMatchObject({ status: 'PENDING' });
  });

  it(`mails one address at most ${NEWSLETTER_MAILS_PER_EMAIL.limit} times and takes ${NEWSLETTER_REQUESTS_PER_CLIENT.limit} requests from one client, then says 429`, async () => {
    const { newsletterPorts: ports, mailer } = shop();
    for (let i = 0; i < NEWSLETTER_MAILS_PER_EMAIL.limit; i++) await inviteSubscriber('ana@example.hr', `10.0.0.${i}`, ports);
    await expect(inviteSubscriber('Ana@example.hr', '10.0.1.1', ports)).rejects.toMatchObject({ statusCode: 429 });
    expect(mailer.sent).toHaveLength(NEWSLETTER_MAILS_PER_EMAIL.limit);

    for (let i = 0; i < NEWSLETTER_REQUESTS_PER_CLIENT.limit; i++) await inviteSubscriber(`reader${i}@example.hr`, '10.0.9.9', ports);
    await expect(inviteSubscriber('one.more@example.hr', '10.0.9.9', ports)).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many subscription requests\. Please try again in \d+ minutes?\.$/),
      said: { code: 'content.tooManySubscriptions' },
    });
    await expect(inviteSubscriber('one.more@example.hr', '10.0.9.10', ports)).resolves.toEqual({ message: CONTENT.confirmationSent });
  });

  it('answers the same while the mail service is down: the subscription waits, its link comes with the retry, an earlier link keeps working', async () => {
    const { newsletter, newsletterPorts: ports, mailer, outbox, sendMails, clock } = shop();
    mailer.failWith(new Error('SES is down'));
    expect(await inviteSubscriber('ana@example.hr', '10.0.0.1', ports)).toEqual({ message: CONTENT.confirmationSent });
    expect(await newsletter.subscriber('ana@example.hr')).toMatchObject({ status: 'PENDING' });
    expect(mailer.sent).toEqual([]);
    expect(outbox).toHaveLength(1);

    mailer.failWith(undefined);
    clock.advance(60_000);
    await sendMails();
    const link = tokenIn(mailer, 'confirm');
    expect(await confirmSubscription(link, ports)).toEqual({ message: CONTENT.confirmed });

    await inviteSubscriber('iva@example.hr', '10.0.0.1', ports);
    const earlier = tokenIn(mailer, 'confirm');
    mailer.failWith(new Error('SES is down'));
    expect(await inviteSubscriber('iva@example.hr', '10.0.0.1', ports)).toEqual({ message: CONTENT.confirmationSent });
    mailer.failWith(undefined);
    expect(await confirmSubscription(earlier, ports)).toEqual({ message: CONTENT.confirmed });
  });

  it('sends no welcome to a subscriber who left before it went', async () => {
    const { newsletterPorts: ports, mailer, sendMails, newsletter } = shop();
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    mailer.failWith(new Error('SES is down'));
    expect(await confirmSubscription(tokenIn(mailer, 'confirm'), ports)).toEqual({ message: CONTENT.confirmed });
    const token = (await newsletter.subscriber('ana@example.hr'))?.unsubscribeToken as string;
    await unsubscribe(token, ports);
    mailer.failWith(undefined);
    await sendMails();
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Please confirm your Tkanica newsletter subscription']);
  });

  it('sends no second link to a subscription confirmed before it went', async () => {
    const { newsletterPorts: ports, mailer, sendMails } = shop();
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports);
    mailer.failWith(new Error('SES is down'));
    await inviteSubscriber('ana@example.hr', '10.0.0.2', ports);
    mailer.failWith(undefined);
    // The first link is followed before the second mail's retry: the retry sends nothing.
    await confirmSubscription(tokenIn(mailer, 'confirm'), ports);
    const sent = mailer.sent.length;
    await sendMails();
    expect(mailer.sent).toHaveLength(sent);
  });

  it('writes its mails in the language of the latest request', async () => {
    const { newsletterPorts: ports, mailer } = shop();
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports, 'en');
    await inviteSubscriber('ana@example.hr', '10.0.0.1', ports, 'hr');
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'Please confirm your Tkanica newsletter subscription',
      'Potvrdite svoju prijavu na newsletter trgovine Tkanica',
    ]);
    await confirmSubscription(tokenIn(mailer, 'confirm'), ports);
    expect(mailer.sent.at(-1)?.subject).toBe('Dobro došli u newsletter trgovine Tkanica');
    expect(mailer.sent.at(-1)?.text).toContain(`${SHOP_URL}/hr/newsletter/unsubscribe/`);
  });

  it('lists the confirmed subscribers in the order they confirmed, those of one instant by email', async () => {
    const { newsletter, newsletterPorts: ports, mailer, clock } = shop();
    const confirm = async (email: string) => {
      await inviteSubscriber(email, '10.0.0.1', ports);
      await confirmSubscription(tokenIn(mailer, 'confirm'), ports);
    };
    await confirm('mia@example.hr');
    await confirm('eva@example.hr');
    clock.advance(DAY);
    await confirm('ana@example.hr');
    await inviteSubscriber('pending@example.hr', '10.0.0.1', ports);
    const start = new Date(clock.now().getTime() - DAY).toISOString();
    expect(await confirmedSubscribers(newsletter)).toEqual([
      { email: 'eva@example.hr', confirmedAt: start },
      { email: 'mia@example.hr', confirmedAt: start },
      { email: 'ana@example.hr', confirmedAt: clock.now().toISOString() },
    ]);
  });
});

// ---- the contact form and the inbox ----

const contact = (text = 'Do you make the wrap dress in XL?') => ({ email: 'ana@example.hr', firstName: 'Ana', lastName: 'Horvat', text });

describe('the contact form', () => {
  it('keeps the message for a year, findable by the sender’s email, and forwards it with the visitor to reply to', async () => {
    const { inbox, contactPorts: ports, mailer, clock } = shop();
    expect(await sendContactMessage(contact(), { client: '10.0.0.1', saleSpotId: 'web' }, ports)).toEqual({
      statusCode: 'OK',
      statusCodeValue: 200,
    });
    const [kept, ...more] = await inbox.inMonth(clock.now(), { openOnly: false, limit: 100 });
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      ...contact(),
      saleSpotId: 'web',
      personKey: 'EMAIL#ana@example.hr',
      receivedAt: clock.now().toISOString(),
      forwardedAt: clock.now().toISOString(),
      expiresAt: clock.now().getTime() / 1000 + CONTACT_MESSAGE_RETENTION_DAYS * 86_400,
    });
    expect(mailer.sent).toMatchObject([
      { replyTo: 'ana@example.hr', subject: 'Contact form: Ana Horvat', idempotencyKey: `contact:${kept?.id}` },
    ]);
    clock.advance(1000);
    await sendContactMessage(contact(), { client: '10.0.0.1' }, ports);
    expect((await inbox.inMonth(clock.now(), { openOnly: false, limit: 100 }))[0]).not.toHaveProperty('saleSpotId');
  });

  it(`takes ${CONTACT_MESSAGES_PER_CLIENT.limit} messages from one client address, then says 429`, async () => {
    const { contactPorts: ports, mailer } = shop();
    for (let i = 0; i < CONTACT_MESSAGES_PER_CLIENT.limit; i++) await sendContactMessage(contact(), { client: '10.0.0.7' }, ports);
    await expect(sendContactMessage(contact(), { client: '10.0.0.7' }, ports)).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many messages from your network\. Please try again in \d+ minutes?\.$/),
      said: { code: 'content.tooManyMessages' },
    });
    await expect(sendContactMessage(contact(), { client: '10.0.0.8' }, ports)).resolves.toMatchObject({ statusCodeValue: 200 });
    expect(mailer.sent).toHaveLength(CONTACT_MESSAGES_PER_CLIENT.limit + 1);
  });

  it('keeps the message while the mail service is down, and forwards it with the retry', async () => {
    const { inbox, contactPorts: ports, mailer, sendMails, clock } = shop();
    mailer.failWith(new Error('SES is down'));
    expect(await sendContactMessage(contact(), { client: '10.0.0.1' }, ports)).toEqual({ statusCode: 'OK', statusCodeValue: 200 });
    const [kept] = await inbox.inMonth(clock.now(), { openOnly: false, limit: 100 });
    expect(kept).toMatchObject(contact());
    expect(kept).not.toHaveProperty('forwardedAt');

    mailer.failWith(undefined);
    clock.advance(60_000);
    await sendMails();
    expect(mailer.sent).toMatchObject([{ subject: 'Contact form: Ana Horvat' }]);
    expect((await inbox.inMonth(clock.now(), { openOnly: false, limit: 100 }))[0]).toMatchObject({
      forwardedAt: clock.now().toISOString(),
    });
  });
});

/** A message sent through the form at `at`, from a client of its own. */
async function sendAt({ clock, contactPorts }: ReturnType<typeof shop>, at: string | Date, text: string) {
  clock.set(at);
  await sendContactMessage(contact(text), { client: `client-${new Date(at).toISOString()}` }, contactPorts);
}

describe('the inbox', () => {
  it('lists messages newest first across the months, the open ones unless all are asked for, and marks one handled once', async () => {
    const content = shop();
    const { inbox, clock } = content;
    await sendAt(content, '2026-09-20T10:00:00.000Z', 'September');
    await sendAt(content, '2026-11-02T10:00:00.000Z', 'November');
    clock.set('2026-11-30T10:00:00.000Z');
    const texts = async (show: 'open' | 'all') => (await listMessages(show, clock.now(), inbox)).map((row) => row.text);
    expect(await texts('open')).toEqual(['November', 'September']);

    const [november] = await listMessages('open', clock.now(), inbox);
    if (!november) throw new Error('no message');
    expect(await getMessage(november.id, inbox)).toEqual(november);
    const { before, after } = await markHandled(november.id, STAFF, clock.now(), inbox);
    expect(before).toEqual(november);
    expect(after).toEqual({ ...november, handled: { at: clock.now().toISOString(), by: STAFF } });
    await expect(markHandled(november.id, STAFF, clock.now(), inbox)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This message is handled already.',
      said: MESSAGE_DESK.handledAlready,
    });
    expect(await getMessage(november.id, inbox)).toEqual(after);
    expect(await texts('open')).toEqual(['September']);
    expect(await texts('all')).toEqual(['November', 'September']);

    const noMessage = { statusCode: 404, message: 'There is no such message.', said: MESSAGE_DESK.noSuchMessage };
    await expect(getMessage('1700000000000-nosuch', inbox)).rejects.toMatchObject(noMessage);
    await expect(markHandled('1700000000000-nosuch', STAFF, clock.now(), inbox)).rejects.toMatchObject(noMessage);
  });

  it('shows the latest 100 messages, of the months messages are kept and no older', async () => {
    const content = shop();
    const { inbox, clock } = content;
    await sendAt(content, '2025-09-30T10:00:00.000Z', 'Older than a year and its month');
    await sendAt(content, '2025-10-01T10:00:00.000Z', 'The oldest kept');
    clock.set('2026-11-30T10:00:00.000Z');
    expect((await listMessages('all', clock.now(), inbox)).map((row) => row.text)).toEqual(['The oldest kept']);

    for (let i = 0; i < 101; i++) await sendAt(content, new Date(Date.UTC(2026, 10, 1 + (i % 28), 8, i)), `Message ${i}`);
    clock.set('2026-11-30T10:00:00.000Z');
    const rows = await listMessages('all', clock.now(), inbox);
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => row.receivedAt)).toEqual(
      rows
        .map((row) => row.receivedAt)
        .toSorted()
        .reverse(),
    );
    // The oldest of November's 101 is the one left out.
    expect(rows.map((row) => row.text)).not.toContain('Message 0');
  });
});
