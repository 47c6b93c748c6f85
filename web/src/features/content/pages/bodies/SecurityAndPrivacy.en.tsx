import { BRAND } from '@shop/shared/brand';
import { Link } from 'react-router-dom';

/** The English text of SecurityAndPrivacy. */
export function Body() {
  return (
    <>
      <p className="lead">Shopping with us should feel as safe as buying across the counter in our Kaptol store.</p>

      <h2>Safe payments</h2>
      <p>
        You pay on the secure page of our payment provider, which is certified to the PCI DSS standard. Your card number never reaches our
        servers, and we never store it. Where your bank supports it, card payments are confirmed with 3-D Secure.
      </p>

      <h2>Encrypted connections</h2>
      <p>
        Every page of the shop and every call it makes travels over HTTPS (TLS), so nobody between you and us can read or change what you
        send, from your address to your password.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Passwords are stored only as a salted scrypt hash: not even we can read them.</li>
        <li>After several wrong passwords, further attempts are slowed down, to stop anyone guessing.</li>
        <li>Links to activate an account or reset a password work once and expire after a short time.</li>
        <li>Setting a new password logs out every device where you were logged in.</li>
      </ul>

      <h2>Your data</h2>
      <p>
        Your data is stored in the European Union (Frankfurt), encrypted at rest, and backed up. Only the people who need it to fulfil your
        order can see it. What we collect and your rights are described in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>

      <h2>Watch out for fake messages</h2>
      <p>
        We will never ask for your password or card number by email, phone or Whatsapp. Our emails come from addresses ending in tkanica.hr.
        If a message looks suspicious, do not click its links; forward it to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
      </p>

      <h2>Found a weakness?</h2>
      <p>
        If you believe you have found a security problem in our shop, please tell us at <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>{' '}
        before telling anyone else. We answer within two working days and thank everyone who helps us keep our customers safe.
      </p>
    </>
  );
}
