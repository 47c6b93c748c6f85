import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Answers with a frame option of its own, which CloudFront's policy overrides. */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  return { statusCode: 200, headers: { 'Content-Type': 'text/plain', 'X-Frame-Options': 'SAMEORIGIN' }, body: 'framed' };
}
