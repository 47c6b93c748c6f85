import { existsSync, promises as fs, mkdirSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type S3Api, s3Bucket } from '../platform/s3Api.ts';

/** Where photos' variants go: the images bucket in AWS, the folder the local server serves locally. */
export interface ImageStore {
  description: string;
  has(imagePath: string): Promise<boolean>;
  /** Stores the file at the image path (below /images/ of the shop). */
  put(imagePath: string, file: string, contentType: string): Promise<void>;
}

/** The folder the local server serves below /images/ besides the demo images: `<data dir>/images`, out of git. */
export const localImagesDir = (dataDir: string) => path.join(dataDir, 'images');

/** A variant's name carries its content hash, so browsers and CloudFront may keep it for a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A folder served below /images/; each file appears whole (written aside, then renamed). */
export function folderImageStore(root: string): ImageStore {
  return {
    description: root,
    has: async (imagePath) => existsSync(path.join(root, imagePath)),
    async put(imagePath, file) {
      const target = path.join(root, imagePath);
      mkdirSync(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.copyFile(file, temporary);
      renameSync(temporary, target);
    },
  };
}

/** A stage's images bucket as CloudFront serves it: `/images/<path>` is the key `images/<path>` (cdk/lib/web.ts). */
export const imageKey = (imagePath: string) => `images/${imagePath}`;

/** A stage's images bucket (output ImagesBucket of stack shop-<stage>). */
export function s3ImageStore(bucket: string, s3: S3Api = s3Bucket(bucket)): ImageStore {
  return {
    description: `the images bucket ${bucket}`,
    async has(imagePath) {
      try {
        await s3.headObject(imageKey(imagePath));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async put(imagePath, file, contentType) {
      await s3.putObject(imageKey(imagePath), await readFile(file), { contentType, cacheControl: IMAGE_CACHE_CONTROL });
    },
  };
}
