import { lazy, Suspense } from 'react';
import { useOutletContext } from 'react-router-dom';
import type { User } from '@shop/shared/contract/accounts';
import { useMessages } from '../../../i18n/messages.ts';
import { Seo } from '../../../ui/Seo.tsx';
import { AddressBook } from '../components/AddressBook.tsx';
import { CustomerLevelBar } from '../components/CustomerLevelBar.tsx';
import { UserInfoCard } from '../components/UserInfoCard.tsx';
import { signOut } from '../sessionActions.ts';
import '../account.css';

// Below the cards: their code comes beside the orders' data, after the top of the profile.
const OrderList = lazy(() => import('../components/OrderList.tsx').then((m) => ({ default: m.OrderList })));
const PersonalDataCard = lazy(() => import('../components/PersonalDataCard.tsx').then((m) => ({ default: m.PersonalDataCard })));

/** /user/profile — greeting, Logout, customer level, user information, addresses, orders (SPEC §2). */
export function ProfilePage() {
  // UserArea shows this page only once the user has loaded.
  const user = useOutletContext<User>();
  const t = useMessages('account');
  const greeting = useMessages('shop').greeting;
  return (
    <section className="profile">
      <Seo title={t.profile.title} />
      <div className="profile__top">
        <h1 className="page-title profile__greeting">{greeting.hi(user.firstName)}</h1>
        <button type="button" className="button button--secondary" onClick={signOut}>
          {t.profile.logout}
        </button>
      </div>
      <CustomerLevelBar level={user.userLevel} />
      <div className="profile__cards">
        <UserInfoCard user={user} />
        <AddressBook user={user} />
      </div>
      <Suspense fallback={null}>
        <OrderList />
        <PersonalDataCard />
      </Suspense>
    </section>
  );
}
