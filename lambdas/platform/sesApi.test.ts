/**
 * The shop's SES client judged by the SDK's SESv2Client: for any mail the mailer can make, both
 * put the same request on the wire (method, path, content type, JSON body), both requests carry a
 * SigV4 signature that holds for what arrived (checked as SES checks it: the signature computed
 * again from the request received), both go to the same regional endpoint, and SES's refusals,
 * throttles and failures come back as the same errors after the same number of attempts. A local
 * server stands in for SES and records what arrives.
 */
import { SendEmailCommand, type SendEmailCommandInput, SESv2Client } from '@aws-sdk/client-sesv2';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from './awsRequest.ts';
import { createSesApi, requestBody, type SendEmailRequest } from './sesApi.ts';
import {
  CREDENTIALS,
  errorSeen,
  FAILURES,
  REGION,
  refusal,
  type Sent,
  sameOnTheWire,
  sentTo,
  signatureHolds as judgedSignature,
  urlCalled,
} from '../testing/awsJudge.ts';
import { type Answer, type Arrived, type RecordingServer, startRecordingServer } from '../testing/recordingServer.ts';

/** Stands in for SES; answers 200 with a message id when not told otherwise. */
let server: RecordingServer;
let endpoint: string;

beforeAll(async () => {
  server = await startRecordingServer((arrived) => ({ status: 200, body: { MessageId: `ses-${arrived.length}` } }));
  endpoint = server.url;
});
afterAll(() => server.close());

const sdk = () => new SESv2Client({ region: REGION, endpoint, maxAttempts: 3, credentials: CREDENTIALS });
const ours = () => createSesApi({ region: REGION, endpoint, maxAttempts: 3, credentials: () => CREDENTIALS });

const sentBy = (send: () => Promise<unknown>, script?: Answer[]) => sentTo(server, send, script);
const bySdk = (input: SendEmailCommandInput, script?: Answer[]) =>
  sentBy(async () => {
    const client = sdk();
    try {
      return await client.send(new SendEmailCommand(input));
    } finally {
      client.destroy();
    }
  }, script);
const byOurs = (input: SendEmailRequest, script?: Answer[]) => sentBy(() => ours().sendEmail(input), script);

/** What SES reads of a request, beside its signature. */
const wire = (request: Arrived) => ({
  method: request.method,
  url: request.url,
  contentType: request.headers['content-type'],
  body: JSON.parse(request.body) as unknown,
  token: request.headers['x-amz-security-token'],
});

const signatureHolds = (request: Arrived) => judgedSignature(request, endpoint, 'ses');

const simpleMail = (overrides: Partial<SendEmailRequest> = {}): SendEmailRequest => ({
  FromEmailAddress: 'Tkanica <shop@tkanica.hr>',
  Destination: { ToAddresses: ['ana@example.hr'] },
  ConfigurationSetName: 'shop-test-mail',
  Content: { Simple: { Subject: { Data: 'Your order', Charset: 'UTF-8' }, Body: { Text: { Data: 'Thank you.', Charset: 'UTF-8' } } } },
  ...overrides,
});

/** Any send the mailer can make: any text, headers, tags, a reply-to, attachments of any bytes. */
const anySend: fc.Arbitrary<SendEmailRequest> = fc
  .record(
    {
      to: fc.emailAddress(),
      replyTo: fc.option(fc.emailAddress(), { nil: undefined }),
      subject: fc.string({ unit: 'grapheme', maxLength: 60 }),
      text: fc.string({ unit: 'grapheme', maxLength: 200 }),
      html: fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }), { nil: undefined }),
      headers: fc.array(fc.record({ Name: fc.stringMatching(/^X-[A-Za-z-]{1,20}$/), Value: fc.string({ maxLength: 40 }) }), {
        maxLength: 3,
      }),
      attachments: fc.array(
        fc.record({
          FileName: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
          RawContent: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
          ContentType: fc.constantFrom('application/pdf', 'text/plain', 'image/png'),
        }),
        { maxLength: 2 },
      ),
      tag: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), { nil: undefined }),
    },
    { requiredKeys: ['to', 'subject', 'text', 'headers', 'attachments'] },
  )
  .map(({ to, replyTo, subject, text, html, headers, attachments, tag }) =>
    simpleMail({
      Destination: { ToAddresses: [to] },
      ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, ...(html !== undefined ? { Html: { Data: html, Charset: 'UTF-8' } } : {}) },
          ...(headers.length > 0 ? { Headers: headers } : {}),
          ...(attachments.length > 0
            ? {
                Attachments: attachments.map((a) => ({
                  ...a,
                  ContentDisposition: 'ATTACHMENT' as const,
                  ContentTransferEncoding: 'BASE64' as const,
                })),
              }
            : {}),
        },
      },
      ...(tag ? { EmailTags: [{ Name: 'mail-key', Value: tag }] } : {}),
    }),
  );

describe('a send, as SES receives it', () => {
  it('is the request the SDK sends for any mail: method, path, content type, body, token; both signatures hold', async () => {
    await fc.assert(
      fc.asyncProperty(anySend, async (input) => {
        const theirs = await bySdk(input);
        const mine = await byOurs(input);
        await sameOnTheWire(theirs, mine, wire, endpoint, 'ses');
        expect(mine.outcome).toEqual({ value: { MessageId: 'ses-1' } });
      }),
      { numRuns: 40 },
    );
  });

  it('carries a signature that fails when the body is changed on the way', async () => {
    const { requests } = await byOurs(simpleMail());
    const request = requests[0] as Arrived;
    expect(await signatureHolds(request)).toBe(true);
    const altered = request.body.replace('Thank you.', 'Thank you!');
    expect(await signatureHolds({ ...request, body: altered, raw: Buffer.from(altered) })).toBe(false);
  });

  it('goes to the regional endpoint the SDK resolves', async () => {
    for (const region of ['eu-central-1', 'us-east-1', 'eu-west-3']) {
      const answer = '{"MessageId":"x"}';
      const sdkUrl = await urlCalled(answer, (requestHandler) =>
        new SESv2Client({ region, credentials: CREDENTIALS, requestHandler: requestHandler as never }).send(
          new SendEmailCommand(simpleMail()),
        ),
      );
      const ourUrl = await urlCalled(answer, (requestHandler) =>
        createSesApi({ region, maxAttempts: 1, credentials: () => CREDENTIALS, requestHandler }).sendEmail(simpleMail()),
      );
      expect(ourUrl).toBe(sdkUrl);
    }
  });

  it('sends blobs as base64, a Buffer as any Uint8Array', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    const attachment = (RawContent: Uint8Array) => ({
      Content: { Simple: { Subject: { Data: 's' }, Body: {}, Attachments: [{ FileName: 'a', RawContent }] } },
    });
    expect(JSON.parse(requestBody(attachment(bytes))).Content.Simple.Attachments[0].RawContent).toBe('AAEC+v8=');
    expect(JSON.parse(requestBody(attachment(Buffer.from(bytes)))).Content.Simple.Attachments[0].RawContent).toBe('AAEC+v8=');
    // A view into a larger buffer sends only its own bytes.
    expect(
      JSON.parse(requestBody(attachment(new Uint8Array([9, 0, 1, 2, 250, 255, 9]).subarray(1, 6)))).Content.Simple.Attachments[0]
        .RawContent,
    ).toBe('AAEC+v8=');
  });
});

describe('what SES answers, as the SDK reads it', () => {
  const scripts: [string, Answer[]][] = [
    ['a refusal, named in the header', [refusal(400, 'MessageRejected', 'Email address is not verified.')]],
    ['a refusal, named in the body', [refusal(400, 'BadRequestException', 'Tag value is invalid.', 'body')]],
    ['a paused account', [refusal(400, 'AccountSuspendedException', 'Sending is paused for this account.')]],
    ['a missing configuration set', [refusal(404, 'NotFoundException', 'Configuration set does not exist.')]],
    ...FAILURES,
  ];

  /** What a caller can tell of an outcome: the message id, or the error. */
  const seen = ({ value, error }: Sent['outcome']) =>
    error ? errorSeen(error) : { messageId: (value as { MessageId?: string }).MessageId };

  it.each(scripts)('%s: the same error (or answer) after the same number of attempts', async (_case, script) => {
    const theirs = await bySdk(simpleMail(), script);
    const mine = await byOurs(simpleMail(), script);
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });

  it('reads the error code as the SDK does, whatever wraps it', () => {
    expect(errorCode('MessageRejected:http://internal.amazon.com/coral/com.amazonaws.sesv2/', {})).toBe('MessageRejected');
    expect(errorCode(undefined, { __type: 'com.amazonaws.sesv2#LimitExceededException' })).toBe('LimitExceededException');
    expect(errorCode(undefined, { code: 'NotFoundException' })).toBe('NotFoundException');
    expect(errorCode(undefined, {})).toBe('UnknownError');
  });
});

describe('credentials', () => {
  const names = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
  const saved = names.map((name) => process.env[name]);
  const restore = () =>
    names.forEach((name, index) => {
      const value = saved[index];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    });
  const fromEnvironment = () => createSesApi({ region: REGION, endpoint, maxAttempts: 3 });

  it('come from the function’s environment (a Lambda function’s role, its session token included)', async () => {
    process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
    process.env.AWS_SESSION_TOKEN = CREDENTIALS.sessionToken;
    try {
      const { requests } = await sentBy(() => fromEnvironment().sendEmail(simpleMail()));
      expect(requests[0]?.headers['x-amz-security-token']).toBe(CREDENTIALS.sessionToken);
      expect(await signatureHolds(requests[0] as Arrived)).toBe(true);
    } finally {
      restore();
    }
  });

  it('are named when missing, before anything is sent', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    try {
      const { requests, outcome } = await sentBy(() => fromEnvironment().sendEmail(simpleMail()));
      expect(requests).toHaveLength(0);
      expect(String((outcome as { error: Error }).error)).toMatch(/AWS_ACCESS_KEY_ID/);
    } finally {
      restore();
    }
  });
});
