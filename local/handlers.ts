import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { LOCAL_ACCOUNT_ID } from './environment.ts';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const LAMBDAS_DIR = path.join(REPO_ROOT, 'lambdas');

/** A loaded module's handler; its own file types the event. */
export type LambdaHandler = (event: any, context: Context) => unknown;

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

/** Calls a handler as Lambda would, failing with HandlerTimeoutError after `timeoutMs`. */
export async function invokeHandler(loader: HandlerLoader, modulePath: string, event: unknown, timeoutMs: number): Promise<unknown> {
  const handler = await loader.load(modulePath);
  const context = lambdaContext(functionName(modulePath), timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HandlerTimeoutError(modulePath, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
