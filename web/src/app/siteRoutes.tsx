import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage as page } from '../platform/lazyPage.ts';

const LoginPage = page(() => import('../features/account/pages/LoginPage.tsx'), 'LoginPage', ['account']);
const RegisterPage = page(() => import('../features/account/pages/RegisterPage.tsx'), 'RegisterPage', ['account']);
const ForgotPasswordPage = page(() => import('../features/account/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage', ['account']);
const RecoverPasswordPage = page(() => import('../features/account/pages/RecoverPasswordPage.tsx'), 'RecoverPasswordPage', ['account']);
const ActivatePage = page(() => import('../features/account/pages/ActivatePage.tsx'), 'ActivatePage', ['account']);
const UserArea = page(() => import('../features/account/pages/UserArea.tsx'), 'UserArea', ['account']);
const ProfilePage = page(() => import('../features/account/pages/ProfilePage.tsx'), 'ProfilePage', ['account']);

const SearchPage = page(() => import('../features/catalog/pages/SearchPage.tsx'), 'SearchPage', ['catalog']);
const WishlistPage = page(() => import('../features/wishlist/WishlistPage.tsx'), 'WishlistPage', ['panels', 'catalog']);
// The back office (docs/decisions/036): its own chunk, which no shopper's page imports.
const AdminArea = page(() => import('../features/admin/AdminArea.tsx'), 'AdminArea');

const BlogListPage = page(() => import('../features/content/pages/BlogListPage.tsx'), 'BlogListPage', ['content']);
const BlogPostPage = page(() => import('../features/content/pages/BlogPostPage.tsx'), 'BlogPostPage', ['content']);
const AboutPage = page(() => import('../features/content/pages/AboutPage.tsx'), 'AboutPage', ['content']);
const FaqPage = page(() => import('../features/content/pages/FaqPage.tsx'), 'FaqPage', ['content']);
const ContactPage = page(() => import('../features/content/pages/ContactPage.tsx'), 'ContactPage', ['content']);
const PrivacyPolicyPage = page(() => import('../features/content/pages/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage', ['content']);
const TermsOfServicePage = page(() => import('../features/content/pages/TermsOfServicePage.tsx'), 'TermsOfServicePage', ['content']);
const CcpaPage = page(() => import('../features/content/pages/CcpaPage.tsx'), 'CcpaPage', ['content']);
const PaymentsPage = page(() => import('../features/content/pages/PaymentsPage.tsx'), 'PaymentsPage', ['content']);
const TermsAndSalesPage = page(() => import('../features/content/pages/TermsAndSalesPage.tsx'), 'TermsAndSalesPage', ['content']);
const SecurityAndPrivacyPage = page(() => import('../features/content/pages/SecurityAndPrivacyPage.tsx'), 'SecurityAndPrivacyPage', [
  'content',
]);
const ReturnsPage = page(() => import('../features/content/pages/ReturnsPage.tsx'), 'ReturnsPage', ['content']);
const WithdrawalPage = page(() => import('../features/content/pages/WithdrawalPage.tsx'), 'WithdrawalPage', ['content']);
const AccessibilityPage = page(() => import('../features/content/pages/AccessibilityPage.tsx'), 'AccessibilityPage', ['content']);
const ShippingPage = page(() => import('../features/content/pages/ShippingPage.tsx'), 'ShippingPage', ['content']);
const SizeGuidePage = page(() => import('../features/content/pages/SizeGuidePage.tsx'), 'SizeGuidePage', ['content']);
const CareersPage = page(() => import('../features/content/pages/CareersPage.tsx'), 'CareersPage', ['content']);
const NotFoundPage = page(() => import('../features/content/pages/NotFoundPage.tsx'), 'NotFoundPage', ['content']);
const ForbiddenPage = page(() => import('../features/content/pages/ForbiddenPage.tsx'), 'ForbiddenPage', ['content']);
const ChangePasswordPage = page(() => import('../features/content/pages/ChangePasswordPage.tsx'), 'ChangePasswordPage', ['content']);
const UnavailablePage = page(() => import('../features/content/pages/UnavailablePage.tsx'), 'UnavailablePage', ['content']);
const NewsletterConfirmPage = page(() => import('../features/newsletter/pages/NewsletterLinkPages.tsx'), 'NewsletterConfirmPage', [
  'content',
]);
const NewsletterUnsubscribePage = page(() => import('../features/newsletter/pages/NewsletterLinkPages.tsx'), 'NewsletterUnsubscribePage', [
  'content',
]);

/**
 * The account, blog and information routes of SPEC §2, matched below the root's `*`; any
 * other path is the 'Oops! Wrong turn' page.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="recover-password/:userId/:activationCode" element={<RecoverPasswordPage />} />
      <Route path="activate/:userId/:activationCode" element={<ActivatePage />} />
      <Route path="user" element={<UserArea />}>
        <Route index element={<Navigate to="profile" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="profile" element={<ProfilePage />} />
      </Route>

      <Route path="search" element={<SearchPage />} />
      <Route path="wishlist" element={<WishlistPage />} />
      <Route path="admin/*" element={<AdminArea />} />

      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/:id" element={<BlogPostPage />} />
      <Route path="about-us" element={<AboutPage />} />
      <Route path="faq" element={<FaqPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="terms-of-service" element={<TermsOfServicePage />} />
      <Route path="ccpa" element={<CcpaPage />} />
      <Route path="payments" element={<PaymentsPage />} />
      <Route path="terms-and-sales-conditions" element={<TermsAndSalesPage />} />
      <Route path="security-and-privacy" element={<SecurityAndPrivacyPage />} />
      <Route path="returns" element={<ReturnsPage />} />
      <Route path="withdrawal" element={<WithdrawalPage />} />
      <Route path="accessibility" element={<AccessibilityPage />} />
      <Route path="shipping-and-delivery" element={<ShippingPage />} />
      <Route path="size-guide" element={<SizeGuidePage />} />
      <Route path="careers" element={<CareersPage />} />
      <Route path="change-password" element={<ChangePasswordPage />} />
      <Route path="newsletter/confirm/:token" element={<NewsletterConfirmPage />} />
      <Route path="newsletter/unsubscribe/:token" element={<NewsletterUnsubscribePage />} />
      <Route path="unavailable" element={<UnavailablePage />} />

      <Route path="page403" element={<ForbiddenPage />} />
      <Route path="page404" element={<NotFoundPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
