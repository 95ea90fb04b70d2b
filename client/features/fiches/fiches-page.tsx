import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FICHE_CATEGORIES, FICHE_CATEGORY_LABELS, type FicheCategory } from '#shared/fiches.ts';
import { FicheListSchema, type FicheSummary } from '#shared/fiches.schemas.ts';
import { FICHES_MESSAGES as M } from '#shared/messages/fiches.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { Icon } from '#client/components/ui/icon.tsx';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { filterFiches, type FicheFilter } from './filter-fiches.ts';
import { useOpenFiche, type FicheOpenState } from './use-open-fiche.ts';

const FICHES_QUERY_KEY = ['fiches'] as const;

const BADGE: Record<FicheCategory, string> = {
  theorie: 'bg-sky-50 text-sky-800 ring-sky-200',
  exercices: 'bg-amber-50 text-amber-900 ring-amber-200',
  outils: 'bg-violet-50 text-violet-800 ring-violet-200',
};

const chipClass = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium transition-colors ${
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-slate-700 hover:border-stone-400 hover:bg-stone-50'
  }`;

export function FichesPage() {
  usePageMeta('fiches');
  const [filter, setFilter] = useState<FicheFilter>('all');
  const { state, open } = useOpenFiche();
  const query = useQuery({
    queryKey: FICHES_QUERY_KEY,
    queryFn: () => apiRequest('/api/fiches', { schema: FicheListSchema }),
    staleTime: Infinity,
  });

  const filters: { key: FicheFilter; label: string }[] = [
    { key: 'all', label: M.all },
    ...FICHE_CATEGORIES.map((category) => ({
      key: category,
      label: FICHE_CATEGORY_LABELS[category],
    })),
  ];

  let content;
  if (query.isPending) {
    content = <FullPageSpinner />;
  } else if (query.isError) {
    content = (
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p>{query.error.message}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-4 min-h-11 rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-100"
        >
          {M.retry}
        </button>
      </div>
    );
  } else {
    const visible = filterFiches(query.data.fiches, filter);
    content =
      visible.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center text-slate-600">{M.empty}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((fiche) => (
            <FicheCard key={fiche.id} fiche={fiche} state={state?.id === fiche.id ? state : null} onOpen={() => open(fiche.id, fiche.downloadUrl)} />
          ))}
        </ul>
      );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">{M.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{M.intro}</p>
      </header>

      <div role="group" aria-label={M.filterLabel} className="mt-10 flex flex-wrap gap-2">
        {filters.map(({ key, label }) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)} className={chipClass(filter === key)}>
            {label}
          </button>
        ))}
      </div>

      {content}

      <p className="mt-10 max-w-3xl text-sm text-slate-600">{M.usageNote}</p>
    </div>
  );
}

function FicheCard({ fiche, state, onOpen }: { fiche: FicheSummary; state: FicheOpenState | null; onOpen: () => void }) {
  const opening = state?.phase === 'opening';
  const titleId = `fiche-${fiche.id}-titre`;
  return (
    <li className="flex flex-col rounded-xl border border-stone-200 bg-white p-6">
      <div className="flex items-center justify-between gap-3">
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${BADGE[fiche.category]}`}>
          {FICHE_CATEGORY_LABELS[fiche.category]}
        </span>
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-slate-600">
          <Icon name="document" className="size-4" />
          <span className="sr-only">{M.typeLabel} </span>
          {fiche.type}
        </span>
      </div>
      <h2 id={titleId} className="mt-4 text-lg font-semibold text-slate-900">
        {fiche.title}
      </h2>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{fiche.description}</p>
      <button
        type="button"
        onClick={onOpen}
        disabled={opening}
        aria-describedby={`${titleId} fiche-${fiche.id}-onglet`}
        className="mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-800"
      >
        <Icon name="external-link" className="size-4" />
        {opening ? M.opening : M.open}
      </button>
      <span id={`fiche-${fiche.id}-onglet`} className="sr-only">
        {M.newTab}
      </span>
      <div role="status" className="empty:hidden">
        {state?.phase === 'opened' && (
          <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
            <Icon name="check-circle" className="size-4" />
            {M.opened}
          </p>
        )}
      </div>
      {state?.phase === 'error' && (
        <p role="alert" className="mt-3 flex gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {M.openError}
        </p>
      )}
    </li>
  );
}
