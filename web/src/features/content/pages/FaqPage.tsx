import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Faq.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Faq.hr.tsx').then((module) => module.Body),
});

/**
 * /faq: the questions we hear most, grouped by topic; its text in the page's language.
 */
export function FaqPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.faq;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
