import type { ReactNode } from 'react';

/** The centred card used by the sign-in, registration and password screens. */
export function AuthCard({ title, intro, children, wide = false }: { title: string; intro?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto px-4 py-12 sm:py-16 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {intro && <div className="mt-2 text-slate-600">{intro}</div>}
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
