import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { folderSiteFiles, s3SiteFiles } from './siteFiles.ts';

describe('folderSiteFiles', () => {
  it('takes overlapping drawings of one page: each lands whole, the last one stays, no temporary file is left', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
    const files = folderSiteFiles(dir);
    const bodies = Array.from({ length: 20 }, (_, i) => `<p>drawing ${i}</p>`.repeat(2000));
    await Promise.all(bodies.map((body) => files.write('pages/products/p-1.html', body, 'text/html')));
    expect(bodies).toContain(await files.read('pages/products/p-1.html'));
    expect(readdirSync(path.join(dir, 'pages', 'products'))).toEqual(['p-1.html']);
  });

  it('refuses a key outside its folder', async () => {
    const files = folderSiteFiles(mkdtempSync(path.join(os.tmpdir(), 'site-files-')));
    await expect(files.write('../escape.html', 'x', 'text/html')).rejects.toThrow('Not a key of the site');
  });

  it('writes conditionally as S3 does: only over the version read, and of writers that read the same one, only one', async () => {
    const files = folderSiteFiles(mkdtempSync(path.join(os.tmpdir(), 'site-files-')));
    const key = 'pages/sitemap.json';
    expect(await files.writeIf(key, '{"a":1}', 'application/json', '"stale"')).toBeUndefined();
    const first = await files.writeIf(key, '{"a":1}', 'application/json', undefined);
    expect(first).toBe((await files.readVersioned(key))?.version);
    // Two at once over the version both read: one lands, the other is told to read again.
    const outcomes = await Promise.all(['{"b":1}', '{"c":1}'].map((body) => files.writeIf(key, body, 'application/json', first)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await files.writeIf(key, '{"d":1}', 'application/json', undefined)).toBeUndefined();
    expect(['{"b":1}', '{"c":1}']).toContain(await files.read(key));
  });
});

describe('s3SiteFiles', () => {
  it('asks S3 for a conditional write, and hears a refusal as someone else having written first', async () => {
    const s3 = new S3Client({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const mock = mockClient(s3);
    const refused = Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
    mock.on(PutObjectCommand, { IfMatch: '"old"' }).rejects(refused).on(PutObjectCommand, { IfNoneMatch: '*' }).resolves({ ETag: '"new"' });
    const files = s3SiteFiles('site', s3);
    expect(await files.writeIf('pages/sitemap.json', '{}', 'application/json', '"old"')).toBeUndefined();
    expect(await files.writeIf('pages/sitemap.json', '{}', 'application/json', undefined)).toBe('"new"');
    expect(mock.commandCalls(PutObjectCommand).map((c) => [c.args[0].input.IfMatch, c.args[0].input.IfNoneMatch])).toEqual([
      ['"old"', undefined],
      [undefined, '*'],
    ]);
  });
});
