import { useSession } from '../session.ts';
import { GreetingLink, GreetingPlaceholder } from './GreetingLink.tsx';

/** The greeting once a token is stored: its user's first name, or 'Login' when the token no longer works. */
export function CustomerGreeting() {
  const { user, loading } = useSession();
  if (loading) return <GreetingPlaceholder />;
  return <GreetingLink firstName={user?.firstName} />;
}
