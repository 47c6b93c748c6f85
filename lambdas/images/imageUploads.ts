import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOADS_PREFIX, type ImageUploadTarget, UPLOAD_ID } from '@shop/shared/contract/adminImages';
import { AwsServiceError } from '../platform/awsRequest.ts';
import { MissingConfigError } from '../platform/config.ts';
import { functionEnv } from '../platform/functionScope.ts';
import { type S3Api, s3Bucket } from '../platform/s3Api.ts';
import { folderImageStore, type ImageStore, s3ImageStore } from './imageStore.ts';

/**
 * The `images` grant (lambdas/grants.ts): where the back office's uploads land and where their
 * variants are stored. In AWS the images bucket: uploads below `uploads/` (never served; a
 * lifecycle rule deletes what is left after a day), variants below `images/` as CloudFront
 * serves them. Locally the local server's upload path, which checks the same as S3 does, into
 * `IMAGES_UPLOAD_DIR`, and the variants into `IMAGES_DIR`, which it serves below /images/; a read
 * of an upload that is not there is refused as S3 refuses it to the function's grant.
 */
export const IMAGES_BUCKET_VARIABLE = 'IMAGES_BUCKET';
export const IMAGES_DIR_VARIABLE = 'IMAGES_DIR';
export const IMAGES_UPLOAD_DIR_VARIABLE = 'IMAGES_UPLOAD_DIR';
export const IMAGES_UPLOAD_KEY_VARIABLE = 'IMAGES_UPLOAD_KEY';
/**
 * Set (to `uploads/`) when the grant includes listing the bucket: then S3 answers
 * a missing upload 404 NoSuchKey, and a 403 is a refusal. Without it S3 answers a missing upload
 * 403 AccessDenied, as it would a key that is there but may not be read.
 */
export const IMAGES_LISTED_PREFIX_VARIABLE = 'IMAGES_LISTED_PREFIX';

/** How long an upload URL is good for. */
export const UPLOAD_SECONDS = 15 * 60;
export const UPLOADS_PREFIX = IMAGE_UPLOADS_PREFIX;
/** The local server's stand-in for the bucket's presigned PUT. */
export const LOCAL_UPLOAD_PATH = '/_local/uploads/';

export interface ImageUploads {
  /** Where the browser puts the file: the type and length are bound into the URL's signature. */
  target(uploadId: string, contentType: string, bytes: number, now: Date): Promise<ImageUploadTarget>;
  /** The upload's bytes; undefined when nothing was put, `tooLarge` when more than any upload may be. */
  read(uploadId: string): Promise<Buffer | 'tooLarge' | undefined>;
  remove(uploadId: string): Promise<void>;
  store: ImageStore;
}

/** A new upload's id: the folder, the name its set takes, and 128 random bits. */
export const newUploadId = (folder: string, name: string) => `${folder}.${name}.${randomBytes(16).toString('hex')}`;

/** The uploads and images this function is granted: the bucket in AWS, the local folders on one machine. */
export function imageUploads(): ImageUploads {
  const env = functionEnv();
  const bucket = env[IMAGES_BUCKET_VARIABLE];
  if (bucket) return s3ImageUploads(bucket);
  const dir = env[IMAGES_DIR_VARIABLE];
  const uploadDir = env[IMAGES_UPLOAD_DIR_VARIABLE];
  const key = env[IMAGES_UPLOAD_KEY_VARIABLE];
  if (dir && uploadDir && key) return folderImageUploads(dir, uploadDir, key);
  throw new MissingConfigError(IMAGES_BUCKET_VARIABLE);
}

/** Whether the running function may list the keys below uploads/ (read at each call: locally each function has its own). */
export const listsUploads = () => functionEnv()[IMAGES_LISTED_PREFIX_VARIABLE] === UPLOADS_PREFIX;

/**
 * Whether S3's refusal of a read says the upload is not there. NoSuchKey always does. AccessDenied
 * does only for a function that may not list uploads/, to which S3 answers every missing key so;
 * for one that may, S3 would have said NoSuchKey, so a 403 is a refusal of its grants, a fault.
 * Other 403s and 404s (a signature, the clock, no such bucket) are faults whatever the grant.
 */
export function isMissingUpload(error: unknown, listing: boolean): boolean {
  const { name } = error as { name?: string };
  if (name === 'NoSuchKey') return true;
  return !listing && name === 'AccessDenied';
}

/** What S3 answers a GetObject of a key that is not there, by whether the caller may list where it would be. */
export function missingKeyError(listing: boolean): AwsServiceError {
  return listing
    ? new AwsServiceError('NoSuchKey', 'The specified key does not exist.', 404, undefined)
    : new AwsServiceError('AccessDenied', 'Access Denied', 403, undefined);
}

const isUploadId = (uploadId: string) => UPLOAD_ID.test(uploadId);
function uploadKey(uploadId: string): string {
  if (!isUploadId(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
  return `${UPLOADS_PREFIX}${uploadId}`;
}

/**
 * The images bucket. The presigned PUT signs `content-type` and `content-length`, so S3 refuses
 * a file of another type or size than the one checked (403 SignatureDoesNotMatch); it names no
 * checksum, which would bind it to an empty body.
 */
export function s3ImageUploads(bucket: string, s3: S3Api = s3Bucket(bucket)): ImageUploads {
  return {
    async target(uploadId, contentType, bytes, now) {
      const uploadUrl = await s3.presignPut(uploadKey(uploadId), {
        contentType,
        contentLength: bytes,
        expiresInSeconds: UPLOAD_SECONDS,
        signingDate: now,
      });
      return {
        uploadId,
        uploadUrl,
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000).toISOString(),
      };
    },
    async read(uploadId) {
      try {
        const { body, contentLength } = await s3.getObject(uploadKey(uploadId));
        if ((contentLength ?? body.byteLength) > IMAGE_UPLOAD_MAX_BYTES) return 'tooLarge';
        return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      } catch (error) {
        if (isMissingUpload(error, listsUploads())) return undefined;
        throw error;
      }
    },
    async remove(uploadId) {
      await s3.deleteObject(uploadKey(uploadId));
    },
    // Granted no listing and no reading of images/, S3 answers a missing variant 403, not 404: the
    // desk makes and puts the set each time (the same photo gives the same names and bytes).
    store: { ...s3ImageStore(bucket, s3), has: async () => false },
  };
}

/** What the local upload URL signs: the upload, its type, its length and its end. */
const localSignature = (key: string, uploadId: string, contentType: string, bytes: number, expires: number) =>
  createHmac('sha256', key).update(`${uploadId}\n${contentType}\n${bytes}\n${expires}`).digest('hex');

const localUploadFile = (uploadDir: string, uploadId: string) => path.join(uploadDir, uploadKey(uploadId).slice(UPLOADS_PREFIX.length));

/**
 * A local upload as the bucket's GetObject gives it to the running function, refusals included,
 * so that the local stack meets what AWS answers that function.
 */
export async function readLocalUpload(uploadDir: string, uploadId: string, listing = listsUploads()): Promise<Buffer | 'tooLarge'> {
  const file = localUploadFile(uploadDir, uploadId);
  try {
    if ((await stat(file)).size > IMAGE_UPLOAD_MAX_BYTES) return 'tooLarge';
    return await readFile(file);
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? missingKeyError(listing) : error;
  }
}

export function folderImageUploads(imagesDir: string, uploadDir: string, key: string): ImageUploads {
  return {
    async target(uploadId, contentType, bytes, now) {
      const expires = Math.floor(now.getTime() / 1000) + UPLOAD_SECONDS;
      const query = new URLSearchParams({
        type: contentType,
        bytes: String(bytes),
        expires: String(expires),
        signature: localSignature(key, uploadKey(uploadId), contentType, bytes, expires),
      });
      return {
        uploadId,
        uploadUrl: `${LOCAL_UPLOAD_PATH}${uploadId}?${query}`,
        method: 'PUT',
        headers: { 'content-type': contentType },
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    async read(uploadId) {
      const listing = listsUploads();
      try {
        return await readLocalUpload(uploadDir, uploadId, listing);
      } catch (error) {
        if (isMissingUpload(error, listing)) return undefined;
        throw error;
      }
    },
    async remove(uploadId) {
      await rm(localUploadFile(uploadDir, uploadId), { force: true });
    },
    // As in the bucket, where the grant has no reading of images/: the set is put each time.
    store: { ...folderImageStore(imagesDir), has: async () => false },
  };
}

/** A PUT at the local upload path, as the local server hands it over. */
export interface LocalUploadRequest {
  uploadId: string;
  query: URLSearchParams;
  contentType: string | undefined;
  contentLength: string | undefined;
}

/**
 * The local server's check of an upload, as S3 checks a presigned PUT: the signature, its end,
 * and that the type and length are those signed. The length the body may have, or the refusal
 * (S3 answers 403 to each).
 */
export function checkLocalUpload(key: string, request: LocalUploadRequest, now: Date): { bytes: number } | { refused: string } {
  const { uploadId, query } = request;
  const type = query.get('type') ?? '';
  const bytes = Number(query.get('bytes'));
  const expires = Number(query.get('expires'));
  const given = Buffer.from(query.get('signature') ?? '', 'hex');
  if (!isUploadId(uploadId) || !Number.isSafeInteger(bytes) || !Number.isSafeInteger(expires)) return { refused: 'Not an upload URL.' };
  const expected = Buffer.from(localSignature(key, uploadKey(uploadId), type, bytes, expires), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'The signature does not match.' };
  if (now.getTime() / 1000 > expires) return { refused: 'The upload URL has expired.' };
  if (request.contentType !== type) return { refused: 'The content type is not the one signed.' };
  if (request.contentLength !== String(bytes)) return { refused: 'The length is not the one signed.' };
  return { bytes };
}

/** Stores a local upload whole (written aside, then renamed), as S3 shows an object only when all of it came. */
export async function saveLocalUpload(uploadDir: string, uploadId: string, body: Buffer): Promise<void> {
  const target = localUploadFile(uploadDir, uploadId);
  await mkdir(uploadDir, { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, target);
}
