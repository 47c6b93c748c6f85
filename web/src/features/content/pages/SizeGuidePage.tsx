import { ADULT_SIZE_GUIDE } from '@shop/shared/sizes';
import type { ReactNode } from 'react';
import { useLanguage } from '../../../i18n/language.ts';
import { useMessages } from '../../../i18n/messages.ts';
import { InfoPage } from '../components/InfoPage.tsx';
import { localizedBodies } from '../components/LocalizedBody.tsx';

const BODIES = localizedBodies<{ table: ReactNode }>({
  en: () => import('./bodies/SizeGuide.en.tsx').then((module) => module.Body),
  hr: () => import('./bodies/SizeGuide.hr.tsx').then((module) => module.Body),
});

/** The adult sizes' body measurements (shared/src/sizes.ts). */
function SizeTable() {
  const t = useMessages('content').sizes;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.size}</th>
            <th scope="col">{t.chest}</th>
            <th scope="col">{t.waist}</th>
            <th scope="col">{t.hips}</th>
          </tr>
        </thead>
        <tbody>
          {ADULT_SIZE_GUIDE.map((row) => (
            <tr key={row.size}>
              <th scope="row">{row.size}</th>
              <td>{row.chest}</td>
              <td>{row.waist}</td>
              <td>{row.hips}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /size-guide: the adult table of SPEC §3, chest, waist and hips in centimetres, and how to measure; its text in the page's language. */
export function SizeGuidePage() {
  const Body = BODIES[useLanguage()];
  const t = useMessages('content').pages.sizeGuide;
  return (
    <InfoPage title={t.title} description={t.description}>
      <Body table={<SizeTable />} />
    </InfoPage>
  );
}
