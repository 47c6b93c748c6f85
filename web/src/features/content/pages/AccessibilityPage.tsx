import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Accessibility.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Accessibility.hr.tsx').then((module) => module.Body),
});

/**
 * /accessibility: the accessibility statement (European Accessibility Act, Directive (EU)
 * 2019/882, in Croatian law NN 89/25): how the shop works and meets the requirements, what does
 * not yet, where to write, and where to complain (docs/decisions/021-withdrawal-and-legal-pages.md); its text in the page's language.
 */
export function AccessibilityPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.accessibility;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
