import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.tsx';

/** /ccpa: a placeholder (SPEC §2). */
export function CcpaPage() {
  return (
    <InfoPage title="CCPA" description="Information for California residents under the California Consumer Privacy Act is being prepared.">
      <p className="placeholder-text">Information for California residents under the CCPA will be published here.</p>
      <p>
        We do not sell personal information. How we handle your data is described in our <Link to="/privacy-policy">privacy policy</Link>.
      </p>
    </InfoPage>
  );
}
