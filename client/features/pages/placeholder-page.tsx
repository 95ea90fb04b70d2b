import type { PageKey } from '#shared/messages/pages.ts';
import { PAGE_META, PLACEHOLDER_MESSAGES } from '#shared/messages/pages.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

/** A page whose feature is not built yet: its title and one honest line. */
export function PlaceholderPage({ pageKey }: { pageKey: PageKey }) {
  usePageMeta(pageKey);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{PAGE_META[pageKey].title}</h1>
      <p className="mt-4 text-lg text-slate-600">{PLACEHOLDER_MESSAGES.comingSoon}</p>
    </div>
  );
}
