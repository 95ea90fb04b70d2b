/**
 * The account page's token-usage block (docs/product/specification.md §2, docs/product/decisions.md, §4): one percentage (the larger of
 * input and output used ÷ allowance, bar capped at 100 %), the two counters, the month's
 * usage per day, and the Premium suggestion at 80 % for a non-premium subscriber.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import { BUDGET_MESSAGES } from '#shared/messages/budget.ts';
import { ROUTES } from '#shared/routes.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { formatInteger } from '#client/lib/format.ts';
import { RemainingAnswersList } from './budget-estimate.tsx';
import { USAGE_QUERY_KEY, useUsageSummary } from './use-usage-summary.ts';

const M = BUDGET_MESSAGES.usage;
export { USAGE_QUERY_KEY };
const PREMIUM_HINT_PERCENT = 80;

function DailyChart({ summary }: { summary: TokenUsageSummary }) {
  const titleId = useId();
  const [year, month] = summary.lastResetDate.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 2000, month ?? 1, 0)).getUTCDate();
  const totals = Array.from({ length: days }, (_, i) => {
    const row = summary.daily.find((entry) => entry.day === i + 1);
    return row ? row.inputTokens + row.outputTokens : 0;
  });
  const max = Math.max(...totals, 1);
  const used = summary.daily.filter((entry) => entry.inputTokens + entry.outputTokens > 0);
  return (
    <figure className="mt-6">
      <figcaption id={titleId} className="text-sm font-medium text-slate-800">
        {M.chartTitle}
      </figcaption>
      {used.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{M.chartEmpty}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${days * 10} 60`} preserveAspectRatio="none" className="mt-2 h-20 w-full" aria-hidden="true">
            <line x1="0" y1="59.5" x2={days * 10} y2="59.5" className="stroke-stone-300" strokeWidth="1" />
            {totals.map((total, i) =>
              total > 0 ? <rect key={i} x={i * 10 + 1.5} y={60 - Math.max(2, (total / max) * 58)} width="7" height={Math.max(2, (total / max) * 58)} rx="1.5" className="fill-brand-600" /> : null,
            )}
          </svg>
          <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
            <span>1</span>
            <span>{days}</span>
          </div>
          <ul className="sr-only" aria-labelledby={titleId}>
            {used.map((entry) => (
              <li key={entry.day}>{M.chartDayLabel(entry.day, formatInteger(entry.inputTokens + entry.outputTokens))}</li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}

export function UsageBlock({ onTopUp }: { onTopUp?: () => void }) {
  const labelId = useId();
  const query = useUsageSummary();

  let body;
  if (query.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {M.loading}
      </p>
    );
  } else if (!query.data) {
    body = <p className="text-sm text-slate-600">{M.empty}</p>;
  } else {
    const summary = query.data;
    const percent = summary.percentUsed;
    const bar = Math.min(100, Math.max(0, percent));
    const tone = percent >= 100 ? 'bg-red-600' : percent >= PREMIUM_HINT_PERCENT ? 'bg-amber-500' : 'bg-brand-700';
    const purchased = summary.purchasedInputTokens + summary.purchasedOutputTokens > 0;
    body = (
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p id={labelId} className="text-sm font-medium text-slate-800">
            {M.percentLabel}
          </p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{percent}&nbsp;%</p>
        </div>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bar}
          aria-valuetext={`${percent}\u00a0%`}
          className="mt-2 h-3 overflow-hidden rounded-full bg-stone-200"
        >
          <div className={`h-full rounded-full ${tone}`} style={{ width: `${bar}%` }} />
        </div>
        <RemainingAnswersList summary={summary} />
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {(
            [
              [M.input, summary.inputTokens, summary.inputAllowance],
              [M.output, summary.outputTokens, summary.outputAllowance],
            ] as const
          ).map(([label, used, allowance]) => (
            <div key={label} className="rounded-lg border border-stone-200 bg-stone-50 px-4 py-3">
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
              <dd className="mt-1 text-sm text-slate-900 tabular-nums">
                <span className="text-base font-semibold">{formatInteger(used)}</span> {M.of} {formatInteger(allowance)}
              </dd>
            </div>
          ))}
        </dl>
        {purchased && (
          <p className="mt-3 text-sm text-slate-600">
            {M.purchasedNote} {formatInteger(summary.purchasedInputTokens)} / {formatInteger(summary.purchasedOutputTokens)}
          </p>
        )}
        <p className="mt-2 text-xs text-slate-600">{M.resetNote}</p>
        <DailyChart summary={summary} />
        {summary.plan !== 'premium' && percent >= PREMIUM_HINT_PERCENT && (
          <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            <p>{M.premiumHint}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={ROUTES.pricing} className={buttonClass('primary')}>
                {M.premiumLink}
              </Link>
              {onTopUp && (
                <button type="button" onClick={onTopUp} className={buttonClass('secondary')}>
                  {M.topUpButton}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <SectionCard title={M.title}>{body}</SectionCard>
  );
}
