import type { StaffRole, StaffSession } from '@shop/shared/contract/admin';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { lazyPage } from '../../platform/lazyPage.ts';
import { Loading } from '../../ui/Loading.tsx';
import { adminRequest, onStaffSessionChange, readStaffSession, storeStaffSession } from './api/adminRequest.ts';
import { InvitationPage } from './pages/InvitationPage.tsx';
import { SignInPage } from './pages/SignInPage.tsx';
import './admin.css';

/**
 * The desks of the back office: each a menu entry (when it has a label) and its pages, each page
 * its own chunk, loaded when opened, so the admin grows without weighing on any one page.
 * `role`: the least role that sees it; the API holds the same per route (lambdas/routes.ts).
 */
interface DeskPage {
  path: string;
  label?: string;
  role: StaffRole;
  Page: ComponentType;
}
const DESK_PAGES: DeskPage[] = [
  { path: '', label: 'Today', role: 'staff', Page: lazyPage(() => import('./pages/TodayPage.tsx'), 'TodayPage') },
  { path: 'orders', label: 'Orders', role: 'staff', Page: lazyPage(() => import('./pages/OrdersPage.tsx'), 'OrdersPage') },
  { path: 'orders/:id', role: 'staff', Page: lazyPage(() => import('./pages/OrderPage.tsx'), 'OrderPage') },
  { path: 'products', label: 'Products', role: 'staff', Page: lazyPage(() => import('./pages/ProductsPage.tsx'), 'ProductsPage') },
  { path: 'products/:id', role: 'staff', Page: lazyPage(() => import('./pages/ProductPage.tsx'), 'ProductPage') },
  { path: 'blog', label: 'Blog', role: 'staff', Page: lazyPage(() => import('./pages/BlogPage.tsx'), 'BlogPage') },
  { path: 'blog/:id', role: 'staff', Page: lazyPage(() => import('./pages/BlogPostPage.tsx'), 'BlogPostPage') },
  { path: 'menu', label: 'Menu & home', role: 'staff', Page: lazyPage(() => import('./pages/CatalogOrderPage.tsx'), 'CatalogOrderPage') },
  { path: 'images', label: 'Images', role: 'staff', Page: lazyPage(() => import('./pages/ImagesPage.tsx'), 'ImagesPage') },
  {
    path: 'codes',
    label: 'Codes & gift cards',
    role: 'staff',
    Page: lazyPage(() => import('./pages/PromotionsPage.tsx'), 'PromotionsPage'),
  },
  { path: 'reviews', label: 'Reviews', role: 'staff', Page: lazyPage(() => import('./pages/ReviewsPage.tsx'), 'ReviewsPage') },
  { path: 'messages', label: 'Messages', role: 'staff', Page: lazyPage(() => import('./pages/MessagesPage.tsx'), 'MessagesPage') },
  { path: 'messages/:id', role: 'staff', Page: lazyPage(() => import('./pages/MessagePage.tsx'), 'MessagePage') },
  { path: 'newsletter', label: 'Newsletter', role: 'owner', Page: lazyPage(() => import('./pages/NewsletterPage.tsx'), 'NewsletterPage') },
  {
    path: 'failed-events',
    label: 'Failed events',
    role: 'owner',
    Page: lazyPage(() => import('./pages/FailedEventsPage.tsx'), 'FailedEventsPage'),
  },
  { path: 'staff', label: 'Staff', role: 'owner', Page: lazyPage(() => import('./pages/StaffPage.tsx'), 'StaffPage') },
  { path: 'audit', label: 'Audit log', role: 'owner', Page: lazyPage(() => import('./pages/AuditPage.tsx'), 'AuditPage') },
];

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
      <p className="admin__brand">
        <Link to="/admin">Tkanica back office</Link>
        <a href="/">Open the shop</a>
      </p>
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
  const pages = DESK_PAGES.filter((page) => owner || page.role === 'staff');
  const signOut = async () => {
    await adminRequest('/api/admin/signOut', { method: 'POST' }).catch(() => undefined);
    storeStaffSession(undefined);
    navigate('/admin');
  };
  return (
    <>
      <nav className="admin__nav" aria-label="Back office">
        {pages.map(({ path, label }) =>
          label ? (
            <NavItem key={path} to={path ? `/admin/${path}` : '/admin'}>
              {label}
            </NavItem>
          ) : null,
        )}
        <span className="admin__who">
          {session.staff.name} ({session.staff.role})
        </span>
        <button type="button" className="admin__button admin__button--quiet" onClick={signOut}>
          Sign out
        </button>
      </nav>
      <Suspense fallback={<Loading />}>
        <Routes>
          {pages.map(({ path, Page }) =>
            path ? <Route key={path} path={path} element={<Page />} /> : <Route key="today" index element={<Page />} />,
          )}
          <Route path="*" element={<p>There is no such page in the back office.</p>} />
        </Routes>
      </Suspense>
    </>
  );
}
