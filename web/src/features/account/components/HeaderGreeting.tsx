import { lazy, Suspense } from 'react';
import { useToken } from '../tokenStore.ts';
import { GreetingLink, GreetingPlaceholder } from './GreetingLink.tsx';
import './headerGreeting.css';

// Loading the user (SWR's hook, the call) is left out of the first load: a visitor without a
// token never needs it, and a customer's greeting waits for the call anyway.
const CustomerGreeting = lazy(async () => ({ default: (await import('./CustomerGreeting.tsx')).CustomerGreeting }));

/** The header's greeting 'Hi, {first name}!' linking to the profile, or a Login link (SPEC §2 Header). */
export function HeaderGreeting() {
  const token = useToken();
  if (!token) return <GreetingLink />;
  return (
    <Suspense fallback={<GreetingPlaceholder />}>
      <CustomerGreeting />
    </Suspense>
  );
}
