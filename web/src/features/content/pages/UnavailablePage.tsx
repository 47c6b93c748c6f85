import { BRAND } from '@shop/shared/brand';
import { Seo } from '../../../ui/Seo.tsx';

/** /unavailable: where the shop sends visitors while it is down for maintenance. */
export function UnavailablePage() {
  return (
    <section className="apology" aria-labelledby="unavailable-title">
      <Seo
        title="Site currently unavailable"
        description={`The ${BRAND.name} shop is briefly unavailable for maintenance. Please come back soon.`}
      />
      <h1 id="unavailable-title" className="page-title">
        Site currently unavailable
      </h1>
      <p>
        We are mending a few threads of our shop and will be back very soon. Your cart is safe in your browser; please try again in a little
        while.
      </p>
      <p>
        Something urgent? Write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
      </p>
      <button type="button" className="button" onClick={() => window.location.assign('/')}>
        Try again
      </button>
    </section>
  );
}
