import type { AdminMessageRow } from '@shop/shared/contract/adminMessages';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';

const NONE: Refusal = { errors: {} };

/** Staff: one message of the contact form, answered by mail (the reply goes to the sender) and marked handled. */
export function MessagePage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useAdmin<AdminMessageRow>(`/api/admin/messages/${encodeURIComponent(id)}`);
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });
  const handled = async () => {
    setOutcome({ refusal: NONE });
    try {
      await mutate(await adminRequest<AdminMessageRow>(`/api/admin/messages/${encodeURIComponent(id)}/handled`, { method: 'POST' }), {
        revalidate: false,
      });
      setOutcome({ done: 'The message is marked handled.', refusal: NONE });
    } catch (refused) {
      setOutcome({ refusal: refusalOf(refused) });
    }
  };
  return (
    <section aria-labelledby="admin-message">
      <title>Message | Back office</title>
      <p>
        <Link to="/admin/messages">Back to the messages</Link>
      </p>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : data ? (
        <>
          <h1 id="admin-message">
            From {data.firstName} {data.lastName}
          </h1>
          <p className="admin__meta">
            <a href={`mailto:${data.email}`}>{data.email}</a>, {utcTime(data.receivedAt)}
          </p>
          <p className="admin__message">{data.text}</p>
          <Outcome done={outcome.done} refusal={outcome.refusal} />
          {data.handled ? (
            <p>
              Handled by {data.handled.by.email}, {utcTime(data.handled.at)}.
            </p>
          ) : (
            <button type="button" className="admin__button" onClick={handled}>
              Mark handled
            </button>
          )}
        </>
      ) : (
        <h1 id="admin-message">Message</h1>
      )}
    </section>
  );
}
