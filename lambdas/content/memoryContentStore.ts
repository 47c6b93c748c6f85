import { isDeepStrictEqual } from 'node:util';
import type { AdminBlogPost } from '@shop/shared/contract/adminBlog';
import { type BlogCard, type BlogListEntry, type BlogPostItem, blogCard, newestFirst } from './blogItems.ts';
import type { ContactMessageItem, MessageRef } from './contactMessage.ts';
import { blogListEntryKey, blogPostKey, messageKey, newsletterTokenKey, subscriberKey } from './contentKeys.ts';
import type { BlogStore, ContentStores, InboxStore, NewsletterStore } from './contentStore.ts';
import { NEWSLETTER_FEED, type NewsletterTokenItem, type SubscriberItem } from './newsletterItems.ts';

/**
 * The content's stores kept in memory, for the rule tests: they pass the same contract as the
 * DynamoDB adapter (contentStoreContract.ts), so a rule proven on them holds on the shop's table.
 * Each call copies what it hands out and takes in as a round trip to a table would, leaving out
 * what is undefined as the shop's client does (removeUndefinedValues).
 */
const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value));

export function memoryBlogStore(): BlogStore {
  const posts = new Map<string, BlogPostItem>();
  /** The list's cards by position: index 0 is the newest. */
  let list: BlogListEntry[] = [];
  const desk = new Map<string, AdminBlogPost>();
  const seeds = new Set<string>();

  /** The list laid out newest first from `cards`: how many positions now hold another card than before. */
  const layOut = (cards: readonly BlogCard[]) => {
    const laidOut = cards.toSorted(newestFirst).map((card, index) => ({ ...card, ...blogListEntryKey(index) }));
    const written = laidOut.filter((entry, index) => !isDeepStrictEqual(entry, list[index])).length;
    list = laidOut;
    return written;
  };
  const cardsWithout = (ids: ReadonlySet<string>) => list.filter((card) => !ids.has(card.id));

  return {
    async post(id) {
      const post = posts.get(id);
      return post && roundTrip(post);
    },

    async page(page, size) {
      const first = page * size;
      return { entries: roundTrip(list.slice(first, first + size)), total: list.length };
    },

    async cards() {
      return roundTrip(list);
    },

    async deskPost(id) {
      const post = desk.get(id);
      return post && roundTrip(post);
    },

    async deskRows() {
      return [...desk.values()].map(({ id, name, status, createdAt, updatedAt }) => roundTrip({ id, name, status, createdAt, updatedAt }));
    },

    async seeded(name) {
      return seeds.has(name);
    },

    async publish(published) {
      const kept = roundTrip(published);
      for (const post of kept) posts.set(post.id, { ...blogPostKey(post.id), ...post });
      const ids = new Set(kept.map((post) => post.id));
      // The last of two posts with one id is the one kept, as the last write of a batch wins.
      const cards = [...cardsWithout(ids), ...[...new Map(kept.map((post) => [post.id, blogCard(post)])).values()]];
      return { positionsWritten: layOut(cards) };
    },

    async unpublish(id) {
      const positionsWritten = layOut(cardsWithout(new Set([id])));
      posts.delete(id);
      return { positionsWritten };
    },

    async keepDeskPost(post, at) {
      const kept = roundTrip({ ...post, updatedAt: at.toISOString() });
      desk.set(post.id, kept);
      return roundTrip(kept);
    },

    async markSeeded(name) {
      seeds.add(name);
    },
  };
}

export function memoryNewsletterStore(): NewsletterStore {
  const subscribers = new Map<string, SubscriberItem>();
  const links = new Map<string, NewsletterTokenItem>();
  const subscriberOf = (email: string) => subscribers.get(subscriberKey(email).pk);

  return {
    async subscriber(email) {
      const subscriber = subscriberOf(email);
      return subscriber && roundTrip(subscriber);
    },

    async link(tokenHash) {
      const link = links.get(tokenHash);
      return link && roundTrip(link);
    },

    async listed() {
      return roundTrip([...subscribers.values()].filter((subscriber) => subscriber.feedKey === NEWSLETTER_FEED));
    },

    async requestSubscription(email, { at, expiresAt, language }) {
      const existing = subscriberOf(email);
      if (existing?.status === 'CONFIRMED') return 'confirmedAlready';
      const now = at.toISOString();
      const key = subscriberKey(email);
      subscribers.set(key.pk, {
        ...existing,
        ...key,
        email,
        status: 'PENDING',
        updatedAt: now,
        createdAt: existing?.createdAt ?? now,
        expiresAt,
        language,
      });
      return 'pending';
    },

    async keepLink(tokenHash, link) {
      links.set(tokenHash, roundTrip({ ...newsletterTokenKey(tokenHash), ...link }));
    },

    async confirm(email, { at, unsubscribeToken }) {
      const subscriber = subscriberOf(email);
      if (subscriber?.status !== 'PENDING') return 'notPending';
      const now = at.toISOString();
      Object.assign(subscriber, {
        status: 'CONFIRMED',
        confirmedAt: now,
        updatedAt: now,
        unsubscribeToken: subscriber.unsubscribeToken ?? unsubscribeToken,
        feedKey: NEWSLETTER_FEED,
      });
      delete subscriber.expiresAt;
      return roundTrip(subscriber);
    },

    async unsubscribe(email, at) {
      const subscriber = subscriberOf(email);
      if (subscriber?.status !== 'CONFIRMED') return 'notConfirmed';
      Object.assign(subscriber, { status: 'UNSUBSCRIBED', unsubscribedAt: at.toISOString(), updatedAt: at.toISOString() });
      delete subscriber.feedKey;
      return 'unsubscribed';
    },
  };
}

export function memoryInboxStore(): InboxStore {
  /** By key (`pk` and `sk` joined). */
  const messages = new Map<string, ContactMessageItem>();
  const keyOf = (ref: MessageRef) => {
    const { pk, sk } = messageKey(ref);
    return `${pk} ${sk}`;
  };

  return {
    async inMonth(month, { openOnly, limit }) {
      const { pk } = messageKey({ receivedAt: month.toISOString(), id: '' });
      const found = [...messages.values()]
        .filter((message) => message.pk === pk && !(openOnly && message.handled))
        // Newest first, by the key's bytes as DynamoDB sorts them.
        .sort((a, b) => (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0));
      return roundTrip(found.slice(0, limit));
    },

    async message(ref) {
      const message = messages.get(keyOf(ref));
      return message && roundTrip(message);
    },

    async keep(message) {
      messages.set(keyOf(message), roundTrip({ ...messageKey(message), ...message }));
    },

    async markForwarded(ref, at) {
      const message = messages.get(keyOf(ref));
      if (message) message.forwardedAt = at.toISOString();
    },

    async markHandled(ref, handled) {
      const message = messages.get(keyOf(ref));
      if (!message || message.handled) return 'notOpen';
      const before = roundTrip(message);
      message.handled = roundTrip(handled);
      return before;
    },
  };
}

export const memoryContentStore = (): ContentStores => ({
  blog: memoryBlogStore(),
  newsletter: memoryNewsletterStore(),
  inbox: memoryInboxStore(),
});
