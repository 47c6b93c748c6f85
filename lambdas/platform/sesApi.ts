import type { SendEmailCommandInput, SendEmailCommandOutput } from '@aws-sdk/client-sesv2';
import { type AwsApiOptions, awsApi } from './awsRequest.ts';

/**
 * SES v2's SendEmail as the shop calls it: the request the SDK's SESv2Client would send (its
 * path, JSON body, signature, retries and errors) made with the SDK's own parts
 * (lambdas/platform/awsRequest.ts), without the client's 62 KB in every function that sends
 * mail (docs/decisions/097-aws-calls-without-their-clients.md). sesApi.test.ts has the SDK's
 * client and this one send the same request for any mail, and end with the same errors.
 */

/** The one operation the shop calls. */
export type SendEmailRequest = SendEmailCommandInput;
export type SendEmailResponse = Pick<SendEmailCommandOutput, 'MessageId'>;

/** The port the mailer sends through: SES, or a test's recorder. */
export interface SesApi {
  sendEmail(request: SendEmailRequest): Promise<SendEmailResponse>;
}

/**
 * The JSON body of a request, as SES's REST-JSON protocol takes it: blobs in base64, nothing
 * undefined. The blob is read from its holder, as a Buffer's own toJSON runs before a replacer sees it.
 */
export function requestBody(request: SendEmailRequest): string {
  return JSON.stringify(request, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Uint8Array
      ? Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64')
      : value;
  });
}

/** SES v2's SendEmail, signed, sent and retried as the SDK's client does. */
export function createSesApi(options: AwsApiOptions): SesApi {
  const call = awsApi('ses', 'email', options);
  return {
    async sendEmail(request) {
      const answer = await call({ path: '/v2/email/outbound-emails', contentType: 'application/json', body: requestBody(request) });
      const { MessageId } = JSON.parse(new TextDecoder().decode(answer.body)) as SendEmailResponse;
      return { MessageId };
    },
  };
}
