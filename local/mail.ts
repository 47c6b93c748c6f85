import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION, mailConfigurationSetName } from './environment.ts';
import { rawHeader, rawRecipients, type SentMail, sendEvent, simulatedEvent, simulatedFeedback, snsNotification } from './mailSimulator.ts';
import { assertPortFree, freePort, listen } from './ports.ts';
import { decodedWords } from '../lambdas/platform/mailHeaderText.ts';
import { type SimpleContent, simpleContentRefusal } from './sesSimpleContent.ts';

/** The local stand-in for Amazon SES: mail sent to it is kept, shown at `/` and listed at `/store`. */
export interface LocalMail {
  /** The SES endpoint for the SDK, and the inbox page for people. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** One mail as `GET /store` lists it (the fields the shop's tests look at). */
export interface StoredMail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments: { filename?: string; contentType: string; size: number; content: string }[];
  at: number;
}

/**
 * The stage's configuration set and where its events go, as cdk/lib/mail.ts sets them up: the
 * set's name, the SNS topic's ARN, and the topic's one subscriber (the `mailEvents` queue).
 */
export interface MailFeedback {
  configurationSet: string;
  topicArn: string;
  region: string;
  /** Hands SNS's notification to the queue, as the topic's SQS subscription does. */
  deliver(notification: string): void;
}

/** The stage's set and topic as the CDK app names them, in the local account and region. */
export function localMailFeedback(stage: string, deliver: MailFeedback['deliver']): MailFeedback {
  const region = process.env.AWS_REGION ?? LOCAL_REGION;
  return {
    configurationSet: mailConfigurationSetName(stage),
    topicArn: `arn:aws:sns:${region}:${LOCAL_ACCOUNT_ID}:shop-${stage}-mail-events`,
    region,
    deliver,
  };
}

type StartSes = (config?: { host?: string; port?: number }) => Promise<http.Server>;

/**
 * Runs `aws-ses-v2-local` in this process. It takes SES v1 and v2 sends (Simple, Raw MIME and
 * Template), parses raw MIME with mailparser so attachments show up in the store, and keeps
 * everything in memory: the inbox starts empty on each start. A thin front on the public port
 * adds what the library lacks and the shop relies on: a send's tags and simple content are
 * checked as SES's API reference says (local/sesSimpleContent.ts), and an encoded subject is
 * kept as a mail client shows it. With `feedback`, a send naming a configuration set that does
 * not exist is refused as SES refuses it; every mail taken brings
 * the set's `Send` event with the send's tags, published before SES's answer leaves (in AWS the
 * event is SES's to publish once it took the mail, whatever becomes of the caller); and mail to
 * the mailbox simulator's addresses brings its bounce or complaint back through the set's events.
 */
export async function startMailServer(options: { port: number; feedback?: MailFeedback }): Promise<LocalMail> {
  const port = options.port === 0 ? await freePort() : options.port;
  // The library's listen promise never settles on EADDRINUSE, so ask first.
  await assertPortFree(port, 'SES_PORT');
  const { feedback } = options;
  const inner = await startSes()({ host: '127.0.0.1', port: await freePort() });
  const front = http.createServer((request, response) => relay(request, response, (inner.address() as AddressInfo).port, feedback));
  await listen(front, port, 'SES_PORT');
  const frontServed = served(front);
  const innerServed = served(inner);
  return {
    ...frontServed,
    stop: async () => {
      await Promise.all([frontServed.stop(), innerServed.stop()]);
    },
  };
}

function served(server: http.Server): LocalMail {
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${bound}`,
    port: bound,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const SES_V2_SEND = '/v2/email/outbound-emails';

/** What SES takes as a message tag's name or value (SES API reference, MessageTag). */
const TAG_PART = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * Passes a request to the library's server; a v2 send is checked first as SES checks it, and with
 * `feedback` its events and its simulator addresses' answers follow.
 */
function relay(request: http.IncomingMessage, response: http.ServerResponse, innerPort: number, feedback?: MailFeedback): void {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    const send = request.method === 'POST' && request.url?.split('?')[0] === SES_V2_SEND ? readSend(body) : undefined;
    const set = send?.ConfigurationSetName;
    if (feedback && set !== undefined && set !== feedback.configurationSet) {
      response.writeHead(404, { 'content-type': 'application/json', 'x-amzn-errortype': 'NotFoundException' });
      response.end(JSON.stringify({ message: `Configuration set <${set}> does not exist.` }));
      return;
    }
    const badTag = send?.EmailTags?.find((tag) => !TAG_PART.test(tag.Name ?? '') || !TAG_PART.test(tag.Value ?? ''));
    if (badTag) {
      response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'BadRequestException' });
      response.end(
        JSON.stringify({
          message: `Invalid message tag ${JSON.stringify(badTag)}: names and values are ASCII letters, digits, _ and -, at most 256.`,
        }),
      );
      return;
    }
    const simple = send?.Content?.Simple;
    const refusal = simple ? simpleContentRefusal(simple, send?.FromEmailAddress) : undefined;
    if (refusal) {
      response.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'BadRequestException' });
      response.end(JSON.stringify({ message: refusal }));
      return;
    }
    // The inbox shows the subject as a mail client does, its encoded words read.
    const subject = simple?.Subject?.Data;
    const forwarded = send && subject?.includes('=?') ? readableSubject(send, subject) : body;
    const forward = http.request(
      {
        host: '127.0.0.1',
        port: innerPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'content-length': String(forwarded.length) },
      },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => parts.push(chunk));
        answer.on('end', () => {
          const answered = Buffer.concat(parts);
          const events = feedback && send && answer.statusCode === 200 ? eventsOf(send, answered, feedback) : undefined;
          const publish = (event: Record<string, unknown>) => feedback?.deliver(snsNotification(feedback.topicArn, event));
          if (events) publish(events.send);
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(answered);
          for (const event of events?.later ?? []) publish(event);
        });
      },
    );
    forward.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The local SES server did not answer: ${error.message}`);
    });
    forward.end(forwarded);
  });
}

function readableSubject(send: SendRequest, subject: string): Buffer {
  const simple = { ...send.Content?.Simple, Subject: { ...send.Content?.Simple?.Subject, Data: decodedWords(subject) } };
  return Buffer.from(JSON.stringify({ ...send, Content: { ...send.Content, Simple: simple } }));
}

interface SendRequest {
  ConfigurationSetName?: string;
  EmailTags?: { Name?: string; Value?: string }[];
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  Content?: { Raw?: { Data?: string }; Simple?: SimpleContent };
}

function readSend(body: Buffer): SendRequest | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as SendRequest;
  } catch {
    // The library answers a body that is not JSON itself.
    return undefined;
  }
}

/**
 * SES's events of a send it took: the `Send` event, and those of the simulator's addresses among
 * the send's recipients, which come later.
 */
function eventsOf(
  send: SendRequest,
  answered: Buffer,
  feedback: MailFeedback,
): { send: Record<string, unknown>; later: Record<string, unknown>[] } {
  const raw = send.Content?.Raw?.Data ? Buffer.from(send.Content.Raw.Data, 'base64') : undefined;
  const destination = raw
    ? rawRecipients(raw)
    : [...(send.Destination?.ToAddresses ?? []), ...(send.Destination?.CcAddresses ?? []), ...(send.Destination?.BccAddresses ?? [])];
  const simulated = destination.flatMap((recipient) => {
    const kind = simulatedFeedback(recipient);
    return kind ? [{ recipient, kind }] : [];
  });
  const { MessageId } = JSON.parse(answered.toString('utf8')) as { MessageId: string };
  const mail: SentMail = {
    messageId: MessageId,
    source: (raw ? rawHeader(raw, 'From')[0] : send.FromEmailAddress) ?? '',
    destination,
    subject: raw ? rawHeader(raw, 'Subject')[0] : send.Content?.Simple?.Subject?.Data,
    // A send naming no set takes the identity's default set, which is the stage's.
    configurationSet: send.ConfigurationSetName ?? feedback.configurationSet,
    tags: Object.fromEntries((send.EmailTags ?? []).flatMap((tag) => (tag.Name && tag.Value !== undefined ? [[tag.Name, tag.Value]] : []))),
    sentAt: new Date(),
  };
  return {
    send: sendEvent(mail, feedback.region),
    later: simulated.map(({ recipient, kind }) => simulatedEvent(kind, recipient, mail, feedback.region)),
  };
}

/** The module is CommonJS with `exports.default`; ESM loaders differ on how they surface it. */
function startSes(): StartSes {
  const candidate = sesModule as unknown as StartSes | { default: StartSes };
  return typeof candidate === 'function' ? candidate : candidate.default;
}

/** Mail in the local inbox, newest last; `since` is epoch seconds. */
export async function readInbox(mailUrl: string, since?: number): Promise<StoredMail[]> {
  const response = await fetch(`${mailUrl}/store${since === undefined ? '' : `?since=${since}`}`);
  if (!response.ok) throw new Error(`The local inbox answered ${response.status}`);
  const { emails } = (await response.json()) as { emails: StoredMail[] };
  return emails;
}

export async function clearInbox(mailUrl: string): Promise<void> {
  await fetch(`${mailUrl}/clear-store`, { method: 'POST' });
}
