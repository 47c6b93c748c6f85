import { HomeSectionsSave, MenuOrderSave } from '@shop/shared/contract/adminCatalog';
import { AnnouncementSave } from '@shop/shared/contract/announcement';
import { saveAnnouncement } from '../../catalog/announcement.ts';
import { catalogOrder, saveHomeSections, saveMenuOrder } from '../../catalog/catalogOrder.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog } from '../../staff/staffAdapters.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';

/** The desk of the menu's order, its featured collections, the home page's sections and the announcement bar. */
export const handler = deskOf({
  'GET /api/admin/catalogOrder': staffRoute({ role: 'staff' }, () => catalogOrder()),
  'POST /api/admin/catalogOrder/menu': staffRoute({ role: 'staff', body: MenuOrderSave }, async ({ body, staff, now }) => {
    const change = await saveMenuOrder(body);
    await recordAudit(shopAuditLog, staff, { action: 'catalogOrder.menu', subject: { kind: 'menu', id: body.age }, ...change }, now);
    return change.after;
  }),
  'POST /api/admin/catalogOrder/home': staffRoute({ role: 'staff', body: HomeSectionsSave }, async ({ body, staff, now }) => {
    const change = await saveHomeSections(body);
    await recordAudit(shopAuditLog, staff, { action: 'catalogOrder.home', subject: { kind: 'home', id: 'home' }, ...change }, now);
    return change.after;
  }),
  'POST /api/admin/catalogOrder/announcement': staffRoute({ role: 'staff', body: AnnouncementSave }, async ({ body, staff, now }) => {
    const change = await saveAnnouncement(body);
    await recordAudit(
      shopAuditLog,
      staff,
      { action: 'catalogOrder.announcement', subject: { kind: 'announcement', id: 'announcement' }, ...change },
      now,
    );
    return change.after;
  }),
});
