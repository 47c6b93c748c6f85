import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies({
  en: () => import('./bodies/Payments.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/Payments.hr.tsx').then((module) => module.Body),
});

/**
 * /payments: card, PayPal, direct bank deposit, discounts and vouchers (SPEC §2, §9); its text in the page's language.
 */
export function PaymentsPage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.payments;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body />
    </InfoPage>
  );
}
