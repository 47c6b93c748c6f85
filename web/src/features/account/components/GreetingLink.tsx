import { Link } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <circle cx="12" cy="8" r="3.6" />
      <path d="M4.8 20c.8-3.8 3.6-5.8 7.2-5.8s6.4 2 7.2 5.8" />
    </svg>
  );
}

/**
 * The header's account link: 'Hi, {first name}!' to the profile, or 'Login' (SPEC §2 Header).
 * Its words are in the `shop` section, which every page has loaded before its header shows.
 */
export function GreetingLink({ firstName }: { firstName?: string }) {
  const t = useMessages('shop').greeting;
  return (
    <Link to={firstName ? '/user/profile' : '/login'} className="header-greeting">
      <PersonIcon />
      <span className="header-greeting__text">{firstName ? t.hi(firstName) : t.login}</span>
    </Link>
  );
}

/** Keeps the greeting's place while a stored token's user loads, rather than flash 'Login'. */
export function GreetingPlaceholder() {
  return <span className="header-greeting" aria-hidden="true" />;
}
