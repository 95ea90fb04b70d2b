import { fillTemplate } from '#shared/messages/emails.ts';
import { ABOUT_MESSAGES as M } from '#shared/messages/pages-content/about.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { container, primaryAction, sectionTitle } from './page-styles.ts';

export function AboutPage() {
  usePageMeta('about');
  const { appName, supportEmail } = useAppConfig();
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(`[${appName}] ${M.contactSubject}`)}`;

  return (
    <div className={`${container} py-14 sm:py-20`}>
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">{M.title}</h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-600">{fillTemplate(M.lead, { appName })}</p>
      </header>

      <section aria-labelledby="mission-titre" className="mt-12 max-w-3xl border-l-4 border-brand-700 pl-6">
        <h2 id="mission-titre" className="text-lg font-semibold text-slate-900">
          {M.missionTitle}
        </h2>
        <p className="mt-2 text-lg leading-relaxed text-slate-700">{M.mission}</p>
      </section>

      <section aria-labelledby="equipe-titre" className="mt-16">
        <h2 id="equipe-titre" className={sectionTitle}>
          {M.teamTitle}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{M.teamLead}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {M.team.map((member) => (
            <li key={member.id} className="flex gap-5 rounded-xl border border-stone-200 bg-white p-6">
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name="user" className="size-7" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{member.name}</h3>
                <p className="text-sm font-semibold text-brand-700">{member.role}</p>
                <p className="mt-3 leading-relaxed text-slate-600">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="engagements-titre" className="mt-16">
        <h2 id="engagements-titre" className={sectionTitle}>
          {M.commitmentsTitle}
        </h2>
        <ul className="mt-8 grid gap-x-10 gap-y-5 md:grid-cols-2">
          {M.commitments.map((commitment) => (
            <li key={commitment} className="flex gap-3 leading-relaxed text-slate-700">
              <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {commitment}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="contact-titre"
        className="mt-16 rounded-xl border border-stone-200 bg-white p-8 sm:flex sm:items-center sm:justify-between sm:gap-8"
      >
        <div className="max-w-xl">
          <h2 id="contact-titre" className="text-xl font-semibold text-slate-900">
            {M.contactTitle}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-600">{M.contactBody}</p>
        </div>
        <a href={mailto} className={`${primaryAction} mt-6 shrink-0 sm:mt-0`}>
          <Icon name="mail" className="size-5" />
          {M.contactCta}
        </a>
      </section>
    </div>
  );
}
