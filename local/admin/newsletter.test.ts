import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { subscriberKey } from '../../lambdas/content/contentKeys.ts';
import type { SubscriberItem } from '../../lambdas/content/newsletterItems.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-newsletter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function subscriber(email: string, status: SubscriberItem['status'], confirmedAt?: string) {
  const item: SubscriberItem = {
    ...subscriberKey(email),
    email,
    status,
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...(confirmedAt ? { confirmedAt } : {}),
  };
  await dynamo().send(new PutCommand({ TableName: tableName('content'), Item: item }));
}

beforeEach(async () => {
  await clearTables('content');
  await subscriber('mia@example.hr', 'CONFIRMED', '2026-10-03T09:00:00.000Z');
  await subscriber('ana@example.hr', 'CONFIRMED', '2026-10-02T09:00:00.000Z');
  await subscriber('iva@example.hr', 'PENDING');
  await subscriber('eva@example.hr', 'UNSUBSCRIBED', '2026-10-01T09:00:00.000Z');
});

describe('newsletter export', () => {
  it('writes the confirmed subscribers as CSV, to stdout or a file', async () => {
    const { run, io } = adminTest();
    expect(await run(['newsletter', 'export'])).toBe(0);
    expect(io.stdout).toEqual(['email,confirmedAt', 'ana@example.hr,2026-10-02T09:00:00.000Z', 'mia@example.hr,2026-10-03T09:00:00.000Z']);

    const out = path.join(dir, 'subscribers.csv');
    expect(await run(['newsletter', 'export', '--out', out])).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(
      'email,confirmedAt\r\nana@example.hr,2026-10-02T09:00:00.000Z\r\nmia@example.hr,2026-10-03T09:00:00.000Z\r\n',
    );
    expect(io.stderr.at(-1)).toBe(`2 confirmed subscribers written to ${out}.`);
  });

  it('refuses a file it cannot write before reading anything', async () => {
    const { run, io, prepared } = adminTest();
    expect(await run(['newsletter', 'export', '--out', path.join(dir, 'no-such-folder', 'x.csv')])).toBe(1);
    expect(await run(['newsletter', 'export', '--out', dir])).toBe(1);
    expect(io.stderr).toEqual([`--out: the folder ${path.join(dir, 'no-such-folder')} does not exist.`, `--out: ${dir} is a folder.`]);
    expect(prepared()).toBe(0);
  });
});
