import { SimplePage } from '../../../ui/SimplePage.tsx';

export function ReturnsPage() {
  return (
    <SimplePage title="Returns">
      <p>Our returns policy will be published here.</p>
    </SimplePage>
  );
}
