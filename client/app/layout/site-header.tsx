import { useEffect, useId, useState } from 'react';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';
import { useAuth } from '#client/features/auth/auth-context.tsx';
import { useLogout } from '#client/features/auth/use-logout.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { buildNavLinks } from './nav-links.ts';
import { FOOTER_NAV_ID } from './site-footer.tsx';

const M = LAYOUT_MESSAGES.nav;

const MENU_TOGGLE = 'inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-stone-100 xl:hidden';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-stone-100 hover:text-slate-900'}`;

export function SiteHeader() {
  const { user, hasActiveSubscription, loading } = useAuth();
  const { appName } = useAppConfig();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const hydrated = useHydrated();
  const links = buildNavLinks({ signedIn: user !== null, subscribed: hasActiveSubscription });

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  // Until the session is known (and in the prerendered HTML) the account links keep their place
  // but stay invisible, so neither a visitor's nor a member's links flash or shift.
  const accountItems = loading ? (
    <span className="invisible flex gap-0.5" aria-hidden="true">
      <span className={linkClass({ isActive: false })}>{M.login}</span>
      <span className="rounded-md px-3 py-2 text-sm font-semibold">{M.register}</span>
    </span>
  ) : user ? (
    <>
      <RouterNavLink to={ROUTES.account} className={linkClass}>
        {M.account}
      </RouterNavLink>
      <button type="button" onClick={() => void logout()} className="whitespace-nowrap rounded-md px-2 py-2 text-left text-sm font-medium text-slate-700 hover:bg-stone-100 hover:text-slate-900">
        {M.logout}
      </button>
    </>
  ) : (
    <>
      <RouterNavLink to={ROUTES.login} className={linkClass}>
        {M.login}
      </RouterNavLink>
      <Link to={ROUTES.register} className="rounded-md bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800">
        {M.register}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {M.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={ROUTES.home} className="flex shrink-0 items-center gap-2 text-lg font-semibold text-slate-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {appName}
        </Link>
        <nav aria-label={M.mainLabel} className="hidden items-center gap-0.5 xl:flex">
          {links.map((link) => (
            <RouterNavLink key={link.to} to={link.to} end className={linkClass}>
              {link.label}
            </RouterNavLink>
          ))}
          <span className="mx-1.5 h-6 w-px bg-stone-200" aria-hidden="true" />
          {accountItems}
        </nav>
        {hydrated ? (
          <button
            type="button"
            className={MENU_TOGGLE}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? M.closeMenu : M.openMenu}
            onClick={() => setOpen((value) => !value)}
          >
            <MenuIcon open={open} />
          </button>
        ) : (
          // Before the page's JavaScript runs (a prerendered page is painted first: docs/performance.md),
          // the menu leads to the same links in the footer.
          <a href={`#${FOOTER_NAV_ID}`} className={MENU_TOGGLE} aria-label={M.openMenu}>
            <MenuIcon open={false} />
          </a>
        )}
      </div>
      {open && (
        <nav id={menuId} aria-label={M.mainLabel} className="border-t border-stone-200 bg-white px-4 pb-4 pt-2 xl:hidden">
          <div className="flex flex-col gap-1">
            {links.map((link) => (
              <RouterNavLink key={link.to} to={link.to} end className={linkClass}>
                {link.label}
              </RouterNavLink>
            ))}
            <hr className="my-2 border-stone-200" />
            {accountItems}
          </div>
        </nav>
      )}
    </header>
  );
}
