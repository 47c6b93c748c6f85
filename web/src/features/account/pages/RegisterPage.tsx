import { SimplePage } from '../../../ui/SimplePage.tsx';

export function RegisterPage() {
  return (
    <SimplePage title="Register">
      <p>Creating an account will be possible here soon.</p>
    </SimplePage>
  );
}
