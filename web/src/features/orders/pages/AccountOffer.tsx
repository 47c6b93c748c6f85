import { Link } from 'react-router-dom';
import { useSession } from '../../account/session.ts';

/**
 * A guest who just ordered is offered an account, on the email of the order: the register page
 * opens with it filled in. It travels in the link's state, not its address, so it stays out of
 * the browser's history and the server's logs. A customer who is logged in is not asked.
 */
export function AccountOffer({ email }: { email: string }) {
  const { loggedIn } = useSession();
  if (loggedIn) return null;
  return (
    <section className="order-receipt__account" aria-labelledby="account-offer-title">
      <h2 id="account-offer-title" className="order-receipt__heading">
        Create an account
      </h2>
      <p>
        Next time, checkout fills in your email and address for you. Your account would be <strong>{email}</strong>.
      </p>
      <Link to="/register" state={{ email }} className="button button--secondary">
        Create an account
      </Link>
    </section>
  );
}
