import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Careers.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Careers.hr.tsx').then((module) => module.Body),
});

/**
 * /careers: working at Tkanica and the open positions; its text in the page's language.
 */
export function CareersPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.careers;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
