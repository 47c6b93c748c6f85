import { SimplePage } from '../../../ui/SimplePage.tsx';

export function ProfilePage() {
  return (
    <SimplePage title="Profile">
      <p>Your profile, customer level and orders will be shown here.</p>
    </SimplePage>
  );
}
