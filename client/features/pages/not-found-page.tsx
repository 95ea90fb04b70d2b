import { Link } from 'react-router';
import { LAYOUT_MESSAGES } from '#shared/messages/layout.ts';
import { ROUTES } from '#shared/routes.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

const M = LAYOUT_MESSAGES.notFound;

export function NotFoundPage() {
  usePageMeta('notFound');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-slate-900">{M.title}</h1>
      <p className="mt-4 text-slate-600">{M.body}</p>
      <Link to={ROUTES.home} className="mt-8 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
        {M.backHome}
      </Link>
    </div>
  );
}
