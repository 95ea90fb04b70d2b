/** Shared classes of the public pages (same look as the header's "Inscription" button). */
export const primaryAction =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-800';
export const secondaryAction =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-5 py-2.5 text-base font-semibold text-slate-800 transition-colors hover:border-stone-400 hover:bg-stone-50';
export const container = 'mx-auto w-full max-w-7xl px-4 sm:px-6';
export const eyebrow = 'text-sm font-semibold uppercase tracking-wider text-brand-700';
export const sectionTitle = 'text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl';
export const textLink = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
