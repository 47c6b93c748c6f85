import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Returns.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Returns.hr.tsx').then((module) => module.Body),
});

/**
 * /returns: the statutory right of withdrawal for every item bought online, sale items included
 * (Directive 2011/83/EU Arts. 9 to 16), beside the shop's own returns policy (SPEC §9 as the law
 * allows it: docs/decisions/021-withdrawal-and-legal-pages.md); its text in the page's language.
 */
export function ReturnsPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.returns;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
