import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearInbox, type LocalMail, readInbox, startMailServer } from './mail.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('the local SES server', () => {
  let mail: LocalMail;
  let ses: SESv2Client;
  beforeAll(async () => {
    mail = await startMailServer({ port: 0 });
    ses = new SESv2Client({
      endpoint: mail.url,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterAll(async () => {
    ses?.destroy();
    await mail?.stop();
  });
  beforeEach(async () => {
    await clearInbox(mail.url);
  });

  it('keeps a raw MIME mail sent with SES v2, with its PDF attachment', async () => {
    const boundary = 'part-boundary';
    const mime = new TextEncoder().encode(
      [
        'From: Slow Fashion <shop@slow-fashion.example>',
        'To: ana@example.com',
        'Subject: Your invoice 2026-000001',
        'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thank you for ordering!',
        `--${boundary}`,
        'Content-Type: application/pdf; name="invoice-2026-000001.pdf"',
        'Content-Disposition: attachment; filename="invoice-2026-000001.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        pdf.toString('base64'),
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );

    const sent = await ses.send(new SendEmailCommand({ Content: { Raw: { Data: mime } } }));

    const emails = await readInbox(mail.url);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.messageId).toBe(sent.MessageId);
    expect(email?.subject).toBe('Your invoice 2026-000001');
    expect(email?.destination.to).toEqual(['ana@example.com']);
    expect(email?.body.text?.trim()).toBe('Thank you for ordering!');
    expect(email?.attachments).toHaveLength(1);
    expect(email?.attachments[0]).toMatchObject({ filename: 'invoice-2026-000001.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(email?.attachments[0]?.content ?? '', 'base64').equals(pdf)).toBe(true);
  });

  it('keeps a simple mail and shows the inbox page', async () => {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: 'shop@slow-fashion.example',
        Destination: { ToAddresses: ['ana@example.com'] },
        Content: { Simple: { Subject: { Data: 'Back in stock' }, Body: { Text: { Data: 'Size M is back.' } } } },
      }),
    );
    expect((await readInbox(mail.url)).map((e) => e.subject)).toEqual(['Back in stock']);
    const page = await fetch(mail.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  /** A simple send as the shop's mailer makes it (lambdas/platform/mailer.ts). */
  const simpleSend = (simple: Record<string, unknown>, from = 'Tkanica <shop@tkanica.hr>') =>
    ses.send(
      new SendEmailCommand({
        FromEmailAddress: from,
        Destination: { ToAddresses: ['ana@example.com'] },
        Content: { Simple: { Subject: { Data: 'Your invoice' }, Body: { Text: { Data: 'Attached.' } }, ...simple } },
      }),
    );

  it('keeps a simple mail with its attachment and headers, its encoded subject as a mail client shows it', async () => {
    await simpleSend({
      Subject: { Data: '=?UTF-8?B?VmHFoSByYcSNdW4g?= =?UTF-8?B?MTcvWkcxLzE=?=', Charset: 'UTF-8' },
      Headers: [{ Name: 'X-Idempotency-Key', Value: 'invoice:17/ZG1/1' }],
      Attachments: [
        { FileName: 'Tkanica-racun-17-ZG1-1.pdf', RawContent: pdf, ContentType: 'application/pdf', ContentDisposition: 'ATTACHMENT' },
      ],
    });
    const [email] = await readInbox(mail.url);
    expect(email?.subject).toBe('Vaš račun 17/ZG1/1');
    expect(email?.attachments).toMatchObject([{ filename: 'Tkanica-racun-17-ZG1-1.pdf', contentType: 'application/pdf' }]);
    expect(Buffer.from(email?.attachments[0]?.content ?? '', 'base64').equals(pdf)).toBe(true);
  });

  it.each([
    ['a subject that is not 7-bit ASCII', { Subject: { Data: 'Vaš račun' } }, /7-bit ASCII/],
    ['more than 15 headers', { Headers: Array.from({ length: 16 }, (_, i) => ({ Name: `X-H${i}`, Value: 'v' })) }, /At most 15/],
    ['a header name with a colon', { Headers: [{ Name: 'X:Key', Value: 'v' }] }, /header name/],
    ['a header value with a line break', { Headers: [{ Name: 'X-Key', Value: 'a\r\nBcc: x@example.hr' }] }, /value of message header/],
    ['an empty header value', { Headers: [{ Name: 'X-Key', Value: '' }] }, /value of message header/],
    ['an attachment without a name', { Attachments: [{ FileName: '', RawContent: pdf }] }, /FileName/],
    [
      'an attachment disposition SES does not know',
      { Attachments: [{ FileName: 'a.pdf', RawContent: pdf, ContentDisposition: 'attachment' }] },
      /ContentDisposition/,
    ],
  ])('refuses, as SES does, %s, and keeps nothing', async (_, simple, message) => {
    await expect(simpleSend(simple)).rejects.toThrow(message);
    expect(await readInbox(mail.url)).toEqual([]);
  });

  it('refuses a sender whose display name is not 7-bit ASCII', async () => {
    await expect(simpleSend({}, 'Tkanica Đakovo <shop@tkanica.hr>')).rejects.toThrow(/From address/);
  });
});
