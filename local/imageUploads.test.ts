import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderImageUploads } from '../lambdas/images/imageUploads.ts';
import { type ApiServer, startApiServer } from './apiServer.ts';
import { REPO_ROOT } from './handlers.ts';
import { localImageUploads } from './imageUploads.ts';

/** The images bucket's presigned PUT on one machine: the local server takes what S3 would, and refuses what S3 would. */
describe('the local upload path', () => {
  let server: ApiServer;
  let root: string;
  let local: ReturnType<typeof localImageUploads>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'local-uploads-'));
    local = localImageUploads(root);
    server = await startApiServer({
      port: 0,
      routes: [],
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      webDist: path.join(root, 'dist'),
      importedImagesDir: local.env.IMAGES_DIR,
      imageUploads: local.uploads,
      quiet: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const uploads = () =>
    folderImageUploads(local.env.IMAGES_DIR as string, local.env.IMAGES_UPLOAD_DIR as string, local.env.IMAGES_UPLOAD_KEY as string);
  const uploadId = (n: number) => `products.apron.${String(n).padStart(32, '0')}`;
  const put = (url: string, body: Buffer, type: string) =>
    fetch(`${server.url}${url}`, { method: 'PUT', headers: { 'content-type': type }, body: new Uint8Array(body) });

  it('keeps a file of the type and length signed, whole, where no page serves it', async () => {
    const bytes = Buffer.from('a photo of exactly this length');
    const target = await uploads().target(uploadId(1), 'image/jpeg', bytes.length, new Date());
    const answer = await put(target.uploadUrl, bytes, 'image/jpeg');
    expect(answer.status).toBe(200);
    const kept = path.join(local.uploads.dir, uploadId(1));
    expect(readFileSync(kept, 'utf8')).toBe('a photo of exactly this length');
    expect(await uploads().read(uploadId(1))).toEqual(bytes);
    expect((await fetch(`${server.url}/images/../uploads/${uploadId(1)}`)).status).not.toBe(200);
  });

  it('refuses another type, another length, a changed URL or another key with 403, as S3 does, and keeps nothing', async () => {
    const bytes = Buffer.from('twelve bytes');
    const target = await uploads().target(uploadId(2), 'image/png', bytes.length, new Date());
    const wrongType = await put(target.uploadUrl, bytes, 'text/plain');
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('<Code>AccessDenied</Code>');
    expect((await put(target.uploadUrl, Buffer.concat([bytes, bytes]), 'image/png')).status).toBe(403);
    expect((await put(target.uploadUrl.replace('bytes=12', 'bytes=24'), Buffer.concat([bytes, bytes]), 'image/png')).status).toBe(403);
    const elsewhere = folderImageUploads(root, root, 'another key');
    expect((await put((await elsewhere.target(uploadId(2), 'image/png', 12, new Date())).uploadUrl, bytes, 'image/png')).status).toBe(403);
    expect((await put(`/_local/uploads/..%2f..%2fescape?${new URL(target.uploadUrl, 'http://x').search}`, bytes, 'image/png')).status).toBe(
      403,
    );
    expect(existsSync(path.join(local.uploads.dir, uploadId(2)))).toBe(false);
  });
});
