/** Every route of spec §2, with its guard. Paths come from shared/routes.ts. */
import { Route, Routes } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { RequireAuth, RequireSubscription } from '#client/features/auth/route-guards.tsx';
import { NotFoundPage } from '#client/features/pages/not-found-page.tsx';
import { PlaceholderPage } from '#client/features/pages/placeholder-page.tsx';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={ROUTES.home} element={<PlaceholderPage pageKey="home" />} />
      <Route path={ROUTES.pricing} element={<PlaceholderPage pageKey="pricing" />} />
      <Route path={ROUTES.about} element={<PlaceholderPage pageKey="about" />} />
      <Route path={ROUTES.faq} element={<PlaceholderPage pageKey="faq" />} />
      <Route path={ROUTES.contact} element={<PlaceholderPage pageKey="contact" />} />
      <Route path={ROUTES.login} element={<PlaceholderPage pageKey="login" />} />
      <Route path={ROUTES.register} element={<PlaceholderPage pageKey="register" />} />
      <Route path={ROUTES.forgotPassword} element={<PlaceholderPage pageKey="forgotPassword" />} />
      <Route path={ROUTES.resetPassword} element={<PlaceholderPage pageKey="resetPassword" />} />
      <Route path={ROUTES.cgv} element={<PlaceholderPage pageKey="cgv" />} />
      <Route path={ROUTES.cgu} element={<PlaceholderPage pageKey="cgu" />} />
      <Route path={ROUTES.testCheckout} element={<PlaceholderPage pageKey="testCheckout" />} />
      <Route
        path={ROUTES.account}
        element={
          <RequireAuth>
            <PlaceholderPage pageKey="account" />
          </RequireAuth>
        }
      />
      <Route
        path={ROUTES.chatDiagnostic}
        element={
          <RequireSubscription>
            <PlaceholderPage pageKey="chatDiagnostic" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.chatNotes}
        element={
          <RequireSubscription>
            <PlaceholderPage pageKey="chatNotes" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.chatDocuments}
        element={
          <RequireSubscription>
            <PlaceholderPage pageKey="chatDocuments" />
          </RequireSubscription>
        }
      />
      <Route
        path={ROUTES.fiches}
        element={
          <RequireSubscription>
            <PlaceholderPage pageKey="fiches" />
          </RequireSubscription>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
