import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Answers with the event it was given, so tests can see what the local API Gateway built. */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  return {
    statusCode: 201,
    headers: { 'Content-Type': 'application/json', 'X-Echo': 'yes' },
    cookies: ['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/'],
    body: JSON.stringify(event),
  };
}
