import http from 'node:http';
import { type InvokedDef, invoked as allInvoked } from '../lambdas/routes.ts';
import { localFunctionName } from './environment.ts';
import { HandlerLoader, invokeHandler } from './handlers.ts';
import { listen } from './ports.ts';

/**
 * The local stand-in for Lambda's Invoke API (request-response), for the functions of
 * lambdas/routes.ts `invoked`: functions call it with the real Lambda client
 * (lambdas/platform/invoke.ts) at LAMBDA_ENDPOINT, and it runs the named function's handler as
 * the local stack runs every function (its own scope: only what its `uses` grants). It answers
 * as Lambda does: the handler's result as JSON; a handler that throws, or answers more than Lambda
 * returns (local/handlers.ts), 200 with X-Amz-Function-Error and the error; an unknown name, 404
 * ResourceNotFoundException; a payload of 6 MB or more, 413 RequestEntityTooLargeException.
 */

/** A request-response invocation's payload must be smaller than this (Lambda's words: "smaller than 6291456 bytes"). */
export const INVOKE_REQUEST_LIMIT_BYTES = 6 * 1024 * 1024;

export interface LocalLambdaOptions {
  /** 0 picks a free port. */
  port: number;
  /** The name each invoked function has in the functions' environment (`localFunctionName`). */
  stage: string;
  invoked?: readonly InvokedDef[];
  /** Where handler modules live (lambdas/ unless a test points at its fixtures). */
  handlersDir?: string;
  /** Like the function's timeout. */
  handlerTimeoutMs?: number;
}

export interface LocalLambda {
  endpoint: string;
  stop(): Promise<void>;
}

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

export async function startLocalLambda(options: LocalLambdaOptions): Promise<LocalLambda> {
  const loader = new HandlerLoader(options.handlersDir);
  const byName = new Map((options.invoked ?? allInvoked).map((def) => [localFunctionName(options.stage, def.name), def]));
  const timeoutMs = options.handlerTimeoutMs ?? 15_000;

  const server = http.createServer(async (request, response) => {
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    const match = INVOKE_PATH.exec(new URL(request.url ?? '/', 'http://lambda').pathname);
    if (request.method !== 'POST' || !match) return answer(404, { message: 'Only Invoke is here.' });
    const def = byName.get(decodeURIComponent(match[1] ?? ''));
    if (!def) {
      return answer(404, { Type: 'User', message: `Function not found: ${match[1]}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (size >= INVOKE_REQUEST_LIMIT_BYTES) {
      return answer(
        413,
        { Type: 'User', message: `Request must be smaller than ${INVOKE_REQUEST_LIMIT_BYTES} bytes for the InvokeFunction operation` },
        { 'x-amzn-errortype': 'RequestEntityTooLargeException' },
      );
    }
    try {
      const event = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
      const result = await invokeHandler(loader, { name: `invoked ${def.name}`, handler: def.handler, uses: def.uses }, event, timeoutMs);
      answer(200, result ?? null);
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      answer(200, { errorType: name, errorMessage: message }, { 'x-amz-function-error': 'Unhandled' });
    }
  });
  const port = await listen(server, options.port, 'LAMBDA_PORT');
  return {
    endpoint: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
