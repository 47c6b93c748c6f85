import { ImageUploadParams, ImageUploadRequest, type ImageUploadResult } from '@shop/shared/contract/adminImages';
import { imageUploads } from '../../images/imageUploads.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';
import { processUpload, startUpload } from '../imageDesk.ts';

/** The images desk: photos uploaded from the browser, made into the shop's variants as the catalog import makes them. */
export const handler = deskOf({
  'POST /api/admin/images': staffRoute({ role: 'staff', body: ImageUploadRequest }, ({ body, now }) =>
    startUpload(imageUploads(), body, now),
  ),
  'POST /api/admin/images/{uploadId}/process': staffRoute(
    { role: 'staff', params: ImageUploadParams },
    async ({ params, staff, now }): Promise<ImageUploadResult> => {
      const result = await processUpload(imageUploads(), params.uploadId);
      await recordAudit(
        shopAuditLog,
        staff,
        { action: 'images.upload', subject: { kind: 'image', id: result.path }, after: { ...result, uploadId: params.uploadId } },
        now,
      );
      return result;
    },
  ),
});
