import { type ImageUploadRequest, type ImageUploadResult, type ImageUploadTarget, UPLOAD_ID } from '@shop/shared/contract/adminImages';
import type { Message } from '@shop/shared/messages';
import { HttpError, notFound } from '../platform/errors.ts';
import type { ImageUploads } from '../images/imageUploads.ts';
import { newUploadId } from '../images/imageUploads.ts';
import { checkPhoto, photoSlug, storePhotoSets } from '../images/photos.ts';
import { ADMIN_IMAGES } from './messages.ts';

/**
 * The images desk (docs/decisions/041-image-uploads.md): a photo from the browser goes straight
 * to storage, then through the same pipeline as `npm run admin -- catalog import`
 * (lambdas/images/photos.ts). The type and size are checked before any URL is given, and bound
 * into it; the content is checked by sharp before anything is made, and a refused upload is
 * deleted, so nothing of it stays.
 */

const unprocessable = (message: Message) => new HttpError(422, message);

/** POST /api/admin/images: where the browser puts the file. The type and size are the contract's checks. */
export function startUpload(uploads: ImageUploads, request: ImageUploadRequest, now: Date): Promise<ImageUploadTarget> {
  return uploads.target(newUploadId(request.folder, photoSlug(request.fileName)), request.contentType, request.bytes, now);
}

/**
 * POST /api/admin/images/{uploadId}/process: the photo checked by its content and made into the
 * shop's variants, stored unless stored already (the same photo twice is one set). The upload is
 * deleted whatever the outcome.
 */
export async function processUpload(uploads: ImageUploads, uploadId: string): Promise<ImageUploadResult> {
  const [, folder, name] = UPLOAD_ID.exec(uploadId) as RegExpExecArray;
  const bytes = await uploads.read(uploadId);
  if (bytes === undefined) throw notFound(ADMIN_IMAGES.noSuchUpload);
  try {
    if (bytes === 'tooLarge') throw unprocessable(ADMIN_IMAGES.tooLarge);
    const checked = await checkPhoto(bytes, folder as string, name as string);
    if (typeof checked === 'string') throw unprocessable(ADMIN_IMAGES.notAPhoto({ problem: checked }));
    const { problems } = await storePhotoSets([checked], uploads.store, () => 'The file');
    if (problems.length > 0) throw unprocessable(ADMIN_IMAGES.notStored({ problems }));
    return { path: checked.set.path, width: checked.set.width, height: checked.set.height };
  } finally {
    await uploads.remove(uploadId);
  }
}
