import { SimplePage } from '../../../ui/SimplePage.tsx';

export function TermsAndSalesPage() {
  return (
    <SimplePage title="Terms & Sale Conditions">
      <p>Our terms and conditions of sale will be published here.</p>
    </SimplePage>
  );
}
