import type { AuditPage as AuditPageData } from '@shop/shared/contract/admin';
import { useState } from 'react';
import { AdminTable } from '../AdminTable.tsx';
import { useAdmin } from '../api/adminRequest.ts';

const statusOf = (item: unknown) => String((item as { status?: string } | undefined)?.status ?? '–');

/** Owners: what staff did, newest first; nobody can change it. */
export function AuditPage() {
  const [cursor, setCursor] = useState<string>();
  const { data, error } = useAdmin<AuditPageData>(`/api/admin/audit${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
  return (
    <section aria-labelledby="admin-audit">
      <title>Audit log | Back office</title>
      <h1 id="admin-audit">Audit log</h1>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? (
        <AdminTable
          caption="Staff actions, newest first"
          columns={['When', 'Who', 'What', 'Subject', 'Before → after']}
          rows={data.data.map((entry) => [
            entry.id,
            [
              entry.at.slice(0, 19).replace('T', ' '),
              entry.staff.email,
              entry.action,
              `${entry.subject.kind} ${entry.subject.id}`,
              `${statusOf(entry.before)} → ${statusOf(entry.after)}`,
            ],
          ])}
        />
      ) : null}
      {data?.next ? (
        <button type="button" className="admin__button admin__button--quiet" onClick={() => setCursor(data.next)}>
          Older entries
        </button>
      ) : null}
    </section>
  );
}
