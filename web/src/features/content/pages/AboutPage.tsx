import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/About.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/About.hr.tsx').then((module) => module.Body),
});

/**
 * /about-us: the brand story (SPEC §2); its text in the page's language.
 */
export function AboutPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.about;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
