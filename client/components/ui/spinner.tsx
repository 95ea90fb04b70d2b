import { COMMON_MESSAGES } from '#shared/messages/common.ts';

export function Spinner({ className = 'size-6' }: { className?: string }) {
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-2 border-brand-700 border-t-transparent ${className}`} />;
}

/** The whole-app loading state of docs/product/specification.md §2: a spinner with "Chargement...". */
export function FullPageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-8" />
      <span>{COMMON_MESSAGES.loading}</span>
    </div>
  );
}
