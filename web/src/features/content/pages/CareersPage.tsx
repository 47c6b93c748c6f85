import { SimplePage } from '../../../ui/SimplePage.tsx';

export function CareersPage() {
  return (
    <SimplePage title="Careers">
      <p>There are no open positions at the moment.</p>
    </SimplePage>
  );
}
