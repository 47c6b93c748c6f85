import { Navigate, useSearchParams } from 'react-router-dom';
import { Seo } from '../../../ui/Seo.tsx';
import { useSessionStatus } from '../api/getSessionStatus.ts';

/** /return — back from the payment page: still open goes back to checkout; complete says thanks. */
export function ReturnPage() {
  const [params] = useSearchParams();
  const { data } = useSessionStatus(params.get('session_id'));

  if (data?.status === 'open') return <Navigate to="/checkout" replace />;
  if (data?.status !== 'complete') return null;
  return (
    <section className="thanks" aria-labelledby="thanks-title">
      <Seo title="Thank you" />
      <h1 id="thanks-title" className="page-title">
        Thank you for your order!
      </h1>
      <p>
        A confirmation email will be sent to <strong>{data.customer_email}</strong>. If you have any questions, please write to us.
      </p>
    </section>
  );
}
