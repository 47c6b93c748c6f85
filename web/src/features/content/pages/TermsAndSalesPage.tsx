import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/TermsAndSales.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/TermsAndSales.hr.tsx').then((module) => module.Body),
});

/**
 * /terms-and-sales-conditions: the seller in Zagreb, Croatian law and courts, and the Croatian
 * out-of-court bodies for consumer disputes where SPEC §2 had the EU dispute portal, which no
 * longer exists (docs/decisions/021-withdrawal-and-legal-pages.md); its text in the page's language.
 */
export function TermsAndSalesPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.terms;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
