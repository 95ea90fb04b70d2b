/**
 * The budget told in reports (docs/budget.md): "≈ N comptes-rendus restants ce mois-ci",
 * the 80 % / 95 % warning with the top-up and Premium actions, and the share of what is
 * left that a long message would cost. Figures come from shared/usage-estimate.ts.
 */
import { Link } from 'react-router';
import type { TokenUsageSummary } from '#shared/budget.schemas.ts';
import type { ChatType } from '#shared/chat.schemas.ts';
import { BUDGET_MESSAGES } from '#shared/messages/budget.ts';
import { BUDGET_ESTIMATE_MESSAGES as M } from '#shared/messages/budget-estimate.ts';
import { ROUTES } from '#shared/routes.ts';
import { estimateRemainingAnswers, LONG_MESSAGE_CHARS, remainingLabel, shareOfRemaining, warningLevel } from '#shared/usage-estimate.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { budgetStateOf } from './use-usage-summary.ts';

/** One line per assistant, for the usage block. */
export function RemainingAnswersList({ summary }: { summary: TokenUsageSummary }) {
  const state = budgetStateOf(summary);
  const types: ChatType[] = ['documents', 'notes', 'diagnostic'];
  const estimates = types.map((type) => ({ type, ...estimateRemainingAnswers(state, type) }));
  return (
    <div className="mt-5 rounded-lg border border-brand-100 bg-brand-50/60 px-4 py-3">
      <p className="text-sm font-medium text-slate-800">{M.remainingTitle}</p>
      <ul className="mt-1.5 space-y-0.5 text-sm text-slate-900">
        {estimates.map((estimate) => (
          <li key={estimate.type} className="tabular-nums">
            {remainingLabel(estimate.type, estimate.count)}
          </li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs text-slate-600">{estimates.every((estimate) => estimate.basis === 'default') ? M.basisDefault : M.basisHistory}</p>
    </div>
  );
}

/** The chat header's line for its own assistant. */
export function RemainingAnswersLine({ summary, type }: { summary: TokenUsageSummary | undefined; type: ChatType }) {
  if (!summary) return null;
  const estimate = estimateRemainingAnswers(budgetStateOf(summary), type);
  return <p className="truncate text-xs font-medium text-brand-800 tabular-nums sm:text-sm">{remainingLabel(type, estimate.count)}</p>;
}

/** The warning at 80 % and 95 % (the exhausted state has its own banner). */
export function BudgetWarning({ summary, onTopUp, isPremium }: { summary: TokenUsageSummary | undefined; onTopUp: () => void; isPremium: boolean }) {
  if (!summary) return null;
  const level = warningLevel(summary.percentUsed);
  if (level !== 'warning' && level !== 'critical') return null;
  const critical = level === 'critical';
  return (
    <div
      role="status"
      data-level={level}
      className={`border-b px-3 py-2 sm:px-6 ${critical ? 'border-red-200 bg-red-50 text-red-950' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
    >
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1 basis-60 text-sm">
          <strong className="font-semibold">{M.warningTitle(summary.percentUsed)}.</strong> {critical ? M.criticalBody : M.warningBody}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onTopUp}>
            {BUDGET_MESSAGES.topUp}
          </Button>
          {!isPremium && (
            <Link to={ROUTES.pricing} className={buttonClass('primary')}>
              {BUDGET_MESSAGES.goPremium}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

/** Shown under the composer while a very long message is being written, before it is sent. */
export function LongMessageCost({ summary, type, draftChars, conversationChars }: { summary: TokenUsageSummary | undefined; type: ChatType; draftChars: number; conversationChars: number }) {
  if (!summary || draftChars < LONG_MESSAGE_CHARS) return null;
  const share = shareOfRemaining(budgetStateOf(summary), type, conversationChars + draftChars);
  const text = share >= 1 ? M.longMessageOver : M.longMessage(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: share < 0.01 ? 1 : 0 }).format(Math.max(share * 100, 0.1)));
  return (
    <p role="status" className="mx-auto mb-2 max-w-3xl rounded-md border border-sky-200 bg-sky-50 px-3 py-1.5 text-xs text-sky-950 sm:text-sm">
      {text}
    </p>
  );
}
