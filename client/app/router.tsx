/** Every route of spec §2, with its guard. Paths come from shared/routes.ts. */
import { Route, Routes } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { RequireAuth, RequireSubscription } from '#client/features/auth/route-guards.tsx';
import { NotFoundPage } from '#client/features/pages/not-found-page.tsx';
import { AccountPage } from '#client/features/account/account-page.tsx';
import { PricingPage } from '#client/features/billing/pricing-page.tsx';
import { TestCheckoutPage } from '#client/features/billing/test-checkout-page.tsx';
import { ForgotPasswordPage } from '#client/features/auth/forgot-password-page.tsx';
import { LoginPage } from '#client/features/auth/login-page.tsx';
import { RegisterPage } from '#client/features/auth/register-page.tsx';
import { ResetPasswordPage } from '#client/features/auth/reset-password-page.tsx';
import { ChatPage } from '#client/features/chat/chat-page.tsx';
import { HomePage } from '#client/features/pages/home-page.tsx';
import { AboutPage } from '#client/features/pages/about-page.tsx';
import { FaqPage } from '#client/features/pages/faq-page.tsx';
import { ContactPage } from '#client/features/pages/contact-page.tsx';
import { TermsPage } from '#client/features/pages/terms-page.tsx';
import { FichesPage } from '#client/features/fiches/fiches-page.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<HomePage />} />
      <Route path={ROUTES.pricing} element={<PricingPage />} />
      <Route path={ROUTES.about} element={<AboutPage />} />
      <Route path={ROUTES.faq} element={<FaqPage />} />
      <Route path={ROUTES.contact} element={<ContactPage />} />
      <Route path={ROUTES.login} element={<LoginPage />} />
      <Route path={ROUTES.register} element={<RegisterPage />} />
      <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
      <Route path={ROUTES.cgv} element={<TermsPage kind="cgv" />} />
      <Route path={ROUTES.cgu} element={<TermsPage kind="cgu" />} />
      <Route path={ROUTES.testCheckout} element={
          <RequireSubscription>
            <TestCheckoutPage />
          </RequireSubscription>
        } />
      <Route
        path={ROUTES.account}
        element={
          <RequireAuth>
            <AccountPage />
          </RequireAuth>
        }
      />
      <Route
        path={ROUTES.chatDiagnostic}
        element={
          <RequireSubscription>
            <ChatPage type="diagnostic" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.chatNotes}
        element={
          <RequireSubscription>
            <ChatPage type="notes" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.chatDocuments}
        element={
          <RequireSubscription>
            <ChatPage type="documents" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.fiches}
        element={
          <RequireSubscription>
            <FichesPage />
          </RequireSubscription>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
