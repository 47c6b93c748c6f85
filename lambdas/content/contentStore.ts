import type { AdminBlogPost, AdminBlogRow } from '@shop/shared/contract/adminBlog';
import type { Language } from '@shop/shared/language';
import type { BlogListEntry, BlogPost, BlogPostItem } from './blogItems.ts';
import type { ContactMessage, ContactMessageItem, MessageRef } from './contactMessage.ts';
import type { NewsletterLink, NewsletterTokenItem, SubscriberItem } from './newsletterItems.ts';

/**
 * What the content's use cases keep and read, in their words (docs/decisions/088): three stores,
 * as no use case needs two of them. The blog: the posts the shop shows, their cards at dense
 * positions newest first, the desk's copies with their Markdown, and the seeds published. The
 * newsletter: one subscriber per email and the tokens of the links it was mailed. The inbox: the
 * contact form's messages by the month they came in. One DynamoDB adapter
 * (dynamoContentReader.ts, dynamoContentStore.ts) and one in-memory fake (memoryContentStore.ts)
 * implement them; both pass contentStoreContract.ts, so the rule tests may run on the fake.
 */
export interface BlogReader {
  /** A published post, whole. */
  post(id: string): Promise<BlogPostItem | undefined>;
  /** The cards at positions [page·size, page·size + size), newest first, and how many posts are published. */
  page(page: number, size: number): Promise<{ entries: BlogListEntry[]; total: number }>;
  /** Every card of the list by position, newest first (publishing and the desk, never a shopper's page). */
  cards(): Promise<BlogListEntry[]>;
  /** The desk's copy of a post, draft or published, as it was last saved. */
  deskPost(id: string): Promise<AdminBlogPost | undefined>;
  /** Every desk copy as a row of the desk's list, in no particular order. */
  deskRows(): Promise<AdminBlogRow[]>;
  /** Whether a seed of this name was published. */
  seeded(name: string): Promise<boolean>;
}

/** The reads and the writes: a function that only reads is given a BlogReader, and its grants say so. */
export interface BlogStore extends BlogReader {
  /**
   * Writes the posts as the shop shows them, then lays the list out again newest first with their
   * cards in: only the positions whose card changed are written, those past the new end deleted.
   */
  publish(posts: readonly BlogPost[]): Promise<{ positionsWritten: number }>;
  /** Takes the post's card off the list (the cards after it move up), then the post itself. */
  unpublish(id: string): Promise<{ positionsWritten: number }>;
  /** Keeps the desk's copy of a post, saved at `at`: the copy as kept. */
  keepDeskPost(post: AdminBlogPost, at: Date): Promise<AdminBlogPost>;
  /** Notes a seed published, so it is never published again. */
  markSeeded(name: string, mark: { at: string; posts?: number }): Promise<void>;
}

export interface NewsletterReader {
  /** The subscriber of an email, whatever its case, read consistently. */
  subscriber(email: string): Promise<SubscriberItem | undefined>;
  /** What an emailed link's token points at, by the token's hash, read consistently. */
  link(tokenHash: string): Promise<NewsletterTokenItem | undefined>;
  /** Every subscriber on the back office's list (a confirmation puts one on it, unsubscribing takes it off), in no particular order. */
  listed(): Promise<SubscriberItem[]>;
}

/** The reads and the writes: a function that only reads is given a NewsletterReader, and its grants say so. */
export interface NewsletterStore extends NewsletterReader {
  /**
   * A subscription asked for: the email's one subscriber is PENDING (new ones created at `at`) until
   * `expiresAt`, in `language`; `confirmedAlready`, writing nothing, when it is confirmed.
   */
  requestSubscription(email: string, request: { at: Date; expiresAt: number; language: Language }): Promise<'pending' | 'confirmedAlready'>;
  /** Keeps what a link's token points at, by the token's hash. */
  keepLink(tokenHash: string, link: NewsletterLink): Promise<void>;
  /**
   * Confirms a PENDING subscriber at `at`: CONFIRMED, on the list, no longer expiring, with the
   * unsubscribe token it had or else `unsubscribeToken`; `notPending` when it is not PENDING (or not there).
   */
  confirm(email: string, confirmation: { at: Date; unsubscribeToken: string }): Promise<SubscriberItem | 'notPending'>;
  /** Unsubscribes a CONFIRMED subscriber at `at`, off the list; `notConfirmed` otherwise. */
  unsubscribe(email: string, at: Date): Promise<'unsubscribed' | 'notConfirmed'>;
}

export interface InboxReader {
  /**
   * The messages that came in during the month of `month` (UTC), newest first, only the open
   * (not handled) ones if asked: at most `limit`, and that many when the month has them.
   */
  inMonth(month: Date, options: { openOnly: boolean; limit: number }): Promise<ContactMessageItem[]>;
  message(ref: MessageRef): Promise<ContactMessageItem | undefined>;
}

/** The reads and the writes: a function that only reads is given an InboxReader, and its grants say so. */
export interface InboxStore extends InboxReader {
  keep(message: ContactMessage): Promise<void>;
  markForwarded(ref: MessageRef, at: Date): Promise<void>;
  /** Marks an open message handled: the message as it was before; `notOpen` when it is handled already or not there. */
  markHandled(ref: MessageRef, handled: NonNullable<ContactMessage['handled']>): Promise<ContactMessageItem | 'notOpen'>;
}

/** The content's three stores, as the contract suite and the fake hand them out. */
export interface ContentStores {
  blog: BlogStore;
  newsletter: NewsletterStore;
  inbox: InboxStore;
}
