import type { StaffSession } from '@shop/shared/contract/admin';
import { useEffect, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { adminRequest, onStaffSessionChange, readStaffSession, storeStaffSession } from './api/adminRequest.ts';
import { AuditPage } from './pages/AuditPage.tsx';
import { InvitationPage } from './pages/InvitationPage.tsx';
import { OrderPage } from './pages/OrderPage.tsx';
import { OrdersPage } from './pages/OrdersPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import { StaffPage } from './pages/StaffPage.tsx';
import { TodayPage } from './pages/TodayPage.tsx';
import './admin.css';

function useStaffSession(): StaffSession | undefined {
  const [session, setSession] = useState(readStaffSession);
  useEffect(() => onStaffSessionChange(() => setSession(readStaffSession())), []);
  return session;
}

/**
 * The back office at /admin (docs/decisions/036-back-office.md): a lazily loaded part of the SPA
 * that the shopper's pages never import. Search engines are told to keep out.
 */
export function AdminArea() {
  const session = useStaffSession();
  return (
    <div className="admin">
      <meta name="robots" content="noindex, nofollow" />
      <Routes>
        <Route path="invitation/:staffId/:code" element={<InvitationPage />} />
        <Route path="*" element={session ? <SignedIn session={session} /> : <SignInPage />} />
      </Routes>
    </div>
  );
}

/** A link of the back office's menu, marked as the current page where it is (the shop's own Link, nothing more from the router). */
function NavItem({ to, children }: { to: string; children: string }) {
  const { pathname } = useLocation();
  const current = to === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname.startsWith(to);
  return (
    <Link to={to} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}

function SignedIn({ session }: { session: StaffSession }) {
  const navigate = useNavigate();
  const owner = session.staff.role === 'owner';
  const signOut = async () => {
    await adminRequest('/api/admin/signOut', { method: 'POST' }).catch(() => undefined);
    storeStaffSession(undefined);
    navigate('/admin');
  };
  return (
    <>
      <nav className="admin__nav" aria-label="Back office">
        <NavItem to="/admin">Today</NavItem>
        <NavItem to="/admin/orders">Orders</NavItem>
        {owner ? <NavItem to="/admin/staff">Staff</NavItem> : null}
        {owner ? <NavItem to="/admin/audit">Audit log</NavItem> : null}
        <span className="admin__who">
          {session.staff.name} ({session.staff.role})
        </span>
        <button type="button" className="admin__button admin__button--quiet" onClick={signOut}>
          Sign out
        </button>
      </nav>
      <Routes>
        <Route index element={<TodayPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        {owner ? <Route path="staff" element={<StaffPage />} /> : null}
        {owner ? <Route path="audit" element={<AuditPage />} /> : null}
        <Route path="*" element={<p>There is no such page in the back office.</p>} />
      </Routes>
    </>
  );
}
