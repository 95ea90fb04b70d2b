/** Every route of the product, with its guard. Paths come from shared/routes.ts. */
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES } from '#shared/routes.ts';
import { RequireAuth, RequireSubscription } from '#client/features/auth/route-guards.tsx';

/**
 * Every screen is a chunk of its own, loaded when its route is visited, so the first JavaScript
 * holds only the shell (docs/performance.md). `staticPage` is for the pages that read nothing from
 * the API (home, about, FAQ, contact, terms, 404); every other screen comes with the query cache. The public pages arrive prerendered: their HTML
 * shows while their chunk loads, then React hydrates it.
 */
function staticPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once loaded, the page renders without suspending: the prerendered HTML is hydrated at once,
  // before the session arrives (an update inside a boundary still suspended would make React
  // throw that HTML away and show the loading state: a visible jump).
  function Page(props: Props) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}

/** A screen that reads the API through the query cache: the cache's code comes with the screen. */
function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return staticPage(async () => {
    const [{ withQueries }, Page] = await Promise.all([import('./with-queries.tsx'), load()]);
    return withQueries(Page);
  });
}

const HomePage = staticPage(async () => (await import('#client/features/pages/home-page.tsx')).HomePage);
const PricingPage = lazyPage(async () => (await import('#client/features/billing/pricing-page.tsx')).PricingPage);
const AboutPage = staticPage(async () => (await import('#client/features/pages/about-page.tsx')).AboutPage);
const FaqPage = staticPage(async () => (await import('#client/features/pages/faq-page.tsx')).FaqPage);
const ContactPage = staticPage(async () => (await import('#client/features/pages/contact-page.tsx')).ContactPage);
const TermsPage = staticPage(async () => (await import('#client/features/pages/terms-page.tsx')).TermsPage);
const NotFoundPage = staticPage(async () => (await import('#client/features/pages/not-found-page.tsx')).NotFoundPage);
const AccountPage = lazyPage(async () => (await import('#client/features/account/account-page.tsx')).AccountPage);
const TestCheckoutPage = lazyPage(async () => (await import('#client/features/billing/test-checkout-page.tsx')).TestCheckoutPage);
const ForgotPasswordPage = lazyPage(async () => (await import('#client/features/auth/forgot-password-page.tsx')).ForgotPasswordPage);
const LoginPage = lazyPage(async () => (await import('#client/features/auth/login-page.tsx')).LoginPage);
const RegisterPage = lazyPage(async () => (await import('./register-route.tsx')).RegisterRoute);
const ResetPasswordPage = lazyPage(async () => (await import('#client/features/auth/reset-password-page.tsx')).ResetPasswordPage);
const ChatPage = lazyPage(async () => (await import('#client/features/chat/chat-page.tsx')).ChatPage);
const FichesPage = lazyPage(async () => (await import('#client/features/fiches/fiches-page.tsx')).FichesPage);

const PAGE_OF_PATH: Record<string, { preload: () => Promise<unknown> }> = {
  [ROUTES.home]: HomePage,
  [ROUTES.pricing]: PricingPage,
  [ROUTES.about]: AboutPage,
  [ROUTES.faq]: FaqPage,
  [ROUTES.contact]: ContactPage,
  [ROUTES.cgv]: TermsPage,
  [ROUTES.cgu]: TermsPage,
  [ROUTES.login]: LoginPage,
  [ROUTES.register]: RegisterPage,
  [ROUTES.forgotPassword]: ForgotPasswordPage,
  [ROUTES.resetPassword]: ResetPasswordPage,
  [ROUTES.account]: AccountPage,
  [ROUTES.chatDiagnostic]: ChatPage,
  [ROUTES.chatNotes]: ChatPage,
  [ROUTES.chatDocuments]: ChatPage,
  [ROUTES.fiches]: FichesPage,
  [ROUTES.testCheckout]: TestCheckoutPage,
};

/** Loads the screen of a path before the first render (client/main.tsx); unknown paths get the 404 page. */
export async function preloadPage(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  await (PAGE_OF_PATH[path] ?? NotFoundPage).preload();
}

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
