import { SimplePage } from '../../../ui/SimplePage.tsx';

export function SecurityAndPrivacyPage() {
  return (
    <SimplePage title="Security & Privacy">
      <p>How we keep your data and payments safe will be described here.</p>
    </SimplePage>
  );
}
