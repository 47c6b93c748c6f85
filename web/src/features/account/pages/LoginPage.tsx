import { SimplePage } from '../../../ui/SimplePage.tsx';

export function LoginPage() {
  return (
    <SimplePage title="Login">
      <p>Signing in to your account will be possible here soon.</p>
    </SimplePage>
  );
}
