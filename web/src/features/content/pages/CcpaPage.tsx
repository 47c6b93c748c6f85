import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';

/** /ccpa: a placeholder (SPEC §2). */
export function CcpaPage() {
  const t = useMessages('content').ccpa;
  return (
    <InfoPage title={t.title} description={t.description}>
      <p className="placeholder-text">{t.soon}</p>
      <p>
        {t.before}
        <Link to="/privacy-policy">{t.link}</Link>
        {t.after}
      </p>
    </InfoPage>
  );
}
