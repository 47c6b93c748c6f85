import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTENT_MESSAGES, type NewsletterAnswer } from '@shop/shared/contract/content';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { hashCode, newCode } from '../accounts/oneTimeCode.ts';
import { countAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { badGateway, badRequest } from '../platform/errors.ts';
import { log } from '../platform/log.ts';
import { newsletterTokenKey, subscriberKey } from './contentKeys.ts';
import { confirmationEmail, confirmSubscriptionLink, unsubscribeLink, welcomeEmail } from './newsletterEmails.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';

const M = CONTENT_MESSAGES;

/** Why these limits: docs/decisions/009-content.md. */
export const NEWSLETTER_REQUESTS_PER_CLIENT: ThrottleRule = {
  name: 'newsletter-client',
  limit: 10,
  windowSeconds: 60 * 60,
  table: 'content',
};
export const NEWSLETTER_MAILS_PER_EMAIL: ThrottleRule = { name: 'newsletter-email', limit: 3, windowSeconds: 60 * 60, table: 'content' };
/** How long a confirmation link works; an unconfirmed subscriber is deleted (TTL) when it stops working. */
export const CONFIRMATION_LINK_DAYS = 7;

export type SubscriberStatus = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

export interface SubscriberItem {
  pk: string;
  sk: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  updatedAt: string;
  confirmedAt?: string;
  unsubscribedAt?: string;
  /** Goes into every newsletter email's unsubscribe link; it can do nothing but unsubscribe. */
  unsubscribeToken?: string;
  /** Epoch seconds, only while PENDING: an address nobody confirmed is not kept. */
  expiresAt?: number;
  /** The language of the latest subscription request, which its mails are written in; absent on older subscribers: English. */
  language?: Language;
}

/** The `feedKey` of a confirmed subscriber: the back office lists them through the content table's byFeed index. */
export const NEWSLETTER_FEED = 'NEWSLETTER';

export interface NewsletterTokenItem {
  pk: string;
  sk: string;
  email: string;
  purpose: 'confirm' | 'unsubscribe';
  /** Epoch seconds; a confirmation link's pointer goes when the link stops working. */
  expiresAt?: number;
}

export type NewsletterPorts = MailingPorts;

const table = () => tableName('content');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function get<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
  return Item as T | undefined;
}

export const getSubscriber = (email: string) => get<SubscriberItem>(subscriberKey(email));

/**
 * POST /api/newsletters/invitation (double opt-in). The email gets a confirmation link and
 * counts as a subscriber only once it is followed. One subscriber per email: asking again
 * sends a new link for the same subscriber. The answer is the same for every email, so it
 * cannot tell anyone who is subscribed; a confirmed subscriber is not mailed again. The mails
 * (this confirmation, then the welcome) are in the language the request was made in.
 */
export async function inviteSubscriber(
  address: string,
  client: string,
  ports: NewsletterPorts,
  language: Language = DEFAULT_LANGUAGE,
): Promise<NewsletterAnswer> {
  const email = address.trim().toLowerCase();
  const now = ports.clock.now();
  const over = await countAttempt(
    [
      { rule: NEWSLETTER_REQUESTS_PER_CLIENT, subject: client },
      { rule: NEWSLETTER_MAILS_PER_EMAIL, subject: email },
    ],
    now,
  );
  if (over) throw tooManyRequests(M.tooManySubscriptions, over, now);

  const existing = await getSubscriber(email);
  if (existing?.status === 'CONFIRMED') return { message: M.confirmationSent };

  const code = newCode(now, CONFIRMATION_LINK_DAYS * 24);
  const expiresAt = epochSeconds(new Date(code.expiresAt));
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: subscriberKey(email),
        UpdateExpression:
          'SET email = :email, #status = :pending, updatedAt = :now, createdAt = if_not_exists(createdAt, :now), expiresAt = :expires, #language = :language',
        // Confirmed in the meantime (another tab followed the link): leave it confirmed.
        ConditionExpression: 'attribute_not_exists(pk) OR #status <> :confirmed',
        ExpressionAttributeNames: { '#status': 'status', '#language': 'language' },
        ExpressionAttributeValues: {
          ':language': language,
          ':email': email,
          ':pending': 'PENDING',
          ':confirmed': 'CONFIRMED',
          ':now': now.toISOString(),
          ':expires': expiresAt,
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return { message: M.confirmationSent };
    throw error;
  }
  const pointer: NewsletterTokenItem = { ...newsletterTokenKey(code.hash), email, purpose: 'confirm', expiresAt };
  await dynamo().send(new PutCommand({ TableName: table(), Item: pointer }));

  try {
    await ports.mailer.send(
      confirmationEmail(email, confirmSubscriptionLink(ports.shopUrl, code.code, language), CONFIRMATION_LINK_DAYS, language),
    );
  } catch (error) {
    log.error('newsletter confirmation could not be sent', { error });
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: newsletterTokenKey(code.hash) }));
    // A brand-new subscriber is taken back; one that was there before keeps its earlier links.
    if (!existing) {
      await dynamo()
        .send(
          new DeleteCommand({
            TableName: table(),
            Key: subscriberKey(email),
            ConditionExpression: '#status = :pending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':pending': 'PENDING' },
          }),
        )
        .catch((e: unknown) => {
          if (!isConditionFailure(e)) throw e;
        });
    }
    throw badGateway(M.confirmationMailFailed);
  }
  return { message: M.confirmationSent };
}

/** The pointer of a link's token, if it is one of that purpose and still works. */
async function tokenPointer(token: string, purpose: NewsletterTokenItem['purpose'], now: Date): Promise<NewsletterTokenItem> {
  const pointer = await get<NewsletterTokenItem>(newsletterTokenKey(hashCode(token)));
  // DynamoDB's TTL deletes late (up to two days), so the expiry is checked here too.
  if (!pointer || pointer.purpose !== purpose || (pointer.expiresAt !== undefined && pointer.expiresAt <= epochSeconds(now))) {
    throw badRequest(M.newsletterLinkInvalid, { token: M.newsletterLinkInvalid });
  }
  return pointer;
}

/**
 * POST /api/newsletters/confirm: the link of the confirmation email. The subscriber becomes
 * CONFIRMED (following it twice is fine) and gets the welcome email, the first newsletter email,
 * with its unsubscribe link.
 */
export async function confirmSubscription(token: string, ports: NewsletterPorts): Promise<NewsletterAnswer> {
  const now = ports.clock.now();
  const pointer = await tokenPointer(token, 'confirm', now);
  const unsubscribe = randomBytes(32).toString('base64url');
  let subscriber: SubscriberItem;
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: subscriberKey(pointer.email),
        UpdateExpression:
          // feedKey: the back office's list of confirmed subscribers (docs/decisions/042).
          'SET #status = :confirmed, confirmedAt = :now, updatedAt = :now, unsubscribeToken = if_not_exists(unsubscribeToken, :token), feedKey = :feed REMOVE expiresAt',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':confirmed': 'CONFIRMED',
          ':pending': 'PENDING',
          ':now': now.toISOString(),
          ':token': unsubscribe,
          ':feed': NEWSLETTER_FEED,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    subscriber = Attributes as SubscriberItem;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getSubscriber(pointer.email);
    if (current?.status === 'CONFIRMED') return { message: M.alreadyConfirmed };
    throw badRequest(M.newsletterLinkInvalid, { token: M.newsletterLinkInvalid });
  }
  const unsubscribeToken = subscriber.unsubscribeToken as string;
  const unsubscribePointer: NewsletterTokenItem = {
    ...newsletterTokenKey(hashCode(unsubscribeToken)),
    email: subscriber.email,
    purpose: 'unsubscribe',
  };
  await dynamo().send(new PutCommand({ TableName: table(), Item: unsubscribePointer }));
  try {
    const language = subscriber.language ?? DEFAULT_LANGUAGE;
    await ports.mailer.send(
      welcomeEmail(subscriber.email, unsubscribeLink(ports.shopUrl, unsubscribeToken, language), ports.shopUrl, language),
    );
  } catch (error) {
    // The subscription stands; only the greeting is lost.
    log.warn('newsletter welcome email could not be sent', { error });
  }
  return { message: M.confirmed };
}

/** POST /api/newsletters/unsubscribe: the link in every newsletter email. Following it twice is fine. */
export async function unsubscribe(token: string, ports: Pick<NewsletterPorts, 'clock'>): Promise<NewsletterAnswer> {
  const now = ports.clock.now();
  const pointer = await tokenPointer(token, 'unsubscribe', now);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: subscriberKey(pointer.email),
        UpdateExpression: 'SET #status = :unsubscribed, unsubscribedAt = :now, updatedAt = :now REMOVE feedKey',
        ConditionExpression: '#status = :confirmed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unsubscribed': 'UNSUBSCRIBED', ':confirmed': 'CONFIRMED', ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return { message: M.unsubscribed };
}
