import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '../lambdas/platform/overload.ts';
import { clearTables } from '../test/tables.ts';
import { smallCatalog, writeCatalog } from '../lambdas/testing/catalogFixture.ts';
import { startApiServer } from './apiServer.ts';
import { REPO_ROOT } from './handlers.ts';

describe('the local API server under load', () => {
  it('answers 503 with Retry-After when a function runs past the integration timeout, as API Gateway does', async () => {
    const server = await startApiServer({
      port: 0,
      routes: [{ method: 'GET', path: '/api/slow', handler: 'api/slow', uses: {} }],
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      handlerTimeoutMs: 100,
      quiet: true,
    });
    try {
      const response = await fetch(`${server.url}/api/slow`);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ message: BUSY_MESSAGE });
    } finally {
      await server.stop();
    }
  });

  describe('while password hashing is busy', () => {
    let child: ChildProcess;
    let url: string;

    beforeAll(async () => {
      await clearTables('customers', 'catalog');
      await writeCatalog(smallCatalog());
      // A server process of its own, so that its hashing and its catalog calls share one pool of threads, as in `npm start`.
      child = spawn(process.execPath, ['--import', 'tsx', path.join('local', 'test-fixtures', 'apiServerChild.ts')], {
        cwd: REPO_ROOT,
        env: process.env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /"url":"([^"]+)"/.exec(out);
          if (found?.[1]) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened`)));
      });
    });
    afterAll(() => {
      child?.kill('SIGKILL');
    });

    it('answers a product page before the logins that wait for hashing', async () => {
      const finished: string[] = [];
      const call = (name: string, route: string, body?: unknown) =>
        fetch(`${url}${route}`, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json' } : {},
          body: body ? JSON.stringify(body) : undefined,
        }).then((response) => {
          finished.push(name);
          return response.status;
        });
      // Eight logins, each one scrypt: two hash at once, six wait their turn.
      const logins = Array.from({ length: 8 }, (_, i) =>
        call(`login ${i}`, '/api/auth/login', { email: `crowd-${i}@example.hr`, password: 'not-the-password' }),
      );
      // Once they are all hashing or waiting, a shopper opens a product (its function's first call).
      await new Promise((resolve) => setTimeout(resolve, 500));
      const product = await call('product', '/api/products/dress-01');

      expect(product).toBe(200);
      expect(await Promise.all(logins)).toEqual(Array(8).fill(401));
      // At most the two logins hashing when it came finished before it.
      expect(finished.indexOf('product')).toBeLessThanOrEqual(2);
    });
  });
});
