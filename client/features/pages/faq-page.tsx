import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { fillTemplate } from '#shared/messages/emails.ts';
import { FAQ_CATEGORIES, FAQ_CATEGORY_META, FAQ_ITEMS, FAQ_MESSAGES as M, type FaqItem } from '#shared/messages/pages-content/faq.ts';
import { ROUTES } from '#shared/routes.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { countByCategory, filterByCategory, searchFaq, type FaqFilter } from './faq-search.ts';
import { container, secondaryAction } from './page-styles.ts';

const chipClass = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors ${
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-slate-700 hover:border-stone-400 hover:bg-stone-50'
  }`;

const countClass = (active: boolean) => `rounded-full px-2 py-0.5 text-xs font-semibold ${active ? 'bg-brand-900 text-white' : 'bg-stone-100 text-slate-700'}`;

export function FaqPage() {
  usePageMeta('faq');
  const { appName, supportEmail } = useAppConfig();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<FaqFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();

  const items = useMemo<FaqItem[]>(
    () =>
      FAQ_ITEMS.map((item) => ({
        ...item,
        question: fillTemplate(item.question, { appName, supportEmail }),
        answer: fillTemplate(item.answer, { appName, supportEmail }),
      })),
    [appName, supportEmail],
  );
  const matching = useMemo(() => searchFaq(items, query), [items, query]);
  const counts = useMemo(() => countByCategory(matching), [matching]);
  const visible = useMemo(() => filterByCategory(matching, filter), [matching, filter]);

  const filters: { key: FaqFilter; label: string }[] = [
    { key: 'all', label: M.all },
    ...FAQ_CATEGORIES.map((category) => ({
      key: category,
      label: FAQ_CATEGORY_META[category].label,
    })),
  ];

  return (
    <div className={`${container} py-14 sm:py-20`}>
      <header className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">{M.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{fillTemplate(M.intro, { appName })}</p>
      </header>

      <div className="mx-auto mt-10 max-w-3xl">
        <label htmlFor={`${baseId}-search`} className="sr-only">
          {M.searchLabel}
        </label>
        <div className="relative">
          <Icon name="search" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
          <input
            id={`${baseId}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={M.searchPlaceholder}
            autoComplete="off"
            className="block min-h-12 w-full rounded-lg border border-stone-300 bg-white py-3 pr-4 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none"
          />
        </div>

        <div role="group" aria-label={M.filterLabel} className="mt-5 flex flex-wrap gap-2">
          {filters.map(({ key, label }) => {
            const active = filter === key;
            return (
              <button key={key} type="button" aria-pressed={active} onClick={() => setFilter(key)} className={chipClass(active)}>
                {key !== 'all' && <Icon name={FAQ_CATEGORY_META[key].icon} className="size-4" />}
                {label}
                <span className={countClass(active)}>{counts[key]}</span>
              </button>
            );
          })}
        </div>

        <p role="status" className="sr-only">
          {visible.length > 0 ? M.resultCount(visible.length) : M.noResults}
        </p>

        {visible.length === 0 ? (
          <div className="mt-8 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
            <Icon name="search" className="mx-auto size-8 text-slate-400" />
            <h2 className="mt-4 text-lg font-semibold text-slate-900">{M.noResults}</h2>
            <p className="mt-2 text-slate-600">{M.noResultsHint}</p>
            <button
              type="button"
              className={`${secondaryAction} mt-6`}
              onClick={() => {
                setQuery('');
                setFilter('all');
              }}
            >
              {M.resetFilters}
            </button>
          </div>
        ) : (
          <ul className="mt-8 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
            {visible.map((item) => {
              const open = openId === item.id;
              const buttonId = `${baseId}-q-${item.id}`;
              const panelId = `${baseId}-a-${item.id}`;
              return (
                <li key={item.id}>
                  <h2 className="text-base">
                    <button
                      id={buttonId}
                      type="button"
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : item.id)}
                      className="flex min-h-14 w-full items-center gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-stone-50"
                    >
                      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                        <Icon name={item.icon} className="size-5" />
                      </span>
                      <span className="flex-1">{item.question}</span>
                      <Icon name="chevron-down" className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
                    </button>
                  </h2>
                  <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 leading-relaxed text-slate-700 sm:pl-[4.25rem]">
                    {item.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        <section
          aria-labelledby={`${baseId}-contact`}
          className="mt-12 flex flex-col gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id={`${baseId}-contact`} className="text-lg font-semibold text-slate-900">
              {M.contactTitle}
            </h2>
            <p className="mt-1 text-slate-700">{M.contactBody}</p>
          </div>
          <Link
            to={ROUTES.contact}
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            {M.contactCta}
            <Icon name="arrow-right" className="size-4" />
          </Link>
        </section>
      </div>
    </div>
  );
}
