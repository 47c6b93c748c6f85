import { Navigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { useSessionStatus } from '../api/getSessionStatus.ts';

/** /return — back from the payment page: still open goes back to checkout; complete says thanks. */
export function ReturnPage() {
  const t = useMessages('checkout').returned;
  const [params] = useSearchParams();
  const { data } = useSessionStatus(params.get('session_id'));

  if (data?.status === 'open') return <Navigate to="/checkout" replace />;
  if (data?.status !== 'complete') return null;
  return (
    <section className="thanks" aria-labelledby="thanks-title">
      <Seo title={t.title} />
      <h1 id="thanks-title" className="page-title">
        {t.heading}
      </h1>
      <p>
        {t.emailBefore}
        <strong>{data.customer_email}</strong>
        {t.emailAfter}
      </p>
    </section>
  );
}
