import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { useSession } from '../../account/session.ts';

/**
 * A guest who just ordered is offered an account, on the email of the order: the register page
 * opens with it filled in. It travels in the link's state, not its address, so it stays out of
 * the browser's history and the server's logs. A customer who is logged in is not asked.
 */
export function AccountOffer({ email }: { email: string }) {
  const t = useMessages('checkout').order.account;
  const { loggedIn } = useSession();
  if (loggedIn) return null;
  return (
    <section className="order-receipt__account" aria-labelledby="account-offer-title">
      <h2 id="account-offer-title" className="order-receipt__heading">
        {t.title}
      </h2>
      <p>
        {t.textBefore}
        <strong>{email}</strong>
        {t.textAfter}
      </p>
      <Link to="/register" state={{ email }} className="button button--secondary">
        {t.create}
      </Link>
    </section>
  );
}
