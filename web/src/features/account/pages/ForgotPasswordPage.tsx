import { SimplePage } from '../../../ui/SimplePage.tsx';

export function ForgotPasswordPage() {
  return (
    <SimplePage title="Forgot password">
      <p>Resetting a forgotten password will be possible here soon.</p>
    </SimplePage>
  );
}
