import { Link } from 'react-router';
import { COMPANY_LOCATION } from '#shared/app.ts';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';
import { useAuth } from '#client/features/auth/auth-context.tsx';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { buildNavLinks } from './nav-links.ts';

/** The footer's links, where the header's menu leads before the page's JavaScript has run (site-header.tsx). */
export const FOOTER_NAV_ID = 'liens-du-site';

const M = LAYOUT_MESSAGES;

export function SiteFooter() {
  const { user, hasActiveSubscription } = useAuth();
  const { appName, supportEmail } = useAppConfig();
  const links = buildNavLinks({ signedIn: user !== null, subscribed: hasActiveSubscription });
  const accountLinks = user
    ? [{ to: ROUTES.account, label: M.nav.account }]
    : [
        { to: ROUTES.login, label: M.nav.login },
        { to: ROUTES.register, label: M.nav.register },
      ];

  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="md:col-span-1">
          <p className="text-base font-semibold text-slate-900">{appName}</p>
          <p className="mt-2 text-sm text-slate-600">{M.footer.tagline}</p>
        </div>
        <nav id={FOOTER_NAV_ID} aria-label={M.footer.product} className="text-sm">
          <h2 className="font-semibold text-slate-900">{M.footer.product}</h2>
          <ul className="mt-3 space-y-2">
            {[...links, ...accountLinks].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">{M.footer.legal}</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to={ROUTES.cgv} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
                {M.footer.cgv}
              </Link>
            </li>
            <li>
              <Link to={ROUTES.cgu} className="text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline">
                {M.footer.cgu}
              </Link>
            </li>
          </ul>
        </div>
        <address className="text-sm not-italic">
          <h2 className="font-semibold text-slate-900">{M.footer.supportLabel}</h2>
          <p className="mt-3">
            <a href={`mailto:${supportEmail}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {supportEmail}
            </a>
          </p>
          <p className="mt-2 text-slate-600">{COMPANY_LOCATION}</p>
        </address>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {appName}. {M.footer.rights}
      </p>
    </footer>
  );
}
