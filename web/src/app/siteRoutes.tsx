import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage as page } from './lazyPage.ts';

const LoginPage = page(() => import('../features/account/pages/LoginPage.tsx'), 'LoginPage');
const RegisterPage = page(() => import('../features/account/pages/RegisterPage.tsx'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/account/pages/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const RecoverPasswordPage = page(() => import('../features/account/pages/RecoverPasswordPage.tsx'), 'RecoverPasswordPage');
const ActivatePage = page(() => import('../features/account/pages/ActivatePage.tsx'), 'ActivatePage');
const UserArea = page(() => import('../features/account/pages/UserArea.tsx'), 'UserArea');
const ProfilePage = page(() => import('../features/account/pages/ProfilePage.tsx'), 'ProfilePage');

const SearchPage = page(() => import('../features/catalog/pages/SearchPage.tsx'), 'SearchPage');
const WishlistPage = page(() => import('../features/wishlist/WishlistPage.tsx'), 'WishlistPage');
// The back office (docs/decisions/036): its own chunk, which no shopper's page imports.
const AdminArea = page(() => import('../features/admin/AdminArea.tsx'), 'AdminArea');

const BlogListPage = page(() => import('../features/content/pages/BlogListPage.tsx'), 'BlogListPage');
const BlogPostPage = page(() => import('../features/content/pages/BlogPostPage.tsx'), 'BlogPostPage');
const AboutPage = page(() => import('../features/content/pages/AboutPage.tsx'), 'AboutPage');
const FaqPage = page(() => import('../features/content/pages/FaqPage.tsx'), 'FaqPage');
const ContactPage = page(() => import('../features/content/pages/ContactPage.tsx'), 'ContactPage');
const PrivacyPolicyPage = page(() => import('../features/content/pages/PrivacyPolicyPage.tsx'), 'PrivacyPolicyPage');
const TermsOfServicePage = page(() => import('../features/content/pages/TermsOfServicePage.tsx'), 'TermsOfServicePage');
const CcpaPage = page(() => import('../features/content/pages/CcpaPage.tsx'), 'CcpaPage');
const PaymentsPage = page(() => import('../features/content/pages/PaymentsPage.tsx'), 'PaymentsPage');
const TermsAndSalesPage = page(() => import('../features/content/pages/TermsAndSalesPage.tsx'), 'TermsAndSalesPage');
const SecurityAndPrivacyPage = page(() => import('../features/content/pages/SecurityAndPrivacyPage.tsx'), 'SecurityAndPrivacyPage');
const ReturnsPage = page(() => import('../features/content/pages/ReturnsPage.tsx'), 'ReturnsPage');
const WithdrawalPage = page(() => import('../features/content/pages/WithdrawalPage.tsx'), 'WithdrawalPage');
const AccessibilityPage = page(() => import('../features/content/pages/AccessibilityPage.tsx'), 'AccessibilityPage');
const ShippingPage = page(() => import('../features/content/pages/ShippingPage.tsx'), 'ShippingPage');
const SizeGuidePage = page(() => import('../features/content/pages/SizeGuidePage.tsx'), 'SizeGuidePage');
const CareersPage = page(() => import('../features/content/pages/CareersPage.tsx'), 'CareersPage');
const NotFoundPage = page(() => import('../features/content/pages/NotFoundPage.tsx'), 'NotFoundPage');
const ForbiddenPage = page(() => import('../features/content/pages/ForbiddenPage.tsx'), 'ForbiddenPage');
const ChangePasswordPage = page(() => import('../features/content/pages/ChangePasswordPage.tsx'), 'ChangePasswordPage');
const UnavailablePage = page(() => import('../features/content/pages/UnavailablePage.tsx'), 'UnavailablePage');
const NewsletterConfirmPage = page(() => import('../features/newsletter/pages/NewsletterLinkPages.tsx'), 'NewsletterConfirmPage');
const NewsletterUnsubscribePage = page(() => import('../features/newsletter/pages/NewsletterLinkPages.tsx'), 'NewsletterUnsubscribePage');

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
