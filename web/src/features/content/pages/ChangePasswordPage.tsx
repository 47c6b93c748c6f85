import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';

/** /change-password: a placeholder (SPEC §2). */
export function ChangePasswordPage() {
  const t = useMessages('content').changePassword;
  return (
    <InfoPage title={t.title} description={t.description}>
      <p className="placeholder-text">{t.soon}</p>
      <p>
        {t.before}
        <Link to="/forgot-password">{t.link}</Link>
        {t.after}
      </p>
    </InfoPage>
  );
}
