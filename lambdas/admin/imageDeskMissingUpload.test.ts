import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { functionScope, type GrantedUses } from '../grants.ts';
import { folderImageUploads, readLocalUpload, s3ImageUploads, UPLOADS_PREFIX } from '../images/imageUploads.ts';
import { AwsServiceError } from '../platform/awsRequest.ts';
import { dynamo } from '../platform/dynamo.ts';
import { runAsFunction } from '../platform/functionScope.ts';
import { guardTableAccess } from '../platform/tableAccess.ts';
import { routes } from '../routes.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { recordS3 } from '../testing/s3Recorder.ts';
import { handler as imageDesk } from './handlers/imageDesk.ts';
import { ADMIN_IMAGES } from './messages.ts';

/**
 * An upload that never arrived. Granted no listing of uploads/, S3 answers its read 403
 * AccessDenied, not 404 NoSuchKey; the desk answers 404 either way, and only a 403 to a function
 * that may list (so S3 would have said NoSuchKey) is a fault.
 */
const PROCESS = 'POST /api/admin/images/{uploadId}/process';
/** The desk's 404 for it, with its code. */
const NO_UPLOAD = { message: ADMIN_IMAGES.noSuchUpload.text.en, code: 'adminImages.noSuchUpload' };
const route = (() => {
  const found = routes.find((r) => `${r.method} ${r.path}` === PROCESS);
  if (!found) throw new Error(`lambdas/routes.ts has no route ${PROCESS}`);
  return found;
})();
const withListing: GrantedUses = { ...route.uses, images: true };
const withoutListing: GrantedUses = { ...route.uses, images: { listsUploads: false } };

const root = mkdtempSync(path.join(os.tmpdir(), 'image-desk-missing-'));
const local = {
  IMAGES_DIR: path.join(root, 'images'),
  IMAGES_UPLOAD_DIR: path.join(root, 'uploads'),
  IMAGES_UPLOAD_KEY: 'image-desk-missing-key',
  IMAGES_LISTED_PREFIX: UPLOADS_PREFIX,
};
const bucket = { IMAGES_BUCKET: 'shop-test-images', IMAGES_LISTED_PREFIX: UPLOADS_PREFIX };
afterAll(() => rmSync(root, { recursive: true, force: true }));

const never = 'products.linen-shirt.0123456789abcdef0123456789abcdef';
let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('staff', 'audit');
  headers = (await activeStaff({ email: 'ivana@tkanica.hr' })).headers;
});

/** The desk's process call as its function, granted `uses`, over the stack's `env`. */
async function processedAs(uses: GrantedUses, env: Record<string, string>) {
  guardTableAccess(dynamo());
  const scope = functionScope(PROCESS, uses, { ...process.env, ...env });
  const answer = await runAsFunction(scope, () =>
    invoke(imageDesk, { method: 'POST', path: route.path, params: { uploadId: never }, body: {}, headers }),
  );
  expect(scope.refused).toEqual([]);
  return answer;
}

describe('the local images store, for an upload that is not there', () => {
  const readAs = (uses: GrantedUses) =>
    runAsFunction(functionScope(PROCESS, uses, { ...process.env, ...local }), () => readLocalUpload(local.IMAGES_UPLOAD_DIR, never));

  it('refuses the read as S3 does: 403 AccessDenied without the listing, 404 NoSuchKey with it', async () => {
    await expect(readAs(withoutListing)).rejects.toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    await expect(readAs(withListing)).rejects.toMatchObject({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
  });

  it('is answered 404 by the desk either way, with nothing stored and nothing audited', async () => {
    for (const uses of [withoutListing, withListing]) {
      expect(await processedAs(uses, local)).toMatchObject({ status: 404, body: NO_UPLOAD });
    }
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
  });

  it('gives a function the listing only when its grant has it', async () => {
    expect(functionScope(PROCESS, withListing, { ...process.env, ...local }).env).toMatchObject({ IMAGES_LISTED_PREFIX: 'uploads/' });
    expect(functionScope(PROCESS, withoutListing, { ...process.env, ...local }).env).not.toHaveProperty('IMAGES_LISTED_PREFIX');
    const folder = folderImageUploads(local.IMAGES_DIR, local.IMAGES_UPLOAD_DIR, local.IMAGES_UPLOAD_KEY);
    await expect(runAsFunction(functionScope(PROCESS, withoutListing, local), () => folder.read(never))).resolves.toBeUndefined();
  });
});

describe('the images bucket, for an upload that is not there', () => {
  const s3 = recordS3();
  afterEach(() => s3.reset());
  afterAll(() => s3.restore());
  // What S3 answers (lambdas/platform/s3Api.test.ts reads these as the SDK does).
  const refused = (error: AwsServiceError) => ({
    getObject: async () => {
      throw error;
    },
  });
  const accessDenied = () => new AwsServiceError('AccessDenied', 'Access Denied', 403, 'R1');
  const noSuchKey = () => new AwsServiceError('NoSuchKey', 'The specified key does not exist.', 404, 'R1');

  it('answers 404 for the 403 S3 gives a function without the listing, and deletes nothing', async () => {
    s3.answers(refused(accessDenied()));
    expect(await processedAs(withoutListing, bucket)).toMatchObject({ status: 404, body: NO_UPLOAD });
    expect(s3.calls).toEqual([{ bucket: 'shop-test-images', operation: 'getObject', key: `uploads/${never}` }]);
  });

  it('answers 404 for the NoSuchKey S3 gives a function with the listing', async () => {
    s3.answers(refused(noSuchKey()));
    expect(await processedAs(withListing, bucket)).toMatchObject({ status: 404, body: NO_UPLOAD });
  });

  it('takes a 403 to a function that may list for the refusal it is, and other refusals too', async () => {
    const read = (uses: GrantedUses) =>
      runAsFunction(functionScope(PROCESS, uses, { ...process.env, ...bucket }), () => s3ImageUploads(bucket.IMAGES_BUCKET).read(never));
    s3.answers(refused(accessDenied()));
    await expect(read(withListing)).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(read(withoutListing)).resolves.toBeUndefined();
    s3.answers(refused(new AwsServiceError('NoSuchBucket', 'The specified bucket does not exist', 404, 'R1')));
    await expect(read(withoutListing)).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
