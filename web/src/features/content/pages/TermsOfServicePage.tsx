import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.tsx';

/** /terms-of-service: a placeholder (SPEC §2). */
export function TermsOfServicePage() {
  return (
    <InfoPage title="Terms of service" description="The terms of service of the Tkanica website are being prepared.">
      <p className="placeholder-text">Our terms of service for using this website are being prepared and will be published here.</p>
      <p>
        The conditions of every purchase are in our <Link to="/terms-and-sales-conditions">Terms & Sale Conditions</Link>.
      </p>
    </InfoPage>
  );
}
