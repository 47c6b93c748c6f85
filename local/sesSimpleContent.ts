/**
 * What SES v2 refuses in a send's simple content, as its API reference publishes it (Message,
 * MessageHeader, Attachment; docs/decisions/089), which the library behind the local SES does not
 * check; and the encoded words of a subject read as a mail client shows them.
 */

export interface SimpleContent {
  Subject?: { Data?: string };
  Headers?: { Name?: string; Value?: string }[];
  Attachments?: { FileName?: string; RawContent?: string; ContentDisposition?: string; ContentTransferEncoding?: string }[];
}

/** Message.Headers: at most 15. */
const MAX_HEADERS = 15;
/** MessageHeader.Name: printable ASCII but the colon, 1 to 126 characters. */
const HEADER_NAME = /^[!-9;-~]{1,126}$/;
/** MessageHeader.Value: printable ASCII, 1 to 870 characters. */
const HEADER_VALUE = /^[ -~]{1,870}$/;
/** Message.Subject and a From address's display name: 7-bit ASCII, anything else as RFC 2047 encoded words. */
const SEVEN_BIT = /^[\t -~]*$/;
const DISPOSITIONS = new Set(['ATTACHMENT', 'INLINE']);
const TRANSFER_ENCODINGS = new Set(['BASE64', 'QUOTED_PRINTABLE', 'SEVEN_BIT']);

/** Why SES would refuse this send (a BadRequestException's message), or undefined when it takes it. */
export function simpleContentRefusal(content: SimpleContent, from: string | undefined): string | undefined {
  if (from !== undefined && !SEVEN_BIT.test(from)) return 'The From address must be 7-bit ASCII; encode a display name as RFC 2047 words.';
  if (!SEVEN_BIT.test(content.Subject?.Data ?? ''))
    return 'The subject line can only contain 7-bit ASCII characters; use RFC 2047 encoded words.';
  const headers = content.Headers ?? [];
  if (headers.length > MAX_HEADERS) return `At most ${MAX_HEADERS} message headers, not ${headers.length}.`;
  for (const header of headers) {
    if (!HEADER_NAME.test(header.Name ?? '')) return `Invalid message header name ${JSON.stringify(header.Name)}.`;
    if (!HEADER_VALUE.test(header.Value ?? ''))
      return `Invalid value of message header ${header.Name}: printable ASCII, 1 to 870 characters.`;
  }
  for (const attachment of content.Attachments ?? []) {
    const name = attachment.FileName ?? '';
    if (name.length < 1 || name.length > 255) return 'An attachment needs a FileName of 1 to 255 characters.';
    if (!attachment.RawContent) return `Attachment ${name} has no RawContent.`;
    if (attachment.ContentDisposition !== undefined && !DISPOSITIONS.has(attachment.ContentDisposition)) {
      return `Attachment ${name}: ContentDisposition is ATTACHMENT or INLINE.`;
    }
    if (attachment.ContentTransferEncoding !== undefined && !TRANSFER_ENCODINGS.has(attachment.ContentTransferEncoding)) {
      return `Attachment ${name}: ContentTransferEncoding is BASE64, QUOTED_PRINTABLE or SEVEN_BIT.`;
    }
  }
  return undefined;
}
