import { Link } from 'react-router';
import { fillTemplate } from '#shared/messages/emails.ts';
import { COMPANY_LEGAL } from '#shared/messages/pages-content/company.ts';
import { CGU, CGV, TERMS_MESSAGES as M, TERMS_VERSION_DATE, type TermsBlock } from '#shared/messages/pages-content/terms.ts';
import { ROUTES } from '#shared/routes.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { container, textLink } from './page-styles.ts';

/** "21 novembre 2026": the version date of the terms (docs/product/decisions.md, §6), whatever the reader's time zone. */
export function formatTermsDate(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function TermsPage({ kind }: { kind: 'cgv' | 'cgu' }) {
  usePageMeta(kind);
  const { appName, supportEmail } = useAppConfig();
  const doc = kind === 'cgv' ? CGV : CGU;
  const values = { ...COMPANY_LEGAL, appName, supportEmail };
  const fill = (text: string) => fillTemplate(text, values);

  const renderBlock = (block: TermsBlock, index: number) =>
    typeof block === 'string' ? (
      <p key={index}>{fill(block)}</p>
    ) : (
      <ul key={index} className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
        {block.list.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
    );

  return (
    <div className={`${container} py-14 sm:py-20`}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          {M.lastUpdated} <time dateTime={TERMS_VERSION_DATE}>{formatTermsDate(TERMS_VERSION_DATE)}</time>
        </p>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">{fill(doc.intro)}</p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav id="sommaire" aria-labelledby="sommaire-titre" className="scroll-mt-24 lg:sticky lg:top-24 lg:self-start">
          <h2 id="sommaire-titre" className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            {M.tocLabel}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-stone-200 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-slate-700 hover:border-brand-700 hover:text-slate-900"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titre`}
              className="scroll-mt-24 border-b border-stone-200 py-8 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-titre`} className="text-xl font-semibold text-slate-900">
                {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{section.body.map(renderBlock)}</div>
            </section>
          ))}

          <div className="mt-8 space-y-3 rounded-xl bg-white p-6 text-slate-700 ring-1 ring-stone-200">
            <p>{fill(M.questions)}</p>
            <p>
              <Link to={kind === 'cgv' ? ROUTES.cgu : ROUTES.cgv} className={textLink}>
                {kind === 'cgv' ? M.otherTermsCgv : M.otherTermsCgu}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
