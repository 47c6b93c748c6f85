import { ANNOUNCEMENT_MAX_LENGTH, type AnnouncementSave, announcesPriceReduction } from '@shop/shared/contract/announcement';
import { useState } from 'react';
import { AdminField, Outcome, type Refusal, refusalOf } from '../AdminField.tsx';
import { adminRequest } from '../api/adminRequest.ts';
import { useDraft } from '../useDraft.ts';

/**
 * The announcement bar at the top of every page of the shop (docs/decisions/084): shown or not,
 * its text in both languages, and the page it leads to. A text that reads as a price reduction
 * brings the Omnibus rule to mind (decision 020).
 */
export function AnnouncementEditor({ stored, onSaved }: { stored: AnnouncementSave; onSaved(bar: AnnouncementSave): void }) {
  const { draft: bar, edit, saved: keep } = useDraft(stored);
  const [refusal, setRefusal] = useState<Refusal>({ errors: {} });
  const [done, setDone] = useState<string>();
  const e = refusal.errors;
  const field = (name: 'en' | 'hr' | 'link') => ({
    name: `announcement-${name}`,
    value: bar[name],
    error: e[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => edit({ ...bar, [name]: event.currentTarget.value }),
  });
  const save = async () => {
    setRefusal({ errors: {} });
    setDone(undefined);
    try {
      const saved = await adminRequest<AnnouncementSave>('/api/admin/catalogOrder/announcement', { body: bar });
      keep(saved);
      onSaved(saved);
      setDone(saved.shown ? 'Saved: every page of the shop shows the bar.' : 'Saved: the shop shows no bar.');
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };
  return (
    <section aria-labelledby="admin-announcement">
      <h2 id="admin-announcement">Announcement bar</h2>
      <p>One line above the header of every page, in the page's language; up to {ANNOUNCEMENT_MAX_LENGTH} characters of plain text.</p>
      <div className="admin__form admin__form--wide">
        <label className="admin__check">
          <input type="checkbox" checked={bar.shown} onChange={(event) => edit({ ...bar, shown: event.currentTarget.checked })} />
          Show the bar on every page
        </label>
        <AdminField label="Text (English)" {...field('en')} />
        <AdminField label="Tekst (hrvatski)" lang="hr" {...field('hr')} />
        <AdminField label="Link (optional, a page of the shop such as /collection/summer-linen)" {...field('link')} />
        {announcesPriceReduction(`${bar.en} ${bar.hr}`) ? (
          <p className="admin__warning">
            This reads as a price reduction. Announce only reductions the products really carry (their discount in the catalog): their pages
            and cards then show the lowest price of the 30 days before, as the law asks of every announced reduction.
          </p>
        ) : null}
      </div>
      <Outcome done={done} refusal={refusal} />
      <button type="button" className="admin__button" onClick={() => void save()}>
        Save the announcement bar
      </button>
    </section>
  );
}
