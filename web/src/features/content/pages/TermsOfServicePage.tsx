import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';

/** /terms-of-service: a placeholder (SPEC §2). */
export function TermsOfServicePage() {
  const t = useMessages('content').termsOfService;
  return (
    <InfoPage title={t.title} description={t.description}>
      <p className="placeholder-text">{t.soon}</p>
      <p>
        {t.before}
        <Link to="/terms-and-sales-conditions">{t.link}</Link>
        {t.after}
      </p>
    </InfoPage>
  );
}
