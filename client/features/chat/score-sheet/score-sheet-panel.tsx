/**
 * The Wechsler score sheet beside the composer (docs/clinical/wechsler-scores.md): the battery,
 * composite indices with percentile and interval, subtests, optional critical values, and what
 * the code computes from them, live. Collapsible; one column at 360 px.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { BATTERIES, BATTERY_IDS, primaryPairs, type BatteryId, type IndexDef } from '#shared/scores/batteries.ts';
import { bandOf } from '#shared/scores/bands.ts';
import { formatNumber, interpretSheet } from '#shared/scores/interpret.ts';
import { emptyDraft, parseDraft, type ScoreSheetDraft } from '#shared/scores/score-sheet.ts';
import { SCORE_UI } from '#shared/messages/scores.ts';
import { ChatIcon } from '../chat-icons.tsx';

const M = SCORE_UI;

const BAND_CLASS: Record<string, string> = {
  'tres-faible': 'bg-red-100 text-red-900',
  limite: 'bg-orange-100 text-orange-900',
  'moyenne-faible': 'bg-amber-100 text-amber-900',
  moyenne: 'bg-stone-100 text-slate-800',
  'moyenne-forte': 'bg-sky-100 text-sky-900',
  superieur: 'bg-indigo-100 text-indigo-900',
  'tres-superieur': 'bg-violet-100 text-violet-900',
};

function Field({ id, label, value, error, onChange, decimal = false, className = '' }: { id: string; label: string; value: string; error?: string | undefined; onChange: (value: string) => void; decimal?: boolean; className?: string }) {
  return (
    <div className={className}>
      <input
        id={id}
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`h-10 w-full min-w-0 rounded-md border bg-white px-2 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none sm:text-sm ${error ? 'border-red-600' : 'border-stone-300'}`}
      />
    </div>
  );
}

function Section({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group rounded-lg border border-stone-200 bg-white">
      <summary className="flex min-h-10 cursor-pointer items-center justify-between gap-2 px-3 text-sm font-semibold text-slate-800">
        {title}
        <ChatIcon name="chevron" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-stone-200 p-3">{children}</div>
    </details>
  );
}

export function ScoreSheetPanel({ draft, onChange, onClose }: { draft: ScoreSheetDraft | null; onChange: (draft: ScoreSheetDraft | null) => void; onClose: () => void }) {
  const baseId = useId();
  const current = draft ?? emptyDraft('wisc-v', 0);
  const battery = BATTERIES[current.battery];
  const parsed = useMemo(() => parseDraft(current), [current]);
  const result = useMemo(() => interpretSheet(parsed.sheet), [parsed]);
  const value = (key: string) => current.fields[key] ?? '';
  const set = (key: string, text: string) => {
    const fields = { ...current.fields };
    if (text === '') delete fields[key];
    else fields[key] = text.slice(0, 12);
    onChange({ ...current, fields });
  };
  const setBattery = (id: BatteryId) => onChange({ ...current, battery: id });
  const fieldId = (key: string) => `${baseId}-${key.replace(/\W/g, '-')}`;
  const errorsShown = Object.entries(parsed.errors).filter(([key]) => key.startsWith('index.') || key.startsWith('subtest.') || key.startsWith('pair.') || key.startsWith('mean.'));

  const indexRow = (index: IndexDef) => {
    const key = (part: string) => `index.${index.id}.${part}`;
    const score = parsed.sheet.indices[index.id]?.score;
    const band = score !== undefined ? bandOf(score) : null;
    const rowErrors = (['score', 'percentile', 'ciLow', 'ciHigh'] as const).flatMap((part) => (parsed.errors[key(part)] ? [{ key: key(part), message: parsed.errors[key(part)]! }] : []));
    return (
      <li key={index.id} className="py-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <p className="text-sm text-slate-900">
            <abbr title={index.name} className="font-semibold no-underline">
              {index.id}
            </abbr>{' '}
            <span className="text-slate-600">{index.name}</span>
          </p>
          {band && (
            <span data-testid={`band-${index.id}`} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BAND_CLASS[band.id]}`}>
              {band.label}
            </span>
          )}
        </div>
        <div className="mt-1 grid grid-cols-4 gap-1.5">
          {(['score', 'percentile', 'ciLow', 'ciHigh'] as const).map((part) => (
            <div key={part}>
              <span aria-hidden="true" className="block text-[11px] leading-4 text-slate-600">
                {M[part]}
              </span>
              <Field id={fieldId(key(part))} label={M.fieldLabel(index.id, M[part])} value={value(key(part))} error={parsed.errors[key(part)]} onChange={(text) => set(key(part), text)} decimal={part === 'percentile'} />
            </div>
          ))}
        </div>
        {rowErrors.map((error) => (
          <p key={error.key} id={`${fieldId(error.key)}-error`} className="mt-1 text-xs text-red-800">
            {error.message}
          </p>
        ))}
      </li>
    );
  };

  const primaryAndGlobal = battery.indices.filter((index) => index.role !== 'complementary');
  const complementary = battery.indices.filter((index) => index.role === 'complementary');

  return (
    <section aria-labelledby={`${baseId}-title`} className="mx-auto mb-2 flex max-h-[min(34rem,55dvh)] w-full max-w-3xl flex-col overflow-hidden rounded-2xl border border-stone-300 bg-stone-50 shadow-sm">
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 bg-white px-3 py-1.5">
        <h2 id={`${baseId}-title`} className="text-sm font-semibold text-slate-900">
          {M.title}
        </h2>
        <button type="button" onClick={onClose} className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-stone-100">
          <ChatIcon name="close" className="size-4" />
          <span className="sr-only">{M.close}</span>
        </button>
      </div>
      <div className="min-h-0 flex-1 space-y-2 overflow-y-auto p-3">
        <p className="text-xs text-slate-700">{M.intro}</p>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{M.battery}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {BATTERY_IDS.map((id) => (
              <label key={id} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700/20">
                <input type="radio" name={`${baseId}-battery`} value={id} checked={current.battery === id} onChange={() => setBattery(id)} className="accent-brand-700" />
                {BATTERIES[id].label} <span className="text-slate-600">({BATTERIES[id].ages})</span>
              </label>
            ))}
          </div>
        </fieldset>

        <Section title={M.primary} open>
          <ul className="divide-y divide-stone-200">{primaryAndGlobal.map(indexRow)}</ul>
        </Section>
        {complementary.length > 0 && (
          <Section title={M.complementary}>
            <ul className="divide-y divide-stone-200">{complementary.map(indexRow)}</ul>
          </Section>
        )}
        <Section title={M.subtests}>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
            {battery.subtests.map((subtest) => {
              const key = `subtest.${subtest.id}`;
              return (
                <li key={subtest.id}>
                  <label htmlFor={fieldId(key)} className="block text-xs text-slate-700">
                    {subtest.name}
                  </label>
                  <Field id={fieldId(key)} label={subtest.name} value={value(key)} error={parsed.errors[key]} onChange={(text) => set(key, text)} />
                  {parsed.errors[key] && (
                    <p id={`${fieldId(key)}-error`} className="mt-1 text-xs text-red-800">
                      {parsed.errors[key]}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
        <Section title={M.critical}>
          <p className="mb-2 text-xs text-slate-700">{M.criticalIntro}</p>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
            {[
              ...primaryPairs(current.battery).map(([a, b]) => ({ key: `pair.${a}-${b}`, label: M.criticalPair(a, b) })),
              ...battery.indices.filter((index) => index.role === 'primary').map((index) => ({ key: `mean.${index.id}`, label: M.criticalMean(index.id) })),
            ].map(({ key, label }) => (
              <li key={key}>
                <label htmlFor={fieldId(key)} className="block text-xs text-slate-700">
                  {label}
                </label>
                <Field id={fieldId(key)} label={label} value={value(key)} error={parsed.errors[key]} onChange={(text) => set(key, text)} decimal />
                {parsed.errors[key] && (
                  <p id={`${fieldId(key)}-error`} className="mt-1 text-xs text-red-800">
                    {parsed.errors[key]}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>

        <section aria-labelledby={`${baseId}-results`} className="rounded-lg border border-stone-200 bg-white p-3 text-sm text-slate-800">
          <h3 id={`${baseId}-results`} className="font-semibold text-slate-900">
            {M.results}
          </h3>
          {result.primaryMean === null ? (
            <p className="mt-1 text-slate-700">{M.noResults}</p>
          ) : (
            <ul className="mt-1 space-y-1">
              <li>{M.mean(formatNumber(result.primaryMean))}</li>
              {result.indexDeviations.map((deviation) => (
                <li key={deviation.id}>
                  {deviation.id}&nbsp;: {formatNumber(deviation.difference, true)} → <strong className={deviation.status === 'sans écart notable' ? 'font-normal' : 'font-semibold'}>{deviation.status}</strong>
                </li>
              ))}
              {result.spread && (
                <li>
                  {M.spread(result.spread.highest.id, result.spread.lowest.id, result.spread.points)}
                  {result.spread.complete ? '' : ` (${M.incomplete})`}
                  {' — '}
                  <strong className={result.spread.qitCaution ? 'font-semibold text-amber-900' : 'font-normal'}>{result.spread.qitCaution ? M.qitCaution : M.qitOk}</strong>
                </li>
              )}
              {result.pairs.map((pair) => (
                <li key={`${pair.a}-${pair.b}`}>
                  {pair.a} − {pair.b}&nbsp;: {formatNumber(pair.difference, true)} → {pair.significant ? M.pairSignificant : M.pairNotSignificant}
                </li>
              ))}
            </ul>
          )}
          {errorsShown.length > 0 && <p className="mt-2 text-xs text-red-800">{errorsShown.length} champ{errorsShown.length > 1 ? 's' : ''} à corriger (non transmis).</p>}
        </section>
        <div className="flex justify-end">
          <button type="button" onClick={() => onChange(null)} className="min-h-10 rounded-md px-3 text-sm font-medium text-red-800 hover:bg-red-50">
            {M.clear}
          </button>
        </div>
      </div>
    </section>
  );
}

/** How many scores are entered validly (for the collapsed button). */
export function countScores(draft: ScoreSheetDraft | null): number {
  if (!draft) return 0;
  const parsed = parseDraft(draft);
  return Object.keys(parsed.sheet.indices).length + Object.keys(parsed.sheet.subtests).length;
}

