import { Link } from 'react-router-dom';
import { InfoPage } from '../components/InfoPage.tsx';

/** /change-password: a placeholder (SPEC §2). */
export function ChangePasswordPage() {
  return (
    <InfoPage title="Change password" description="Changing your Tkanica password from your profile is coming soon.">
      <p className="placeholder-text">Changing your password from here is coming soon.</p>
      <p>
        Until then, you can set a new password with <Link to="/forgot-password">Forgot password</Link>: we email you a link to choose a new
        one.
      </p>
    </InfoPage>
  );
}
