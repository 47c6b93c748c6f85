import { SimplePage } from '../../../ui/SimplePage.tsx';

export function RecoverPasswordPage() {
  return (
    <SimplePage title="Recover password">
      <p>Choosing a new password will be possible here soon.</p>
    </SimplePage>
  );
}
