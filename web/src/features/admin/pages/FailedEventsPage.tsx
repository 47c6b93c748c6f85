import {
  FAILED_EVENT_QUEUE_NAMES,
  type FailedEventList,
  type FailedEventOutcome,
  type FailedEventRow,
} from '@shop/shared/contract/adminFailedEvents';
import { useState } from 'react';
import { Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';

const NONE: Refusal = { errors: {} };
const keyOf = (row: FailedEventRow) => `${row.queue}/${row.messageId}`;

/**
 * Owners: the messages the shop's functions failed on every delivery and set aside (the queues'
 * dead letters), each replayed once its cause is fixed or dropped with its body kept in the audit
 * log (docs/decisions/045). Dropping asks once more, in the row.
 */
export function FailedEventsPage() {
  const { data, error, mutate } = useAdmin<FailedEventList>('/api/admin/failedEvents');
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });
  const [dropping, setDropping] = useState<string>();

  const act = async (row: FailedEventRow, action: 'replay' | 'drop') => {
    setOutcome({ refusal: NONE });
    setDropping(undefined);
    try {
      const path = `/api/admin/failedEvents/${row.queue}/${encodeURIComponent(row.messageId)}/${action}`;
      const answer = await adminRequest<FailedEventOutcome>(path, { body: {} });
      const queue = FAILED_EVENT_QUEUE_NAMES[row.queue];
      setOutcome({
        done:
          answer.outcome === 'replayed'
            ? `Replayed to ${queue}: ${row.summary}.`
            : `Dropped: ${row.summary}. Its body is kept in the audit log.`,
        refusal: NONE,
      });
    } catch (failure) {
      setOutcome({ refusal: refusalOf(failure) });
    }
    await mutate();
  };

  return (
    <section aria-labelledby="admin-failed-events">
      <title>Failed events | Back office</title>
      <h1 id="admin-failed-events">Failed events</h1>
      <p>
        Messages the shop’s functions failed on every delivery, set aside so that none is lost. Replay one once its cause is fixed (the
        function’s log says why it failed, under the message’s id): it is handled again, and one that did get through before has no second
        effect. Drop one that no longer matters: its body stays in the audit log.
      </p>
      <Outcome done={outcome.done} refusal={outcome.refusal} />
      {error ? <p role="alert">{error.message}</p> : null}
      {!data && !error ? <p>Loading…</p> : null}
      {data ? (
        data.data.length === 0 ? (
          <p>No failed events are waiting.</p>
        ) : (
          <AdminTable
            caption="Failed events waiting"
            columns={['Queue', 'Event', 'First sent', 'Receives', 'Actions']}
            rows={data.data.map((row) => [
              keyOf(row),
              [
                FAILED_EVENT_QUEUE_NAMES[row.queue],
                <details key="event">
                  <summary>{row.summary}</summary>
                  <pre className="admin__body">{row.body}</pre>
                </details>,
                utcTime(row.sentAt),
                row.receiveCount ?? '–',
                dropping === keyOf(row) ? (
                  <span key="confirm" className="admin__actions">
                    <button type="button" className="admin__button" onClick={() => act(row, 'drop')}>
                      Drop it for good
                    </button>
                    <button type="button" className="admin__button admin__button--quiet" onClick={() => setDropping(undefined)}>
                      Keep it
                    </button>
                  </span>
                ) : (
                  <span key="actions" className="admin__actions">
                    <button type="button" className="admin__button" onClick={() => act(row, 'replay')} aria-label={`Replay ${row.summary}`}>
                      Replay
                    </button>
                    <button
                      type="button"
                      className="admin__button admin__button--quiet"
                      onClick={() => setDropping(keyOf(row))}
                      aria-label={`Drop ${row.summary}`}
                    >
                      Drop
                    </button>
                  </span>
                ),
              ],
            ])}
          />
        )
      ) : null}
    </section>
  );
}
