import { Link } from 'react-router';
import { fillTemplate } from '#shared/messages/emails.ts';
import { HOME_MESSAGES as M } from '#shared/messages/pages-content/home.ts';
import { ROUTES } from '#shared/routes.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { container, eyebrow, primaryAction, secondaryAction, sectionTitle } from './page-styles.ts';

export function HomePage() {
  usePageMeta('home');
  const { appName } = useAppConfig();
  const fill = (text: string) => fillTemplate(text, { appName });

  return (
    <>
      <section aria-labelledby="accueil-titre" className="border-b border-stone-200 bg-linear-to-b from-white to-stone-50">
        <div className={`${container} grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_24rem]`}>
          <div>
            <p className={eyebrow}>{M.hero.eyebrow}</p>
            <h1 id="accueil-titre" className="mt-4 max-w-2xl text-4xl font-semibold leading-tight tracking-tight text-balance text-slate-900 sm:text-5xl">
              {M.hero.title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{fill(M.hero.lead)}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={ROUTES.register} className={primaryAction}>
                {M.hero.primaryCta}
                <Icon name="arrow-right" className="size-5" />
              </Link>
              <Link to={ROUTES.pricing} className={secondaryAction}>
                {M.hero.secondaryCta}
              </Link>
            </div>
            <p className="mt-6 text-sm text-slate-600">{M.hero.reassurance}</p>
          </div>

          <aside aria-labelledby="offre-titre" className="rounded-xl border border-brand-100 bg-white p-6 shadow-sm">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              <Icon name="sparkles" className="size-4" />
              <span id="offre-titre">{M.offer.badge}</span>
            </p>
            <p className="mt-4 text-lg font-medium leading-snug text-slate-900">{M.offer.text}</p>
            <ul className="mt-5 space-y-3 text-sm text-slate-700">
              {M.features.items.map((item) => (
                <li key={item.id} className="flex gap-2.5">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  {item.title}
                </li>
              ))}
            </ul>
            <Link to={ROUTES.pricing} className="mt-6 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900">
              {M.offer.link}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          </aside>
        </div>
      </section>

      <section aria-labelledby="fonctionnalites-titre" className={`${container} py-16 sm:py-20`}>
        <div className="max-w-3xl">
          <h2 id="fonctionnalites-titre" className={sectionTitle}>
            {M.features.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{M.features.lead}</p>
        </div>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {M.features.items.map((item) => (
            <li key={item.id} className="rounded-xl border border-stone-200 bg-white p-6">
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="etapes-titre" className="border-y border-stone-200 bg-white">
        <div className={`${container} py-16 sm:py-20`}>
          <h2 id="etapes-titre" className={sectionTitle}>
            {M.steps.title}
          </h2>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {M.steps.items.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 text-lg font-semibold text-brand-700"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="engagements-titre" className={`${container} py-16 sm:py-20`}>
        <div className="max-w-2xl">
          <h2 id="engagements-titre" className={sectionTitle}>
            {M.commitments.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{fill(M.commitments.lead)}</p>
        </div>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {M.commitments.items.map((item) => (
            <li key={item.title} className="flex gap-4">
              <Icon name={item.icon} className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1.5 leading-relaxed text-slate-600">{item.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-titre" className={`${container} pb-4`}>
        <div className="rounded-2xl bg-brand-800 px-6 py-12 text-center sm:px-12">
          <h2 id="cta-titre" className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">
            {M.finalCta.title}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-brand-50">{M.finalCta.body}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to={ROUTES.register}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {M.finalCta.primary}
            </Link>
            <Link
              to={ROUTES.contact}
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
            >
              {M.finalCta.secondary}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
