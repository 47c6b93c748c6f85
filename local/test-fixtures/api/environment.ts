import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { tableName } from '../../../lambdas/platform/config.ts';
import { functionEnv } from '../../../lambdas/platform/functionScope.ts';

// Read when the module loads, as a Lambda function's cold start would.
const atColdStart = Object.keys(functionEnv()).sort();

/** Answers with the variables the function sees (at its cold start and now) and what naming the orders table gives. */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  let orders: string;
  try {
    orders = tableName('orders');
  } catch (error) {
    orders = error instanceof Error ? error.message : String(error);
  }
  return { statusCode: 200, body: JSON.stringify({ atColdStart, now: Object.keys(functionEnv()).sort(), orders }) };
}
