import { BlogPostSave } from '@shop/shared/contract/adminBlog';
import { IdParams } from '@shop/shared/contract/common';
import {
  NO_POST,
  type DeskChange,
  getDeskPost,
  listDeskPosts,
  publishDeskPost,
  saveDeskPost,
  unpublishDeskPost,
} from '../../content/blogDesk.ts';
import { shopBlog } from '../../content/contentAdapters.ts';
import { notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import type { StaffRecord } from '../../staff/staffRecord.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

async function audited(staff: StaffRecord, verb: 'save' | 'publish' | 'unpublish', change: DeskChange, now: Date) {
  await recordAudit(shopAuditLog, staff, { action: `blog.${verb}`, subject: { kind: 'blog', id: change.after.id }, ...change }, now);
  return change.after;
}

/** The blog desk: posts with their Markdown, drafts and published, and publishing them to the shop. */
export const handler = deskOf({
  'GET /api/admin/blog': staffRoute({ role: 'staff' }, async () => ({ data: await listDeskPosts(shopBlog) })),
  'GET /api/admin/blog/{id}': staffRoute({ role: 'staff', params: IdParams }, async ({ params }) => {
    const post = await getDeskPost(params.id, shopBlog);
    if (!post) throw notFound(NO_POST);
    return post;
  }),
  'POST /api/admin/blog': staffRoute({ role: 'staff', body: BlogPostSave }, async ({ body, staff, now }) =>
    audited(staff, 'save', await saveDeskPost(body, now, shopBlog), now),
  ),
  'POST /api/admin/blog/{id}/publish': staffRoute({ role: 'staff', params: IdParams }, async ({ params, staff, now }) =>
    audited(staff, 'publish', await publishDeskPost(params.id, now, shopBlog), now),
  ),
  'POST /api/admin/blog/{id}/unpublish': staffRoute({ role: 'staff', params: IdParams }, async ({ params, staff, now }) =>
    audited(staff, 'unpublish', await unpublishDeskPost(params.id, now, shopBlog), now),
  ),
});
