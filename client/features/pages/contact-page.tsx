import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COMPANY_LOCATION } from '#shared/app.ts';
import { fillTemplate } from '#shared/messages/emails.ts';
import { CONTACT_MESSAGES as M, CONTACT_SUBJECTS, type ContactSubject } from '#shared/messages/pages-content/contact.ts';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { Icon } from '#client/components/ui/icon.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { buildContactMailto, EMPTY_CONTACT_FORM, missingContactFields, openMailClient, type ContactForm } from './contact-mailto.ts';
import { container, primaryAction, textLink } from './page-styles.ts';

/** docs/product/specification.md §4: idle, sending, success or error. */
type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

/** docs/product/specification.md §9: the form is cleared about 1 s after the mail client opens. */
const CONTACT_CLEAR_DELAY_MS = 1000;

const CONTROL =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none aria-[invalid=true]:border-red-600';

export function ContactPage() {
  usePageMeta('contact');
  const { appName, supportEmail } = useAppConfig();
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [missing, setMissing] = useState<(keyof ContactForm)[]>([]);
  const clearTimer = useRef<number | undefined>(undefined);
  const id = useId();
  const hydrated = useHydrated();
  const fieldId = (name: keyof ContactForm) => `${id}-${name}`;
  const errorId = `${id}-error`;

  useEffect(() => () => window.clearTimeout(clearTimer.current), []);

  function update<K extends keyof ContactForm>(name: K, value: ContactForm[K]) {
    setForm((current) => ({ ...current, [name]: value }));
    setMissing((current) => current.filter((field) => field !== name));
    if (status === 'success' || status === 'error') setStatus('idle');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const empty = missingContactFields(form);
    setMissing(empty);
    if (empty.length > 0) {
      setStatus('idle');
      document.getElementById(fieldId(empty[0]!))?.focus();
      return;
    }
    setStatus('sending');
    window.clearTimeout(clearTimer.current);
    try {
      openMailClient(buildContactMailto(form, { appName, supportEmail }));
      setStatus('success');
      clearTimer.current = window.setTimeout(() => setForm(EMPTY_CONTACT_FORM), CONTACT_CLEAR_DELAY_MS);
    } catch {
      setStatus('error');
    }
  }

  const invalid = (name: keyof ContactForm) => (missing.includes(name) ? true : undefined);
  const describedBy = (name: keyof ContactForm) => (missing.includes(name) ? errorId : undefined);
  const label = (name: keyof ContactForm, text: string) => (
    <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
      {text}
    </label>
  );

  return (
    <div className={`${container} py-14 sm:py-20`}>
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-slate-900 sm:text-5xl">{M.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{fillTemplate(M.intro, { appName })}</p>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
        <section aria-labelledby={`${id}-form-title`} className="rounded-xl border border-stone-200 bg-white p-6 sm:p-8">
          <h2 id={`${id}-form-title`} className="text-xl font-semibold text-slate-900">
            {M.formTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{M.requiredNote}</p>

          <form noValidate onSubmit={handleSubmit} className="mt-6">
            {/* Inert until the page's JavaScript runs: a form sent before that would leave natively (client/lib/use-hydrated.ts). */}
            <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
              <div className="grid gap-5 sm:grid-cols-2">
                <div>
                  {label('name', M.name)}
                  <input
                    id={fieldId('name')}
                    name="name"
                    type="text"
                    autoComplete="name"
                    required
                    value={form.name}
                    onChange={(event) => update('name', event.target.value)}
                    aria-invalid={invalid('name')}
                    aria-describedby={describedBy('name')}
                    className={`${CONTROL} mt-1.5`}
                  />
                </div>
                <div>
                  {label('email', M.email)}
                  <input
                    id={fieldId('email')}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    value={form.email}
                    onChange={(event) => update('email', event.target.value)}
                    aria-invalid={invalid('email')}
                    aria-describedby={describedBy('email')}
                    className={`${CONTROL} mt-1.5`}
                  />
                </div>
              </div>
              <div>
                {label('subject', M.subject)}
                <select
                  id={fieldId('subject')}
                  name="subject"
                  required
                  value={form.subject}
                  onChange={(event) => update('subject', event.target.value as ContactSubject | '')}
                  aria-invalid={invalid('subject')}
                  aria-describedby={describedBy('subject')}
                  className={`${CONTROL} mt-1.5 min-h-11`}
                >
                  <option value="">{M.subjectPlaceholder}</option>
                  {CONTACT_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {subject}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                {label('message', M.message)}
                <textarea
                  id={fieldId('message')}
                  name="message"
                  rows={6}
                  required
                  value={form.message}
                  onChange={(event) => update('message', event.target.value)}
                  aria-invalid={invalid('message')}
                  aria-describedby={[describedBy('message'), `${id}-privacy`].filter(Boolean).join(' ')}
                  className={`${CONTROL} mt-1.5`}
                />
                <p id={`${id}-privacy`} className="mt-1.5 text-sm text-slate-600">
                  {M.privacy}
                </p>
              </div>

              <div aria-live="polite" className="empty:hidden">
                {missing.length > 0 && (
                  <p id={errorId} role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                    <Icon name="alert" className="size-5 shrink-0" />
                    {M.required}
                  </p>
                )}
                {status === 'error' && (
                  <p role="alert" className="flex gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                    <Icon name="alert" className="size-5 shrink-0" />
                    {M.error}
                  </p>
                )}
                {status === 'success' && (
                  <div role="status" className="flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
                    <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
                    <div>
                      <p className="font-semibold">{M.successTitle}</p>
                      <p className="mt-0.5 text-sm">{M.successBody}</p>
                    </div>
                  </div>
                )}
              </div>

              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <button type="submit" disabled={status === 'sending'} className={`${primaryAction} w-full sm:w-auto`}>
                  <Icon name="mail" className="size-5" />
                  {status === 'sending' ? M.sending : M.send}
                </button>
              </div>
              <p className="text-sm text-slate-600">{M.howItWorks}</p>
            </fieldset>
          </form>
        </section>

        <aside aria-labelledby={`${id}-info-title`} className="h-fit rounded-xl bg-brand-50 p-6 sm:p-8">
          <h2 id={`${id}-info-title`} className="text-lg font-semibold text-slate-900">
            {M.infoTitle}
          </h2>
          <dl className="mt-6 space-y-6">
            <div>
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
                {M.infoEmail}
              </dt>
              <dd className="mt-1 pl-7 break-all">
                <a href={`mailto:${supportEmail}`} className={textLink}>
                  {supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Icon name="clock" className="size-5 shrink-0 text-brand-700" />
                {M.infoDelay}
              </dt>
              <dd className="mt-1 pl-7 text-slate-900">{M.infoDelayValue}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
                <Icon name="map-pin" className="size-5 shrink-0 text-brand-700" />
                {M.infoLocation}
              </dt>
              <dd className="mt-1 pl-7 text-slate-900">{COMPANY_LOCATION}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </div>
  );
}
