import { LANGUAGE_HEADER } from '@shop/shared/language';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { handler as shopAnnouncement } from '../catalog/handlers/announcement.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as desk } from './handlers/catalogOrderDesk.ts';

/* The announcement bar at the desk of the menu and home page, and as the shop's API answers it (decision 084). */

let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('catalog', 'staff', 'audit');
  headers = (await activeStaff({ email: 'maja@tkanica.hr' })).headers;
});

const bar = { shown: true, en: 'Free shipping over 60 €', hr: 'Besplatna dostava iznad 60 €', link: '/collection/autumn-linen' };
const save = (body: unknown) => invokeRoute('POST /api/admin/catalogOrder/announcement', desk, { body, headers });
const shown = async (language: 'en' | 'hr') =>
  (await invokeRoute('GET /api/announcement', shopAnnouncement, { headers: { [LANGUAGE_HEADER]: language } })).body;

describe('the announcement bar', () => {
  it('is off and empty until staff set it, and the shop shows none', async () => {
    const { body } = await invokeRoute('GET /api/admin/catalogOrder', desk, { headers });
    expect(body.announcement).toEqual({ shown: false, en: '', hr: '', link: '' });
    expect(await shown('en')).toEqual({});
  });

  it('shows what staff saved in the shopper’s language, with its link, until they turn it off; each change in the audit log', async () => {
    const saved = await save({ ...bar, en: ` ${bar.en} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(bar);
    expect(await shown('en')).toEqual({ text: 'Free shipping over 60 €', link: '/collection/autumn-linen' });
    expect(await shown('hr')).toEqual({ text: 'Besplatna dostava iznad 60 €', link: '/collection/autumn-linen' });
    expect((await invokeRoute('GET /api/admin/catalogOrder', desk, { headers })).body.announcement).toEqual(bar);

    expect((await save({ ...bar, link: '' })).status).toBe(200);
    expect(await shown('hr')).toEqual({ text: 'Besplatna dostava iznad 60 €' });

    // Off, the texts are kept for the next time.
    expect((await save({ ...bar, shown: false })).status).toBe(200);
    expect(await shown('en')).toEqual({});
    expect((await invokeRoute('GET /api/admin/catalogOrder', desk, { headers })).body.announcement).toEqual({ ...bar, shown: false });

    const entries = (await readAudit(shopAuditReader, { subject: 'announcement#announcement' }, new Date())).data;
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(Array(3).fill('catalogOrder.announcement'));
    expect(entries[0]).toMatchObject({ staff: { email: 'maja@tkanica.hr' }, before: { shown: true }, after: { shown: false } });
  });

  it('refuses a bar without its Croatian text, too long, with HTML or a link out of the shop, naming the field, and changes nothing', async () => {
    await save(bar);
    for (const [body, field, message] of [
      [{ ...bar, hr: '' }, 'hr', 'The bar needs its text in English and in Croatian while it is shown.'],
      [{ ...bar, en: 'x'.repeat(121) }, 'en', 'At most 120 characters: the bar is one line.'],
      [{ ...bar, en: '<script>alert(1)</script>' }, 'en', 'Plain text only: no line breaks and no HTML tags.'],
      [
        { ...bar, link: 'https://elsewhere.example' },
        'link',
        'A link is a page of the shop, such as /category/kids-tops or /collection/summer-linen.',
      ],
    ] as const) {
      const refused = await save(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ [field]: message });
    }
    expect((await save({ shown: 'yes' })).status).toBe(400);
    expect(await shown('en')).toEqual({ text: bar.en, link: bar.link });
    expect((await readAudit(shopAuditReader, { subject: 'announcement#announcement' }, new Date())).data).toHaveLength(1);
  });

  it('is the back office’s to set: a shopper’s call is refused', async () => {
    const refused = await invokeRoute('POST /api/admin/catalogOrder/announcement', desk, { body: bar });
    expect(refused.status).toBe(401);
    expect(await shown('en')).toEqual({});
  });
});
