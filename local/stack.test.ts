import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startLocalStack } from './stack.ts';

describe('the local stack', () => {
  it('starts every part, sets the handlers environment, reports health, and stops without leftovers', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
    const tableBefore = process.env.TABLE_CATALOG;
    const stack = await startLocalStack({
      dataDir,
      ports: { shop: 0, dynamo: 0, ses: 0, payments: 0, sqs: 0 },
      seed: false,
      inMemory: true,
      quiet: true,
    });
    try {
      expect(process.env.TABLE_CATALOG).toBe('shop-local-catalog');
      expect(process.env.DYNAMODB_ENDPOINT).toBe(stack.urls.dynamo);
      expect(process.env.QUEUE_PAYMENT_EVENTS_URL).toBe(stack.urls.sqs);
      expect(process.env.SES_ENDPOINT).toBe(stack.urls.mailInbox);
      // The configuration set the local SES server knows, whose events reach the mailEvents queue.
      expect(process.env.MAIL_CONFIGURATION_SET).toBe('shop-local-mail');
      expect(process.env.SHOP_URL).toBe(stack.urls.shop);
      expect(process.env.STRIPE_SECRET_KEY).toMatch(/^sk_test_local_/);
      expect(process.env.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_local_/);
      expect(process.env.AWS_ACCESS_KEY_ID).toBe('local');

      const health = await fetch(stack.urls.health);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        dynamo: { status: 'up' },
        ses: { status: 'up' },
        payments: { status: 'up' },
        queue: { status: 'up' },
      });
      expect(health.status).toBe(200);
      expect((await fetch(`${stack.urls.shop}/api/no-such-call`)).status).toBe(404);
      expect((await fetch(stack.urls.mailStore)).status).toBe(200);
      // The eRačun intermediary's stand-in: the shop's adapter points at it, with its local API user.
      expect(process.env.ERACUN_API_URL).toBe(stack.urls.eracun);
      expect(JSON.parse(process.env.ERACUN_SECRET ?? '{}')).toMatchObject({ username: 'local-shop' });
      expect(await (await fetch(stack.urls.eracun)).text()).toContain('No eRačun has been received yet.');
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(process.env.TABLE_CATALOG).toBe(tableBefore);
    await expect(fetch(stack.urls.health)).rejects.toThrow();
    await expect(fetch(stack.urls.dynamo)).rejects.toThrow();
  });

  it('runs without the payment simulator when told to, its payment calls going to a dead port rather than out', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stack-test-'));
    const stack = await startLocalStack({
      dataDir,
      ports: { shop: 0, dynamo: 0, ses: 0, payments: 0, sqs: 0 },
      seed: false,
      inMemory: true,
      quiet: true,
      simulators: { payments: null },
    });
    try {
      expect(stack.urls.payments).toBeUndefined();
      expect(stack.urls.paymentsOperator).toBeUndefined();
      expect(process.env.STRIPE_API_URL).toBe('http://127.0.0.1:9');
      const health = await fetch(stack.urls.health);
      expect(await health.json()).toMatchObject({ status: 'degraded', payments: { status: 'missing' }, fiscal: { status: 'up' } });
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
