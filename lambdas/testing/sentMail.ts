import type { SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { decodedWords } from '../platform/mailHeaderText.ts';

/** A mail as the shop's mailer hands it to SES (simple content), read as its recipient sees it. */
export interface SentMail {
  from?: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text?: string;
  html?: string;
  headers: Record<string, string>;
  attachments: { filename?: string; contentType?: string; content: Buffer }[];
}

export function sentMail(input: SendEmailCommandInput | undefined): SentMail {
  const simple = input?.Content?.Simple;
  if (!simple) throw new Error('The send carried no simple content');
  return {
    from: input.FromEmailAddress,
    to: input.Destination?.ToAddresses ?? [],
    replyTo: input.ReplyToAddresses ?? [],
    subject: decodedWords(simple.Subject?.Data ?? ''),
    text: simple.Body?.Text?.Data,
    html: simple.Body?.Html?.Data,
    headers: Object.fromEntries((simple.Headers ?? []).map((header) => [header.Name ?? '', header.Value ?? ''])),
    attachments: (simple.Attachments ?? []).map((attachment) => ({
      filename: attachment.FileName,
      contentType: attachment.ContentType,
      content: Buffer.from(attachment.RawContent ?? []),
    })),
  };
}
