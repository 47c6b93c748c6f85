import type { InvokedName } from '../queues.ts';
import { awsClientOptions } from './aws.ts';
import { type AwsApiOptions, awsApi, pathLabel } from './awsRequest.ts';
import { config, invokedFunctionName } from './config.ts';

/** What Lambda's Invoke (request-response) answers: the function's result, or its error with `functionError` set. */
export interface Invocation {
  statusCode: number;
  functionError?: string;
  payload: Uint8Array;
}

/**
 * Lambda's Invoke as the SDK's LambdaClient sends it (its path, payload, signature, retries and
 * errors), made with the SDK's own parts (lambdas/platform/awsRequest.ts), without the client's
 * 71 KB in the functions that ask renderInvoicePdf for a PDF
 * (docs/decisions/097-aws-calls-without-their-clients.md); invoke.test.ts judges it by the
 * SDK's client.
 */
export function createLambdaApi(options: AwsApiOptions): { invoke(functionName: string, payload: Uint8Array): Promise<Invocation> } {
  const call = awsApi('lambda', 'lambda', options);
  return {
    async invoke(functionName, payload) {
      const answer = await call({
        path: `/2015-03-31/functions/${pathLabel(functionName)}/invocations`,
        contentType: 'application/octet-stream',
        body: payload,
      });
      const functionError = answer.headers['x-amz-function-error'];
      return { statusCode: answer.statusCode, payload: answer.body, ...(functionError ? { functionError } : {}) };
    },
  };
}

let client: ReturnType<typeof createLambdaApi> | undefined;

/**
 * Calls one of the shop's invoked functions (lambdas/routes.ts `invoked`) and waits for its
 * answer; the client is made once per container. A function that throws makes this throw, with
 * its error, so the caller's own retries (the outbox's) take over.
 */
export async function invokeFunction<T>(fn: InvokedName, payload: unknown): Promise<T> {
  client ??= createLambdaApi(awsClientOptions(config.lambdaEndpoint()));
  const invocation = await client.invoke(invokedFunctionName(fn), new TextEncoder().encode(JSON.stringify(payload)));
  const answer = new TextDecoder().decode(invocation.payload);
  if (invocation.functionError) throw new Error(`${fn} failed (${invocation.functionError}): ${answer.slice(0, 500)}`);
  return JSON.parse(answer) as T;
}
