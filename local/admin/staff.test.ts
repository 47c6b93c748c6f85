import { beforeEach, describe, expect, it } from 'vitest';
import { readAudit } from '../../lambdas/staff/auditLog.ts';
import { shopAuditReader, shopStaff } from '../../lambdas/staff/staffAdapters.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

beforeEach(() => clearTables('staff', 'audit'));

describe('staff create', () => {
  it('invites the first owner: prints and mails the link, and the audit log says the command line did it', async () => {
    const admin = adminTest();
    expect(await admin.run(['staff', 'create', 'Ana@Tkanica.hr', '--name', 'Ana Horvat'])).toBe(0);
    const [link] = admin.io.stdout;
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/invitation\/[0-9a-z]+\/[A-Za-z0-9_-]{43}$/);
    expect(admin.mailer.sent).toHaveLength(1);
    expect(admin.mailer.sent[0]).toMatchObject({ to: 'ana@tkanica.hr' });
    expect(admin.mailer.sent[0]?.text).toContain(link);
    expect(await shopStaff.byEmail('ana@tkanica.hr')).toMatchObject({ role: 'owner', status: 'INVITED', name: 'Ana Horvat' });
    const { data } = await readAudit(shopAuditReader, {}, new Date());
    expect(data).toEqual([expect.objectContaining({ action: 'staff.invite', staff: expect.objectContaining({ email: 'npm run admin' }) })]);

    admin.clearOutput();
    expect(await admin.run(['staff', 'list'])).toBe(0);
    expect(admin.io.stdout.join('\n')).toMatch(/ana@tkanica\.hr\s+Ana Horvat\s+owner\s+INVITED/);
  });

  it('checks its input before anything is written', async () => {
    const admin = adminTest();
    expect(await admin.run(['staff', 'create', 'not-an-email', '--role', 'boss'])).toBe(1);
    expect(admin.io.stderr).toEqual([
      'email: Please enter a valid email address.',
      '--name: A name is required.',
      '--role: The role is owner or staff.',
    ]);
    expect(admin.prepared()).toBe(0);
  });
});
