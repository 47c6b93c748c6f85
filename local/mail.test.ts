import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
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
    const mime = await new MailComposer({
      from: 'Slow Fashion <shop@slow-fashion.example>',
      to: 'ana@example.com',
      subject: 'Your invoice 2026-000001',
      text: 'Thank you for ordering!',
      html: '<p>Thank you for ordering!</p>',
      attachments: [{ filename: 'invoice-2026-000001.pdf', contentType: 'application/pdf', content: pdf }],
    })
      .compile()
      .build();

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
});
