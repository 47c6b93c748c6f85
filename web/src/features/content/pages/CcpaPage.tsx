import { SimplePage } from '../../../ui/SimplePage.tsx';

export function CcpaPage() {
  return (
    <SimplePage title="CCPA">
      <p>Information for California residents under the CCPA will be published here.</p>
    </SimplePage>
  );
}
