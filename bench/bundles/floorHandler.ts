import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import * as z from 'zod/mini';

/**
 * The floor of part 4: the least a shop handler can be. It validates one field with zod/mini,
 * does one GetItem through @aws-sdk/lib-dynamodb and writes one structured log line through
 * the Powertools logger, which every shop function carries (lambdas/platform/log.ts), so the
 * budget compares like with like. Every handler is compared with it.
 */
const Params = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const logger = new Logger({ serviceName: 'floor' });

export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  logger.setCorrelationId(event.requestContext?.requestId ?? 'unknown');
  const params = Params.safeParse(event.pathParameters ?? {});
  if (!params.success) return { statusCode: 400, body: JSON.stringify({ message: 'id is required' }) };
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_CATALOG, Key: { pk: `P#${params.data.id}`, sk: 'P' } }));
  logger.info('product read', { found: Boolean(Item) });
  return { statusCode: Item ? 200 : 404, body: JSON.stringify(Item ?? {}) };
};
