import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { functionScope } from '../lambdas/grants.ts';
import { dynamo } from '../lambdas/platform/dynamo.ts';
import { type FunctionScope, runAsFunction } from '../lambdas/platform/functionScope.ts';
import { guardTableAccess } from '../lambdas/platform/tableAccess.ts';
import type { Uses } from '../lambdas/routes.ts';
import { LOCAL_ACCOUNT_ID } from './environment.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LAMBDAS_DIR = path.join(REPO_ROOT, 'lambdas');

/** A loaded module's handler; its own file types the event. */
export type LambdaHandler = (event: any, context: Context) => unknown;

/** A function of lambdas/routes.ts as the local stack runs it. */
export interface LocalFunction {
  /** What it is, for messages: `POST /api/orders`, `job cancelUnpaidTransfers`. */
  name: string;
  /** Its module below the handlers' folder, without `.ts`. */
  handler: string;
  /** What it is granted: all it sees of the environment and of the tables. */
  uses: Uses;
}

/** What Lambda returns of a function's answer at most (its request-response limit, as its runtime counts it). */
export const MAX_RESPONSE_BYTES = 6_291_556;

/** Lambda's refusal of an answer larger than it returns; the caller sees a function error. */
export class ResponseSizeTooLargeError extends Error {
  constructor(bytes: number) {
    super(`Response payload size (${bytes} bytes) exceeded maximum allowed payload size (${MAX_RESPONSE_BYTES} bytes).`);
    this.name = 'Function.ResponseSizeTooLarge';
  }
}

export class HandlerTimeoutError extends Error {
  constructor(modulePath: string, timeoutMs: number) {
    super(`${modulePath} did not finish within ${timeoutMs} ms`);
    this.name = 'HandlerTimeoutError';
  }
}

/**
 * Imports handler modules below a directory on first use, the way Lambda loads a function on
 * a cold start: the environment must be set before the first call. Modules that do not exist
 * yet are looked for again on the next call, so a handler written while the stack runs is found.
 */
export class HandlerLoader {
  private readonly loaded = new Map<string, Promise<LambdaHandler>>();
  private readonly scopes = new Map<string, FunctionScope>();

  constructor(readonly baseDir: string = LAMBDAS_DIR) {}

  load(modulePath: string, exportName = 'handler'): Promise<LambdaHandler> {
    const key = `${modulePath}#${exportName}`;
    let loading = this.loaded.get(key);
    if (!loading) {
      loading = this.importHandler(modulePath, exportName);
      this.loaded.set(key, loading);
      loading.catch(() => this.loaded.delete(key));
    }
    return loading;
  }

  /**
   * The scope a function runs in: made from the stack's environment at its first call and
   * kept, as a warm Lambda container keeps what it made at its cold start.
   */
  scopeOf(fn: LocalFunction): FunctionScope {
    const key = `${fn.name}#${fn.handler}`;
    let scope = this.scopes.get(key);
    if (!scope) {
      scope = functionScope(fn.name, fn.uses);
      this.scopes.set(key, scope);
    }
    return scope;
  }

  private async importHandler(modulePath: string, exportName: string): Promise<LambdaHandler> {
    const file = ['.ts', '.js', ''].map((ext) => path.join(this.baseDir, modulePath + ext)).find((f) => existsSync(f));
    if (!file) {
      throw new Error(`Handler module ${path.relative(REPO_ROOT, path.join(this.baseDir, modulePath))}.ts does not exist`);
    }
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const handler = module[exportName];
    if (typeof handler !== 'function') {
      throw new Error(`${path.relative(REPO_ROOT, file)} does not export a function named ${exportName}`);
    }
    return handler as LambdaHandler;
  }
}

/** A Lambda context good enough for middy and for code that logs the request id. */
export function lambdaContext(functionName: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  const region = process.env.AWS_REGION ?? 'eu-central-1';
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:${LOCAL_ACCOUNT_ID}:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

export function functionName(modulePath: string): string {
  return `shop-${process.env.STAGE ?? 'local'}-${modulePath.replaceAll('/', '-')}`;
}

/**
 * Calls a handler as Lambda would, failing with HandlerTimeoutError after `timeoutMs`. The
 * module's cold start and the call run as the function (lambdas/platform/functionScope.ts):
 * with only the variables its `uses` grants, and DynamoDB refusing what its grants do not
 * allow (lambdas/platform/tableAccess.ts). An answer larger than Lambda returns fails as it does there.
 */
export async function invokeHandler(
  loader: HandlerLoader,
  fn: LocalFunction,
  event: unknown,
  timeoutMs: number,
  /** Called once the module is loaded, as the handler is about to run on the event. */
  onRun?: () => void,
): Promise<unknown> {
  // Made here, outside any function's scope, with the stack's whole environment.
  guardTableAccess(dynamo());
  return runAsFunction(loader.scopeOf(fn), async () => {
    const handler = await loader.load(fn.handler);
    onRun?.();
    const context = lambdaContext(functionName(fn.handler), timeoutMs);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HandlerTimeoutError(fn.handler, timeoutMs)), timeoutMs);
    });
    try {
      const result = await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
      const bytes = Buffer.byteLength(JSON.stringify(result) ?? 'null');
      if (bytes > MAX_RESPONSE_BYTES) throw new ResponseSizeTooLargeError(bytes);
      return result;
    } finally {
      clearTimeout(timer);
    }
  });
}
