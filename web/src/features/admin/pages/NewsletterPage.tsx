import type { SubscriberExport, SubscriberList } from '@shop/shared/contract/adminNewsletter';
import { useState } from 'react';
import { Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { utcTime } from '../adminTime.ts';
import { saveCsv } from '../saveCsv.ts';

const NONE: Refusal = { errors: {} };

/** Owners: the newsletter's confirmed subscribers (personal data), and their CSV as `npm run admin -- newsletter export` writes it. */
export function NewsletterPage() {
  const { data } = useAdmin<SubscriberList>('/api/admin/newsletter/subscribers');
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });
  const download = async () => {
    setOutcome({ refusal: NONE });
    try {
      const file = await adminRequest<SubscriberExport>('/api/admin/newsletter/export');
      saveCsv(file);
      setOutcome({ done: `${file.filename}: ${file.count} confirmed subscriber${file.count === 1 ? '' : 's'}.`, refusal: NONE });
    } catch (error) {
      setOutcome({ refusal: refusalOf(error) });
    }
  };
  return (
    <section aria-labelledby="admin-newsletter">
      <title>Newsletter | Back office</title>
      <h1 id="admin-newsletter">Newsletter</h1>
      <p>Confirmed subscribers: they confirmed by email and did not unsubscribe.</p>
      <button type="button" className="admin__button" onClick={download}>
        Download the subscribers as CSV
      </button>
      <Outcome done={outcome.done} refusal={outcome.refusal} />
      {data ? (
        data.data.length === 0 ? (
          <p>There are no confirmed subscribers.</p>
        ) : (
          <AdminTable
            caption="Confirmed subscribers"
            columns={['Email', 'Confirmed']}
            rows={data.data.map((s) => [s.email, [s.email, utcTime(s.confirmedAt)]])}
          />
        )
      ) : null}
    </section>
  );
}
