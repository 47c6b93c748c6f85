import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderSiteFiles } from './siteFiles.ts';

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
});
