import type { AdminMessageList } from '@shop/shared/contract/adminMessages';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminTable } from '../AdminTable.tsx';
import { useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';

/** Staff: the contact form's inbox, newest first; handled messages only when asked for. */
export function MessagesPage() {
  const [all, setAll] = useState(false);
  const { data } = useAdmin<AdminMessageList>(`/api/admin/messages?show=${all ? 'all' : 'open'}`);
  return (
    <section aria-labelledby="admin-messages">
      <title>Messages | Back office</title>
      <h1 id="admin-messages">Messages</h1>
      <label className="admin__check" htmlFor="admin-messages-all">
        <input id="admin-messages-all" type="checkbox" checked={all} onChange={(event) => setAll(event.currentTarget.checked)} />
        Show handled messages too
      </label>
      {data ? (
        data.data.length === 0 ? (
          <p>{all ? 'There are no messages.' : 'Every message is handled.'}</p>
        ) : (
          <AdminTable
            caption="Messages from the contact form"
            columns={['Received', 'From', 'Message', 'Handled']}
            rows={data.data.map((m) => [
              m.id,
              [
                <Link key="open" to={`/admin/messages/${m.id}`}>
                  {utcTime(m.receivedAt)}
                </Link>,
                `${m.firstName} ${m.lastName} <${m.email}>`,
                m.text.length > 80 ? `${m.text.slice(0, 80)}…` : m.text,
                m.handled ? `by ${m.handled.by.email}` : 'open',
              ],
            ])}
          />
        )
      ) : null}
    </section>
  );
}
