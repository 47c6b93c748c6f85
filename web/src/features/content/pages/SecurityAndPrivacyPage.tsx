import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/SecurityAndPrivacy.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/SecurityAndPrivacy.hr.tsx').then((module) => module.Body),
});

/**
 * /security-and-privacy: how the shop keeps accounts, payments and data safe; its text in the page's language.
 */
export function SecurityAndPrivacyPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.security;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
