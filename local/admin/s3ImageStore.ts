import { readFile } from 'node:fs/promises';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { awsClientOptions } from '../../lambdas/platform/aws.ts';
import type { ImageStore } from './imageStore.ts';

/**
 * A stage's images bucket (output ImagesBucket of stack shop-<stage>), as CloudFront serves it:
 * `/images/<path>` is the key `images/<path>` (cdk/lib/web.ts). A variant's name carries its
 * content hash, so browsers and CloudFront may keep it for a year.
 */
export function s3ImageStore(bucket: string): ImageStore {
  const s3 = new S3Client(awsClientOptions());
  const key = (imagePath: string) => `images/${imagePath}`;
  return {
    description: `the images bucket ${bucket}`,
    async has(imagePath) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key(imagePath) }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async put(imagePath, file, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(imagePath),
          Body: await readFile(file),
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
  };
}
