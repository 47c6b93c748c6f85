import { type FormEvent, useState } from 'react';
import { PERSONAL_DATA_MESSAGES } from '@shop/shared/contract/personalData';
import { TextField } from '../../../ui/Field.tsx';
import { deleteMyAccount, downloadMyData } from '../api/personalData.ts';
import { messageOf } from '../forms.ts';
import { signOut } from '../sessionActions.ts';

/**
 * The customer's rights over their data (GDPR Art. 15, 17 and 20): "Download my data" saves
 * everything the shop keeps as a JSON file; "Delete my account" asks for the password first.
 */
export function PersonalDataCard() {
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
      setDownloadError(messageOf(failure, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(PERSONAL_DATA_MESSAGES.passwordRequired);
      return;
    }
    setDeleting(true);
    setError(undefined);
    try {
      setDeleted((await deleteMyAccount({ password })).message);
    } catch (failure) {
      setError(messageOf(failure, 'Your account could not be deleted. Please try again.'));
    } finally {
      setDeleting(false);
    }
  };

  if (deleted) {
    return (
      <section className="profile-card" aria-labelledby="personal-data-title">
        <h2 id="personal-data-title" className="profile__heading">
          Your data
        </h2>
        <p role="status">{deleted}</p>
        <button type="button" className="button" onClick={signOut}>
          Continue to the shop
        </button>
      </section>
    );
  }

  return (
    <section className="profile-card" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className="profile__heading">
        Your data
      </h2>
      <p>
        Download everything we keep about you as a file, or delete your account. Invoices stay with us for 11 years, as the Accounting Act
        requires. <a href="/privacy-policy">How we handle your data</a>
      </p>
      <button type="button" className="button button--secondary" onClick={download} disabled={downloading}>
        {downloading ? 'Preparing your data…' : 'Download my data'}
      </button>
      {downloadError ? <p role="alert">{downloadError}</p> : null}
      {asking ? (
        <form onSubmit={submit} noValidate>
          <p>
            Deleting your account removes your profile, addresses, children, newsletter subscription and back-in-stock notices, and takes
            your name and address off your past orders. It cannot be undone.
          </p>
          <TextField
            id="delete-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={error}
            required
          />
          <div className="profile-card__actions">
            <button type="submit" className="button" disabled={deleting}>
              {deleting ? 'Deleting…' : 'Delete my account for good'}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Delete my account
        </button>
      )}
    </section>
  );
}
