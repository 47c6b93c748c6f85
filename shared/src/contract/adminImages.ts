import * as z from 'zod/mini';

/**
 * The back office's photo uploads (docs/decisions/041-image-uploads.md): the browser asks where
 * to put a photo (`POST /api/admin/images`), puts it there (a presigned S3 URL in AWS, the local
 * server locally), then has it made into the shop's variants
 * (`POST /api/admin/images/{uploadId}/process`), whose answer is the path a page keeps.
 */

export const IMAGE_FOLDERS = ['products', 'collections', 'blog'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];
/** 15 MB: a phone's or camera's JPEG at full size, with room; the pipeline makes at most 1280 px of it. */
export const IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024;

export const IMAGE_UPLOAD_MESSAGES = {
  type: 'The shop takes JPEG, PNG or WebP photos.',
  tooLarge: `The photo is larger than ${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB; make it smaller.`,
  empty: 'The file is empty.',
  fileName: 'The file needs a name.',
  folder: 'Products, collections or blog.',
} as const;

/** POST /api/admin/images */
export const ImageUploadRequest = z.object({
  folder: z.enum(IMAGE_FOLDERS, IMAGE_UPLOAD_MESSAGES.folder),
  fileName: z
    .string(IMAGE_UPLOAD_MESSAGES.fileName)
    .check(z.trim(), z.minLength(1, IMAGE_UPLOAD_MESSAGES.fileName), z.maxLength(200, 'At most 200 characters.')),
  contentType: z.enum(IMAGE_UPLOAD_TYPES, IMAGE_UPLOAD_MESSAGES.type),
  bytes: z
    .int(IMAGE_UPLOAD_MESSAGES.empty)
    .check(z.minimum(1, IMAGE_UPLOAD_MESSAGES.empty), z.maximum(IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MESSAGES.tooLarge)),
});
export type ImageUploadRequest = z.output<typeof ImageUploadRequest>;

/** Where and how the browser puts the file: a PUT of exactly these headers and that many bytes, before `expiresAt`. */
export interface ImageUploadTarget {
  uploadId: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
}

/** Where uploads wait in the images bucket, never served: a lifecycle rule there deletes what is left after a day (cdk/lib/web.ts). */
export const IMAGE_UPLOADS_PREFIX = 'uploads/';

/** `products.linen-shirt-front.<32 hex>`: the folder, the name the set takes, and a random part. */
export const UPLOAD_ID = /^(products|collections|blog)\.([a-z0-9]+(?:-[a-z0-9]+)*)\.([0-9a-f]{32})$/;

export const ImageUploadParams = z.object({
  uploadId: z.string('Not an upload of the back office.').check(z.regex(UPLOAD_ID, 'Not an upload of the back office.')),
});

/** The answer of …/process: the path a product, collection or post keeps (the largest WebP), and its size. */
export interface ImageUploadResult {
  path: string;
  width: number;
  height: number;
}

/** The browser's check before anything is sent, with the server's words. */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_UPLOAD_MESSAGES.type;
  if (file.size < 1) return IMAGE_UPLOAD_MESSAGES.empty;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return undefined;
}
