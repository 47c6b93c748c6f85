import { recordSes } from '../testing/sesRecorder.ts';
import fc from 'fast-check';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigForTests } from './config.ts';
import { log } from './log.ts';
import { decodedWords, headerText } from './mailHeaderText.ts';
import { createFakeMailer, createSesMailer, type Mail } from './mailer.ts';
import { findSuppression, liftSuppression, maskedAddress, suppress } from './mailSuppression.ts';
import { countMetric } from './metrics.ts';
import { mailKeyTag } from './sentMails.ts';

vi.mock('./metrics.ts', async (original) => ({ ...(await original<typeof import('./metrics.ts')>()), countMetric: vi.fn() }));

const ses = recordSes();
// The mock is on the class: the files after this one in the worker get the real client back.
afterAll(() => ses.restore());
const pdf = new TextEncoder().encode('%PDF-1.3\nnot really a PDF, but bytes all the same\n%%EOF');

const mail: Mail = {
  to: 'durda.simic@example.hr',
  subject: 'Your Tkanica invoice 17/ZG1/1 for order TK-000123 – Đurđa',
  text: 'Dear Đurđa Šimić,\n\nyour invoice is attached.',
  html: '<p>Dear Đurđa Šimić,</p><p>your invoice is attached.</p>',
  attachments: [{ filename: 'Tkanica-racun-17-ZG1-1.pdf', content: pdf, contentType: 'application/pdf' }],
  idempotencyKey: 'invoice:17/ZG1/1',
};

beforeEach(() => {
  ses.reset();
  process.env.MAIL_FROM = 'shop@tkanica.hr';
  // A call that escapes the mock fails against a dead port instead of reaching AWS.
  process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  resetConfigForTests();
});

afterEach(() => {
  delete process.env.MAIL_FROM;
  delete process.env.SES_ENDPOINT;
  resetConfigForTests();
});

function sentSend() {
  const calls = ses.calls;
  expect(calls).toHaveLength(1);
  const input = calls[0];
  const simple = input?.Content?.Simple;
  if (!input || !simple) throw new Error('SendEmailCommand carried no simple content');
  return { input, simple };
}

describe('createSesMailer', () => {
  it('sends one mail as SES v2 simple content in the configuration set and answers with the SES message id', async () => {
    ses.resolves({ MessageId: 'ses-0001' });
    const result = await createSesMailer().send(mail);
    expect(result).toEqual({ status: 'sent', messageId: 'ses-0001' });
    const { input } = sentSend();
    expect(Object.keys(input)).toEqual(['FromEmailAddress', 'Destination', 'ConfigurationSetName', 'Content', 'EmailTags']);
    expect(Object.keys(input.Content ?? {})).toEqual(['Simple']);
    // The key as a tag SES takes, which its Send event brings back (lambdas/platform/sentMails.ts).
    expect(input.EmailTags).toEqual([{ Name: 'shop-mail-key', Value: mailKeyTag('invoice:17/ZG1/1') }]);
    expect(input.EmailTags?.[0]?.Value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The set whose event destination brings bounces and complaints back (cdk/lib/mail.ts).
    expect(input.ConfigurationSetName).toBe(process.env.MAIL_CONFIGURATION_SET);
    expect(input.ConfigurationSetName).toMatch(/^shop-.+-mail$/);
  });

  it('puts sender, recipient, subject, both bodies, the key header and the PDF into the message', async () => {
    ses.resolves({ MessageId: 'ses-0002' });
    await createSesMailer().send(mail);
    const { input, simple } = sentSend();

    expect(input.FromEmailAddress).toBe('Tkanica <shop@tkanica.hr>');
    expect(input.Destination).toEqual({ ToAddresses: ['durda.simic@example.hr'] });
    // SES takes a 7-bit subject only: the Croatian letters travel as encoded words.
    expect(simple.Subject?.Data).toMatch(/^[ -~]+$/);
    expect(decodedWords(simple.Subject?.Data ?? '')).toBe(mail.subject);
    expect(simple.Body?.Text).toEqual({ Data: mail.text, Charset: 'UTF-8' });
    expect(simple.Body?.Html?.Data).toContain('<p>Dear Đurđa Šimić,</p>');
    expect(simple.Headers).toEqual([{ Name: 'X-Idempotency-Key', Value: 'invoice:17/ZG1/1' }]);

    expect(simple.Attachments).toHaveLength(1);
    const [attachment] = simple.Attachments ?? [];
    expect(attachment).toMatchObject({
      FileName: 'Tkanica-racun-17-ZG1-1.pdf',
      ContentType: 'application/pdf',
      ContentDisposition: 'ATTACHMENT',
      ContentTransferEncoding: 'BASE64',
    });
    expect(Buffer.from(attachment?.RawContent ?? []).equals(Buffer.from(pdf))).toBe(true);
  });

  it('sends a text-only mail without attachments, headers or a key; a reply address when it has one', async () => {
    ses.resolves({ MessageId: 'ses-0003' });
    await createSesMailer().send({ to: 'a@example.hr', subject: 'Hello', text: 'Plain.', replyTo: 'visitor@example.hr' });
    const { input, simple } = sentSend();
    expect(simple.Subject?.Data).toBe('Hello');
    expect(simple.Body).toEqual({ Text: { Data: 'Plain.', Charset: 'UTF-8' } });
    expect(simple.Attachments).toBeUndefined();
    expect(simple.Headers).toBeUndefined();
    expect(input.ReplyToAddresses).toEqual(['visitor@example.hr']);
    expect(input.EmailTags).toBeUndefined();
  });

  it('writes any subject as SES takes it: printable ASCII, encoded words of at most 75 characters, read back as written', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.constantFrom('=?UTF-8?B?SGk=?=', 'Hi\r\nBcc: x@example.hr')),
        (subject) => {
          const written = headerText(subject);
          expect(written).toMatch(/^[ -~]*$/);
          for (const word of written.match(/=\?[^ ]*\?=/g) ?? []) expect(word.length).toBeLessThanOrEqual(75);
          expect(decodedWords(written)).toBe(subject);
        },
      ),
    );
  });

  it('lets an SES refusal reach the caller', async () => {
    ses.rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    await expect(createSesMailer().send(mail)).rejects.toThrow('Email address is not verified.');
  });

  it('fails at creation, naming the variable, when MAIL_FROM is missing', () => {
    delete process.env.MAIL_FROM;
    resetConfigForTests();
    expect(() => createSesMailer()).toThrow(/MAIL_FROM/);
  });

  it('fails at creation, naming the variable, when MAIL_CONFIGURATION_SET is missing', () => {
    const set = process.env.MAIL_CONFIGURATION_SET;
    delete process.env.MAIL_CONFIGURATION_SET;
    resetConfigForTests();
    try {
      expect(() => createSesMailer()).toThrow(/MAIL_CONFIGURATION_SET/);
    } finally {
      process.env.MAIL_CONFIGURATION_SET = set;
    }
  });
});

describe('the check of the suppression list before every send', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  // An address of its own per test run: the list lives in the worker's customers table.
  const bounced = `Bounced.${Date.now()}@Example.hr`;

  it('does not send to a suppressed address, whatever its case, and says so in a log line and a metric', async () => {
    ses.resolves({ MessageId: 'ses-0004' });
    await suppress({ email: bounced, reason: 'bounce', detail: 'Permanent/General', at: now.toISOString(), feedbackId: 'fb-1' }, now);
    const warn = vi.spyOn(log, 'warn');
    try {
      const result = await createSesMailer().send({ ...mail, to: bounced.toLowerCase() });
      expect(result).toMatchObject({
        status: 'suppressed',
        suppression: { reason: 'bounce', feedbackId: 'fb-1', email: bounced.toLowerCase() },
      });
      expect(ses.calls).toHaveLength(0);
      expect(warn).toHaveBeenCalledWith(
        'mail not sent: the address is on the suppression list',
        expect.objectContaining({
          to: maskedAddress(bounced),
          idempotencyKey: 'invoice:17/ZG1/1',
          reason: 'bounce',
        }),
      );
      expect(countMetric).toHaveBeenCalledWith('MailSuppressed', 1, { name: 'reason', value: 'bounce' });
    } finally {
      warn.mockRestore();
    }
  });

  it('sends again once the entry is lifted', async () => {
    ses.resolves({ MessageId: 'ses-0005' });
    const lifted = `lifted.${Date.now()}@example.hr`;
    await suppress({ email: lifted, reason: 'complaint', detail: 'abuse', at: now.toISOString(), feedbackId: 'fb-2' }, now);
    expect(await liftSuppression(lifted, now)).toMatchObject({ reason: 'complaint' });
    expect(await findSuppression(lifted)).toBeUndefined();
    await expect(createSesMailer().send({ ...mail, to: lifted })).resolves.toEqual({ status: 'sent', messageId: 'ses-0005' });
  });

  it('masks the address it logs', () => {
    expect(maskedAddress('Đurđa <Durda.Simic@Example.hr>')).toBe('d***@example.hr');
    expect(maskedAddress('nobody')).toBe('***');
  });
});

describe('createFakeMailer', () => {
  it('records every mail it is given, duplicates included', async () => {
    const mailer = createFakeMailer();
    const first = await mailer.send(mail);
    await mailer.send(mail);
    expect(first).toEqual({ status: 'sent', messageId: 'fake-1' });
    expect(mailer.sent.map((sent) => [sent.to, sent.idempotencyKey, sent.messageId])).toEqual([
      ['durda.simic@example.hr', 'invoice:17/ZG1/1', 'fake-1'],
      ['durda.simic@example.hr', 'invoice:17/ZG1/1', 'fake-2'],
    ]);
    expect(mailer.sent[0]?.attachments?.[0]?.filename).toBe('Tkanica-racun-17-ZG1-1.pdf');
  });

  it('can be made to fail like SES', async () => {
    const mailer = createFakeMailer();
    mailer.failWith(new Error('SES is down'));
    await expect(mailer.send(mail)).rejects.toThrow('SES is down');
    expect(mailer.sent).toHaveLength(0);
    mailer.failWith(undefined);
    await expect(mailer.send(mail)).resolves.toEqual({ status: 'sent', messageId: 'fake-1' });
  });

  it('keeps apart what it did not send to a suppressed address', async () => {
    const mailer = createFakeMailer();
    mailer.suppress('Durda.Simic@example.hr', 'complaint');
    await expect(mailer.send(mail)).resolves.toMatchObject({ status: 'suppressed', suppression: { reason: 'complaint' } });
    expect(mailer.sent).toHaveLength(0);
    expect(mailer.notSent.map((m) => m.to)).toEqual(['durda.simic@example.hr']);
  });
});
