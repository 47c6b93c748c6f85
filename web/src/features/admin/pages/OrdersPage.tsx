import type { AdminOrderList } from '@shop/shared/contract/adminOrders';
import { type FormEvent, useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest, useAdmin } from '../api/adminRequest.ts';
import { OrderRows } from '../orderRows.tsx';
import { saveCsv } from '../saveCsv.ts';

const WORKING_STATES = ['PAID', 'PACKED', 'SHIPPED', 'READY_FOR_PICKUP', 'AWAITING_TRANSFER', 'PENDING_PAYMENT', 'PLACED'];

/** Orders by status (where work waits), or found by number, id or the customer's email. */
export function OrdersPage() {
  const [query, setQuery] = useState('status=PAID');
  const { data, error } = useAdmin<AdminOrderList>(`/api/admin/orders?${query}`);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) setQuery(new URLSearchParams({ q }).toString());
  };
  return (
    <section aria-labelledby="admin-orders">
      <title>Orders | Back office</title>
      <h1 id="admin-orders">Orders</h1>
      <div className="admin__steps">
        <label>
          Status{' '}
          <select onChange={(event) => setQuery(new URLSearchParams({ status: event.target.value }).toString())} defaultValue="PAID">
            {WORKING_STATES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <form onSubmit={search} className="admin__steps">
          <label>
            Order number or email <input name="q" type="search" />
          </label>
          <button type="submit" className="admin__button">
            Search
          </button>
        </form>
      </div>
      {error ? <p role="alert">{error.message}</p> : null}
      {data ? <OrderRows orders={data.data} caption="Orders" /> : null}
      <AccountantReports />
    </section>
  );
}

const NONE: Refusal = { errors: {} };

/** The first and last day of the month before `now`, YYYY-MM-DD: what a KIR is usually asked for. */
function lastMonth(now: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The accountant's CSVs of the invoices issued on some days, as `npm run admin -- reports kir|oss` writes them. */
function AccountantReports() {
  const [outcome, setOutcome] = useState<{ done?: string; refusal: Refusal }>({ refusal: NONE });
  const span = lastMonth(new Date());
  const download = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const query = new URLSearchParams({ report: String(f.get('report')), from: String(f.get('from')), to: String(f.get('to')) });
    setOutcome({ refusal: NONE });
    try {
      const { report } = await adminRequest<AdminOrderList>(`/api/admin/orders?${query}`);
      if (!report) return;
      saveCsv(report);
      setOutcome({ done: `${report.filename} saved.`, refusal: NONE });
    } catch (failure) {
      setOutcome({ refusal: refusalOf(failure) });
    }
  };
  const e = outcome.refusal.errors;
  return (
    <>
      <h2 id="admin-reports">Reports for the accountant</h2>
      <p>
        The book of issued invoices (KIR) of a month, or the OSS return’s figures of a quarter: from the invoices issued on those days
        (Zagreb time), as CSV.
      </p>
      <form onSubmit={download} className="admin__steps" aria-labelledby="admin-reports">
        <label>
          Report{' '}
          <select name="report" defaultValue="kir">
            <option value="kir">KIR (book of issued invoices)</option>
            <option value="oss">OSS return (per member state and rate)</option>
          </select>
        </label>
        <AdminField label="From" name="from" type="date" defaultValue={span.from} required error={e.from} />
        <AdminField label="To" name="to" type="date" defaultValue={span.to} required error={e.to} />
        <button type="submit" className="admin__button">
          Download CSV
        </button>
      </form>
      <Outcome done={outcome.done} refusal={outcome.refusal} />
    </>
  );
}
