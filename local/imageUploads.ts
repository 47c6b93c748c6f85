import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { localImagesDir } from '../lambdas/images/imageStore.ts';
import { checkLocalUpload, LOCAL_UPLOAD_PATH, saveLocalUpload, UPLOADS_PREFIX } from '../lambdas/images/imageUploads.ts';

/**
 * The images bucket's presigned PUT on one machine (docs/decisions/041-image-uploads.md): the
 * back office's browser puts a photo at the URL the images desk gave, `PUT /_local/uploads/<id>`,
 * and the local server checks what S3 checks (the signature, its end, the type and the length
 * signed), answering 403 as S3 does when one fails, and keeps the file whole in the uploads folder.
 */
export interface LocalUploads {
  /** Where uploads are kept (IMAGES_UPLOAD_DIR of the images desk). */
  dir: string;
  /** What signs the upload URLs (IMAGES_UPLOAD_KEY of the images desk). */
  key: string;
}

export async function answerLocalUpload(
  uploads: LocalUploads,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith(LOCAL_UPLOAD_PATH) || req.method !== 'PUT') return false;
  const checked = checkLocalUpload(
    uploads.key,
    {
      uploadId: url.pathname.slice(LOCAL_UPLOAD_PATH.length),
      query: url.searchParams,
      contentType: req.headers['content-type'],
      contentLength: req.headers['content-length'],
    },
    new Date(),
  );
  if ('refused' in checked) {
    req.resume();
    s3Error(res, 403, 'AccessDenied', checked.refused);
    return true;
  }
  const body = await readExactly(req, checked.bytes);
  if (!body) {
    s3Error(res, 400, 'IncompleteBody', 'The body is not the length signed.');
    return true;
  }
  await saveLocalUpload(uploads.dir, url.pathname.slice(LOCAL_UPLOAD_PATH.length), body);
  res.writeHead(200, { 'content-length': '0' });
  res.end();
  return true;
}

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml', connection: 'close' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** The body, when it is exactly `bytes` long. */
function readExactly(req: http.IncomingMessage, bytes: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= bytes) chunks.push(chunk);
    });
    req.on('end', () => resolve(size === bytes ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

/**
 * The images desk's variables on the local stack: the folder the local server serves below
 * /images/ (`<data dir>/images`, where the catalog import stores too), the uploads beside it,
 * a key made at each start to sign upload URLs with, and the prefix the images grant lists (a
 * function whose grant lists nothing is not given it, and meets S3's 403 for a missing upload).
 * An in-memory stack gets temporary folders.
 */
export function localImageUploads(dataDir: string | undefined): { env: Record<string, string>; uploads: LocalUploads } {
  const root = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-images-'));
  const uploads = { dir: path.join(root, 'uploads'), key: randomBytes(32).toString('hex') };
  return {
    env: {
      IMAGES_DIR: localImagesDir(root),
      IMAGES_UPLOAD_DIR: uploads.dir,
      IMAGES_UPLOAD_KEY: uploads.key,
      IMAGES_LISTED_PREFIX: UPLOADS_PREFIX,
    },
    uploads,
  };
}
