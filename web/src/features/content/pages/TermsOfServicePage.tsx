import { SimplePage } from '../../../ui/SimplePage.tsx';

export function TermsOfServicePage() {
  return (
    <SimplePage title="Terms of service">
      <p>Our terms of service will be published here.</p>
    </SimplePage>
  );
}
