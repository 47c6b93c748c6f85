import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@shop/shared/contract/adminImages';
import { imageSet } from '@shop/shared/images';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { checkLocalUpload, s3ImageUploads, saveLocalUpload, UPLOAD_SECONDS } from '../images/imageUploads.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { createS3Api } from '../platform/s3Api.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { recordS3 } from '../testing/s3Recorder.ts';
import { handler as imageDesk } from './handlers/imageDesk.ts';

/** Photos made here with sharp: a gradient, so encoders have something to do. */
function picture(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 120;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

const root = mkdtempSync(path.join(os.tmpdir(), 'image-desk-'));
const imagesDir = path.join(root, 'images');
const uploadDir = path.join(root, 'uploads');
const KEY = 'image-desk-test-key';
const variables = { IMAGES_DIR: imagesDir, IMAGES_UPLOAD_DIR: uploadDir, IMAGES_UPLOAD_KEY: KEY };
beforeAll(() => Object.assign(process.env, variables));
afterAll(() => {
  for (const name of Object.keys(variables)) delete process.env[name];
  rmSync(root, { recursive: true, force: true });
});

const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('staff', 'audit');
  rmSync(imagesDir, { recursive: true, force: true });
  rmSync(uploadDir, { recursive: true, force: true });
  headers = (await activeStaff({ email: 'ivana@tkanica.hr' })).headers;
});

const start = (body: unknown) => invokeRoute('POST /api/admin/images', imageDesk, { body, headers });
const processed = (uploadId: string) =>
  invokeRoute('POST /api/admin/images/{uploadId}/process', imageDesk, { params: { uploadId }, body: {}, headers });

/** The browser's part: asks where, then puts the bytes there (as the local server keeps them). */
async function upload(bytes: Buffer, fileName: string, contentType = 'image/jpeg', folder = 'products') {
  const answer = await start({ folder, fileName, contentType, bytes: bytes.length });
  expect(answer.status).toBe(200);
  await saveLocalUpload(uploadDir, answer.body.uploadId, bytes);
  return answer.body as { uploadId: string; uploadUrl: string; headers: Record<string, string> };
}

describe('the images desk', () => {
  it('takes a photo, makes AVIF and WebP at every width up to its own, upright and without its metadata, and writes one audit entry', async () => {
    // 1000 wide and 700 high as stored, but the camera says it was held upright (EXIF orientation 6), with a camera's notes.
    const jpeg = await picture(1000, 700)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'Phone', Copyright: 'Tkanica' } })
      .toBuffer();
    const target = await upload(jpeg, 'Linen Shirt (front).JPG');
    expect(target.uploadId).toMatch(/^products\.linen-shirt-front\.[0-9a-f]{32}$/);
    expect(target.uploadUrl).toMatch(/^\/_local\/uploads\/products\.linen-shirt-front\.[0-9a-f]{32}\?type=image%2Fjpeg&bytes=\d+&/);
    expect(target.headers).toEqual({ 'content-type': 'image/jpeg' });

    const answer = await processed(target.uploadId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 700, height: 1000 });
    expect(answer.body.path).toMatch(/^products\/linen-shirt-front-[0-9a-f]{10}-700x1000\.webp$/);
    const set = imageSet(answer.body.path);
    expect(files(imagesDir)).toEqual(set?.variants.map((v) => v.path).sort());
    expect(set?.widths).toEqual([320, 640, 700]);
    const largest = await sharp(readFileSync(path.join(imagesDir, answer.body.path))).metadata();
    expect(largest).toMatchObject({ format: 'webp', width: 700, height: 1000 });
    expect(largest.exif).toBeUndefined();
    expect(largest.orientation).toBeUndefined();
    // The upload itself is gone.
    expect(files(uploadDir)).toEqual([]);

    const { data } = await readAudit(shopAuditReader, {}, new Date());
    expect(data.map((e) => [e.action, e.subject, e.staff.email])).toEqual([
      ['images.upload', { kind: 'image', id: answer.body.path }, 'ivana@tkanica.hr'],
    ]);
  });

  it('takes PNG and WebP into their folders, and the same photo twice is the same set', async () => {
    const png = await picture(400, 300).png().toBuffer();
    const first = await processed((await upload(png, 'hero.png', 'image/png', 'collections')).uploadId);
    expect(first.body.path).toMatch(/^collections\/hero-[0-9a-f]{10}-400x300\.webp$/);
    const again = await processed((await upload(png, 'hero.png', 'image/png', 'collections')).uploadId);
    expect(again.body.path).toBe(first.body.path);
    const webp = await picture(300, 200).webp().toBuffer();
    expect((await processed((await upload(webp, 'Spring walk.webp', 'image/webp', 'blog')).uploadId)).body.path).toMatch(
      /^blog\/spring-walk-[0-9a-f]{10}-300x200\.webp$/,
    );
  });

  it('refuses another type or a file too large before giving anywhere to put it', async () => {
    const gif = await start({ folder: 'products', fileName: 'a.gif', contentType: 'image/gif', bytes: 1000 });
    expect(gif).toMatchObject({ status: 400, body: { errors: { contentType: IMAGE_UPLOAD_MESSAGES.type } } });
    const huge = await start({ folder: 'products', fileName: 'a.jpg', contentType: 'image/jpeg', bytes: IMAGE_UPLOAD_MAX_BYTES + 1 });
    expect(huge).toMatchObject({ status: 400, body: { errors: { bytes: IMAGE_UPLOAD_MESSAGES.tooLarge } } });
    const folder = await start({ folder: 'home', fileName: 'a.jpg', contentType: 'image/jpeg', bytes: 10 });
    expect(folder).toMatchObject({ status: 400, body: { errors: { folder: IMAGE_UPLOAD_MESSAGES.folder } } });
    expect(files(uploadDir)).toEqual([]);
  });

  it('refuses a file that is not a photo of those types by its content, keeps nothing of it, and writes no audit entry', async () => {
    const text = Buffer.from('Not a photo at all, just words.\n');
    const refused = await processed((await upload(text, 'notes.jpg')).uploadId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^The file is not a photo that can be read/);
    expect(refused.body.code).toBe('adminImages.notAPhoto');
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#abcdef' } })
      .gif()
      .toBuffer();
    const another = await processed((await upload(gif, 'dots.jpg')).uploadId);
    expect(another).toMatchObject({
      status: 422,
      body: { message: 'The file is a gif; the shop takes JPEG, PNG or WebP photos.', code: 'adminImages.notAPhoto' },
    });
    // Cut short: the header reads, the pixels do not.
    const whole = await picture(800, 600).jpeg().toBuffer();
    const cut = await processed((await upload(whole.subarray(0, whole.length / 2), 'cut.jpg')).uploadId);
    expect(cut).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/^The file: the photo cannot be read whole/), code: 'adminImages.notStored' },
    });
    expect(files(imagesDir)).toEqual([]);
    expect(files(uploadDir)).toEqual([]);
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
  });

  it('answers 404 for an upload never put, and 400 for what is not an upload', async () => {
    const target = await start({ folder: 'products', fileName: 'a.jpg', contentType: 'image/jpeg', bytes: 10 });
    expect((await processed(target.body.uploadId)).status).toBe(404);
    expect((await processed('products.x.123')).status).toBe(400);
    expect((await processed('../../etc.passwd.0123456789abcdef0123456789abcdef')).status).toBe(400);
  });
});

describe('the local upload URL', () => {
  it('takes only the type and length signed, before its end, as S3 does', async () => {
    const target = await start({ folder: 'products', fileName: 'a.jpg', contentType: 'image/jpeg', bytes: 1234 });
    const url = new URL(target.body.uploadUrl, 'http://localhost');
    const uploadId = url.pathname.split('/').pop() as string;
    const request = { uploadId, query: url.searchParams, contentType: 'image/jpeg', contentLength: '1234' };
    const now = new Date();
    expect(checkLocalUpload(KEY, request, now)).toEqual({ bytes: 1234 });
    expect(checkLocalUpload(KEY, { ...request, contentType: 'text/plain' }, now)).toEqual({
      refused: 'The content type is not the one signed.',
    });
    expect(checkLocalUpload(KEY, { ...request, contentLength: '99999' }, now)).toEqual({ refused: 'The length is not the one signed.' });
    const later = new Date(now.getTime() + (UPLOAD_SECONDS + 5) * 1000);
    expect(checkLocalUpload(KEY, request, later)).toEqual({ refused: 'The upload URL has expired.' });
    const bigger = new URLSearchParams(url.searchParams);
    bigger.set('bytes', String(IMAGE_UPLOAD_MAX_BYTES * 10));
    expect(checkLocalUpload(KEY, { ...request, query: bigger, contentLength: bigger.get('bytes') as string }, now)).toEqual({
      refused: 'The signature does not match.',
    });
    expect(checkLocalUpload('another key', request, now)).toEqual({ refused: 'The signature does not match.' });
  });
});

describe('the images bucket', () => {
  const credentials = () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
  const uploadId = 'products.linen-shirt.0123456789abcdef0123456789abcdef';

  it('gives a presigned PUT below uploads/ with the type and length in its signature, for 15 minutes', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const bucket = createS3Api('shop-prod-images', { region: 'eu-central-1', maxAttempts: 3, credentials });
    const target = await s3ImageUploads('shop-prod-images', bucket).target(uploadId, 'image/png', 54321, now);
    const url = new URL(target.uploadUrl);
    expect(url.host).toBe('shop-prod-images.s3.eu-central-1.amazonaws.com');
    expect(url.pathname).toBe(`/uploads/${uploadId}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD_SECONDS));
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261124T100000Z');
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
    expect(target).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/png' }, expiresAt: '2026-11-24T10:15:00.000Z' });
  });

  it('reads and deletes the upload by its key, and refuses one larger than any upload may be', async () => {
    const s3 = recordS3();
    try {
      const object = (bytes: Buffer, contentLength = bytes.length) => ({
        getObject: async () => ({ body: new Uint8Array(bytes), contentLength }),
      });
      s3.answers(object(Buffer.from('abc')));
      const uploads = s3ImageUploads('shop-prod-images');
      expect((await uploads.read(uploadId))?.toString()).toBe('abc');
      s3.answers(object(Buffer.alloc(0), IMAGE_UPLOAD_MAX_BYTES + 1));
      expect(await uploads.read(uploadId)).toBe('tooLarge');
      await uploads.remove(uploadId);
      expect(s3.calls).toEqual([
        { bucket: 'shop-prod-images', operation: 'getObject', key: `uploads/${uploadId}` },
        { bucket: 'shop-prod-images', operation: 'getObject', key: `uploads/${uploadId}` },
        { bucket: 'shop-prod-images', operation: 'deleteObject', key: `uploads/${uploadId}` },
      ]);
    } finally {
      s3.restore();
    }
  });
});
