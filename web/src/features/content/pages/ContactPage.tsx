import { BRAND } from '@shop/shared/brand';
import { SimplePage } from '../../../ui/SimplePage.tsx';

export function ContactPage() {
  return (
    <SimplePage title="Contact">
      <p>
        Our contact form is being set up. In the meantime, write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>.
      </p>
    </SimplePage>
  );
}
