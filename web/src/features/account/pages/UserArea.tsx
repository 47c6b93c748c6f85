import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useMessages } from '../../../i18n/messages.ts';
import { useSession } from '../session.ts';

/**
 * /user: the profile area (SPEC §2, §4). A visitor, or a token that no longer works, is sent to
 * log in; while the user loads the area shows the loading text. The pages below get the user
 * as the outlet's context.
 */
export function UserArea() {
  const t = useMessages('account');
  const { pathname } = useLocation();
  const { loggedIn, user, loading } = useSession();
  if (pathname.replace(/\/+$/, '').endsWith('/user/login')) return <Outlet />;
  if (!loggedIn) return <Navigate to="/login" replace />;
  if (loading) {
    return (
      <p className="loading" role="status">
        {t.common.loading}
      </p>
    );
  }
  if (!user) return <Navigate to="/login" replace />;
  return <Outlet context={user} />;
}
