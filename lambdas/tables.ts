/**
 * The shop's DynamoDB tables, in one place for the CDK app, the local stack and the tests.
 * Every table has a string partition key `pk` and sort key `sk`; indexes are sparse GSIs
 * named after the access pattern they serve. Key layouts are described in
 * docs/decisions/002-table-keys.md.
 */
export interface IndexDef {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableDef {
  /** The environment variable that carries the table's name to a function. */
  envVar: string;
  indexes: readonly IndexDef[];
  /** Attribute holding an epoch-seconds expiry, for items DynamoDB deletes by itself. */
  ttlAttribute?: string;
  /** Whether changes are streamed (new and old images), e.g. to notice stock coming back. */
  stream?: boolean;
  /**
   * Whether its items are only ever added: functions are granted `append` (PutItem alone) or
   * `read` on it, never more, so no function may change or delete what is there (the audit log).
   */
  appendOnly?: boolean;
}

export const TABLES = {
  /** Products (with their stock), categories, collections, listing positions, the home layout, the name index, price histories. */
  catalog: { envVar: 'TABLE_CATALOG', indexes: [], ttlAttribute: 'expiresAt', stream: true },
  /** Orders, invoices, the invoice number counters, the ledger of processed payment events, the orders' outbox of effects, withdrawals. */
  orders: {
    envVar: 'TABLE_ORDERS',
    indexes: [
      { name: 'byCustomer', partitionKey: 'customerKey', sortKey: 'createdAt' },
      { name: 'byStatus', partitionKey: 'statusKey', sortKey: 'createdAt' },
      { name: 'byDue', partitionKey: 'dueKey', sortKey: 'dueAt' },
      { name: 'byEmail', partitionKey: 'emailKey', sortKey: 'createdAt' },
      // Withdrawal statements by when they came in (lambdas/withdrawals/withdrawalRecord.ts).
      { name: 'byWithdrawal', partitionKey: 'withdrawalKey', sortKey: 'receivedAt' },
    ],
    ttlAttribute: 'expiresAt',
    // New effects in the outbox wake their worker at once.
    stream: true,
  },
  /** Discount codes and gift cards, by their name; counters of failed look-ups. */
  promotions: {
    envVar: 'TABLE_PROMOTIONS',
    // Every code (sk `D`) or card (sk `G`) by name, for the back office's list (docs/decisions/042).
    indexes: [{ name: 'byKind', partitionKey: 'sk', sortKey: 'pk' }],
    ttlAttribute: 'expiresAt',
  },
  /** Customer accounts, their sessions' counters and one-time codes, and the outbox of account emails. */
  customers: {
    envVar: 'TABLE_CUSTOMERS',
    indexes: [{ name: 'byDue', partitionKey: 'dueKey', sortKey: 'dueAt' }],
    ttlAttribute: 'expiresAt',
    // An account email put in the outbox wakes its worker at once.
    stream: true,
  },
  /** Blog posts, contact messages, newsletter subscribers, back-in-stock subscriptions, reviews, and the outbox of content mails. */
  content: {
    envVar: 'TABLE_CONTENT',
    // What names a person (reviews, back-in-stock notices, contact messages), found by that person (lambdas/content/personKey.ts).
    indexes: [
      { name: 'byPerson', partitionKey: 'personKey', sortKey: 'createdAt' },
      // The back office's lists newest first: reviews (`REVIEWS`), confirmed subscribers (`NEWSLETTER`) (docs/decisions/042).
      { name: 'byFeed', partitionKey: 'feedKey', sortKey: 'createdAt' },
      // The content mails still to send, and those given up (docs/decisions/095).
      { name: 'byDue', partitionKey: 'dueKey', sortKey: 'dueAt' },
    ],
    ttlAttribute: 'expiresAt',
    // A blog post's change makes the edge forget its cached answer; a content mail put in the outbox wakes its worker.
    stream: true,
  },
  /** The back office's staff (owners and staff), their invitations and the counters of their sign-ins (docs/decisions/036-back-office.md). */
  staff: { envVar: 'TABLE_STAFF', indexes: [], ttlAttribute: 'expiresAt' },
  /** What staff did in the back office, one entry per action with the item before and after; added to, never changed. */
  audit: {
    envVar: 'TABLE_AUDIT',
    // The entries about one order, product or staff member, oldest first.
    indexes: [{ name: 'bySubject', partitionKey: 'subjectKey', sortKey: 'at' }],
    appendOnly: true,
  },
} as const satisfies Record<string, TableDef>;

export type TableName = keyof typeof TABLES;

/**
 * Where the shop's list of addresses it no longer mails lives (lambdas/platform/mailSuppression.ts):
 * beside the account mails' outbox, whose owner it is. Every function that sends mail reads it.
 */
export const SUPPRESSION_LIST_TABLE = 'customers' satisfies TableName;

/** The physical name of a table in a stage: `shop-dev-catalog`, `shop-local-orders`. */
export function physicalTableName(stage: string, table: TableName): string {
  return `shop-${stage}-${table}`;
}
