/**
 * Key layout of the content table (docs/decisions/009-content.md):
 *
 *   B#<blogId>              B           a blog post, whole
 *   BLOG                    #           the blog list's total
 *   BLOG                    000042      the card of the post at position 42, newest first
 *   NL#<email>              NL          a newsletter subscriber (one per email)
 *   NLT#<sha256 of token>   NLT         an emailed newsletter link's token → its subscriber
 *   CM#<yyyy-mm>            <iso>#<id>  a contact message, by the month it came in
 *   THROTTLE#<rule>#<who>   W#<window>  rate-limit counters (lambdas/accounts/throttle.ts)
 *   SEED#<name>             SEED        marks a seeded blog
 *   BD                      <blogId>    the blog desk's copy of a post, draft or published: its Markdown
 *
 * The blog list is stored by position, like the catalog's listings: any page is one Query on
 * a key range plus one GetItem of the total, whatever the page.
 */
export const blogPostKey = (id: string) => ({ pk: `B#${id}`, sk: 'B' });

export const BLOG_LIST = 'BLOG';
export const blogListMetaKey = () => ({ pk: BLOG_LIST, sk: '#' });
export const BLOG_POSITION_WIDTH = 6;
export const blogPosition = (index: number) => String(index).padStart(BLOG_POSITION_WIDTH, '0');
export const blogListEntryKey = (index: number) => ({ pk: BLOG_LIST, sk: blogPosition(index) });

/** The blog desk's posts, drafts and published, in one small partition: the desk's list is one Query. */
export const BLOG_DESK = 'BD';
export const blogDeskKey = (id: string) => ({ pk: BLOG_DESK, sk: id });

export const subscriberKey = (email: string) => ({ pk: `NL#${email.toLowerCase()}`, sk: 'NL' });
export const newsletterTokenKey = (tokenHash: string) => ({ pk: `NLT#${tokenHash}`, sk: 'NLT' });

export const contactMessageKey = (receivedAt: Date, id: string) => ({
  pk: `CM#${receivedAt.toISOString().slice(0, 7)}`,
  sk: `${receivedAt.toISOString()}#${id}`,
});

/** The key of a message by when it came in and its id (contactMessage.ts's MessageRef). */
export const messageKey = (message: { receivedAt: string; id: string }) => contactMessageKey(new Date(message.receivedAt), message.id);

export const contentSeedKey = (name: string) => ({ pk: `SEED#${name}`, sk: 'SEED' });
