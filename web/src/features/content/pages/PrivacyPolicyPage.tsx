import { SimplePage } from '../../../ui/SimplePage.tsx';

export function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy policy">
      <p>Our privacy policy is being prepared and will be published here.</p>
    </SimplePage>
  );
}
