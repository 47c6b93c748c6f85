import { BRAND } from '@shop/shared/brand';
import { pathIn } from '@shop/shared/language';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';

/** /unavailable: where the shop sends visitors while it is down for maintenance. */
export function UnavailablePage() {
  const t = useMessages('content').unavailable;
  const language = useLanguage();
  return (
    <section className="apology" aria-labelledby="unavailable-title">
      <Seo title={t.title} description={t.description} />
      <h1 id="unavailable-title" className="page-title">
        {t.title}
      </h1>
      <p>{t.text}</p>
      <p>
        {t.urgent}
        <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
      </p>
      <button type="button" className="button" onClick={() => window.location.assign(pathIn(language, '/'))}>
        {t.retry}
      </button>
    </section>
  );
}
