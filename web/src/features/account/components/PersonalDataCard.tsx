import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { TextField } from '../../../ui/Field.tsx';
import { deleteMyAccount, downloadMyData } from '../api/personalData.ts';
import { inLanguage, messageOf } from '../forms.ts';
import { signOut } from '../sessionActions.ts';

/**
 * The customer's rights over their data (GDPR Art. 15, 17 and 20): "Download my data" saves
 * everything the shop keeps as a JSON file; "Delete my account" asks for the password first.
 */
export function PersonalDataCard() {
  const t = useMessages('account');
  const p = t.personalData;
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      await downloadMyData();
    } catch (failure) {
      setDownloadError(messageOf(t, failure, p.downloadFailed));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t.personalDataRules.passwordRequired);
      return;
    }
    setDeleting(true);
    setError(undefined);
    try {
      setDeleted(inLanguage(t, (await deleteMyAccount({ password })).message));
    } catch (failure) {
      setError(messageOf(t, failure, p.deleteFailed));
    } finally {
      setDeleting(false);
    }
  };

  if (deleted) {
    return (
      <section className="profile-card" aria-labelledby="personal-data-title">
        <h2 id="personal-data-title" className="profile__heading">
          {p.heading}
        </h2>
        <p role="status">{deleted}</p>
        <button type="button" className="button" onClick={signOut}>
          {p.continue}
        </button>
      </section>
    );
  }

  return (
    <section className="profile-card" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className="profile__heading">
        {p.heading}
      </h2>
      <p>
        {p.intro} <Link to="/privacy-policy">{p.howWeHandle}</Link>
      </p>
      <button type="button" className="button button--secondary" onClick={download} disabled={downloading}>
        {downloading ? p.preparing : p.download}
      </button>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {/* Deleting cannot be undone: it stands apart, in the colour of errors. */}
      <div className="profile-card__danger">
        {asking ? (
          <form onSubmit={submit} noValidate>
            <p>{p.deleteWarning}</p>
            <TextField
              id="delete-password"
              label={p.password}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
              required
            />
            <div className="profile-card__actions">
              <button type="submit" className="button button--danger-solid" disabled={deleting}>
                {deleting ? p.deleting : p.deleteForGood}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
                {t.common.cancel}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
            {p.delete}
          </button>
        )}
      </div>
    </section>
  );
}
