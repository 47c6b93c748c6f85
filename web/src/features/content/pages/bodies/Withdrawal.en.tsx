import { WITHDRAWAL_TEXT as T } from '@shop/shared/contract/withdrawalText';
import { Link } from 'react-router-dom';
import { MODEL_WITHDRAWAL_FORM } from '../../legalLinks.ts';

/** The English text above the withdrawal form. */
export function Body() {
  return (
    <>
      <p className="lead">
        You may withdraw from any order within 14 days of the day you received it, without giving a reason. Sale items are no exception.
        Fill in the form and press “{T.confirmLabel}”: we email you a confirmation of what you sent us, with the date and time we received
        it, at once.
      </p>
      <p>
        You need no account: the order number (in your order confirmation, e.g. TK-260314-7QX2M) and the email address you ordered with are
        enough. What happens next is explained on <Link to="/returns">Returns</Link>. You may also withdraw by post or email, with the{' '}
        <a href={MODEL_WITHDRAWAL_FORM} download>
          model withdrawal form
        </a>{' '}
        or in your own words.
      </p>
    </>
  );
}
