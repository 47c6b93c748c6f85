import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/PrivacyPolicy.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/PrivacyPolicy.hr.tsx').then((module) => module.Body),
});

/**
 * /privacy-policy: the data collected, the newsletter, cookies and the visitor's rights (SPEC §2); its text in the page's language.
 */
export function PrivacyPolicyPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.privacy;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
