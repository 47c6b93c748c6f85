import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { InvokedName } from '../queues.ts';
import { awsClientOptions } from './aws.ts';
import { config, invokedFunctionName } from './config.ts';

let client: LambdaClient | undefined;

/**
 * Calls one of the shop's invoked functions (lambdas/routes.ts `invoked`) and waits for its
 * answer; the client is made once per container. A function that throws makes this throw, with
 * its error, so the caller's own retries (the outbox's) take over.
 */
export async function invokeFunction<T>(fn: InvokedName, payload: unknown): Promise<T> {
  client ??= new LambdaClient(awsClientOptions(config.lambdaEndpoint()));
  const { Payload, FunctionError } = await client.send(
    new InvokeCommand({ FunctionName: invokedFunctionName(fn), Payload: new TextEncoder().encode(JSON.stringify(payload)) }),
  );
  const answer = Payload ? new TextDecoder().decode(Payload) : '';
  if (FunctionError) throw new Error(`${fn} failed (${FunctionError}): ${answer.slice(0, 500)}`);
  return JSON.parse(answer) as T;
}
