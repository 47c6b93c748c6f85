import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AwsServiceError } from '../platform/awsRequest.ts';
import { s3Bucket } from '../platform/s3Api.ts';
import { recordS3 } from '../testing/s3Recorder.ts';
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
    const s3 = recordS3();
    try {
      s3.answers({
        putObject: async (_key, options) => {
          if ((options as { ifMatch?: string }).ifMatch === '"old"')
            throw new AwsServiceError('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', 412, 'R1');
          return { etag: '"new"' };
        },
      });
      const files = s3SiteFiles(s3Bucket('site'));
      expect(await files.writeIf('pages/sitemap.json', '{}', 'application/json', '"old"')).toBeUndefined();
      expect(await files.writeIf('pages/sitemap.json', '{}', 'application/json', undefined)).toBe('"new"');
      expect(s3.calls.map((c) => c.options)).toEqual([
        { contentType: 'application/json', cacheControl: 'public, max-age=0, must-revalidate', ifMatch: '"old"' },
        { contentType: 'application/json', cacheControl: 'public, max-age=0, must-revalidate', ifNoneMatch: '*' },
      ]);
    } finally {
      s3.restore();
    }
  });

  it('reads a page S3 does not have as none, and any other refusal as the fault it is', async () => {
    const s3 = recordS3();
    try {
      const refusing = (error: AwsServiceError) => ({
        getObject: async () => {
          throw error;
        },
      });
      const files = s3SiteFiles(s3Bucket('site'));
      s3.answers(refusing(new AwsServiceError('NoSuchKey', 'The specified key does not exist.', 404, 'R1')));
      expect(await files.read('pages/products/gone.html')).toBeUndefined();
      expect(await files.readVersioned('pages/products/gone.html')).toBeUndefined();
      s3.answers(refusing(new AwsServiceError('AccessDenied', 'Access Denied', 403, 'R1')));
      await expect(files.read('pages/products/gone.html')).rejects.toMatchObject({ name: 'AccessDenied' });
      s3.answers({ getObject: async () => ({ body: new TextEncoder().encode('<p>Drawn</p>'), etag: '"v1"' }) });
      expect(await files.readVersioned('pages/index.html')).toEqual({ body: '<p>Drawn</p>', version: '"v1"' });
    } finally {
      s3.restore();
    }
  });
});
