import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { readToken } from '../../../platform/token.ts';

/** /user: the profile area. Without a stored token a visitor is sent to log in (SPEC §2). */
export function UserArea() {
  const { pathname } = useLocation();
  const isLogin = pathname.replace(/\/+$/, '').endsWith('/user/login');
  if (!isLogin && !readToken()) return <Navigate to="/login" replace />;
  return <Outlet />;
}
