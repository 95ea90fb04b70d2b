/**
 * The three chat screens (docs/product/specification.md §2): one layout, a panel of optional items (a third of the
 * width, collapsible; a drawer below 768 px) and the conversation (two thirds).
 */
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ChatType } from '#shared/chat.schemas.ts';
import { BUDGET_MESSAGES } from '#shared/messages/budget.ts';
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { ROUTES } from '#shared/routes.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { useAppConfig } from '#client/lib/app-config.tsx';
import { useAuth } from '#client/features/auth/public.ts';
import { TopUpDialog } from '#client/features/billing/public.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';
import { CataloguePanel } from './catalogue-panel.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatIcon } from './chat-icons.tsx';
import { MessageList } from './message-list.tsx';
import { PiiDialog } from './pii-dialog.tsx';
import type { PiiMatch, PlaceholderMap } from '#shared/pii/pii-guard.ts';
import type { PiiChatState } from '#shared/pii/pii-storage.ts';
import { addMasked, applyChoices, detectInConversation } from './pii/guard.ts';
import { MaskSelection } from './pii/mask-selection.tsx';
import { useChat } from './use-chat.ts';
import { parseDraft } from '#shared/scores/score-sheet.ts';
import { SCORE_UI } from '#shared/messages/scores.ts';
import { countScores, ScoreSheetPanel } from './score-sheet/score-sheet-panel.tsx';
import { BudgetWarning, LongMessageCost, RemainingAnswersLine, useRefreshUsageAfter, useUsageSummary } from '#client/features/budget/public.ts';
import { useWideScreen } from './score-sheet/use-wide-screen.ts';

const M = CHAT_MESSAGES;
const PAGE_KEYS = { diagnostic: 'chatDiagnostic', notes: 'chatNotes', documents: 'chatDocuments' } as const;

export function ChatPage({ type }: { type: ChatType }) {
  usePageMeta(PAGE_KEYS[type]);
  const { user } = useAuth();
  if (!user) return null;
  // A new screen (or another account) starts from its own stored state.
  return <ChatScreen key={`${type}:${user.uid}`} type={type} userId={user.uid} />;
}

function ChatScreen({ type, userId }: { type: ChatType; userId: string }) {
  const chat = useChat(type, userId);
  // The server's real provider, not the app-wide fallback: the demo label must never flash.
  const config = useAppConfig();
  const aiProvider = config.loaded ? config.aiProvider : undefined;
  const { userProfile } = useAuth();
  const [draft, setDraft] = useState('');
  const [pii, setPii] = useState<PiiMatch[] | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const [topUpOpen, setTopUpOpen] = useState(false);
  // Score sheet (docs/clinical/wechsler-scores.md): reports and notes only.
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetId = useId();
  const sheetBeside = useWideScreen();
  const checkedSheet = useMemo(() => {
    const parsed = chat.scoreSheet ? parseDraft(chat.scoreSheet) : null;
    return parsed?.filled ? parsed.sheet : null;
  }, [chat.scoreSheet]);
  const drawerTitle = useId();
  const clearTitle = useId();
  const panelId = useId();
  const selectionCount = chat.selectedItems.length + (type === 'documents' ? chat.options.length : 0);
  const usage = useUsageSummary();
  useRefreshUsageAfter(chat.sending);

  const sendText = (text: string, placeholders: PlaceholderMap, guard?: { original: string; pii: PiiChatState }) => {
    setDraft('');
    setPii(null);
    void chat.send(text, placeholders, guard);
  };
  const submit = () => {
    const matches = detectInConversation(draft, chat.pii, chat.placeholders);
    if (matches.length > 0) setPii(matches);
    else sendText(draft, chat.placeholders);
  };

  const panel = (
    <CataloguePanel
      type={type}
      selectedItems={chat.selectedItems}
      options={chat.options}
      onToggleItem={chat.toggleItem}
      onToggleOption={chat.toggleOption}
      onClear={chat.clearSelection}
    />
  );

  return (
    <div className="flex h-[calc(100dvh-4rem-1px)] min-h-[30rem] bg-stone-50">
      {panelOpen && (
        <aside id={panelId} aria-label={M.panel.title} className="hidden w-1/3 max-w-md min-w-64 shrink-0 border-r border-stone-200 bg-white md:block">
          {panel}
        </aside>
      )}

      <section aria-labelledby={`${panelId}-title`} className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-stone-200 bg-white px-3 py-3 sm:px-6">
          <div className="mx-auto flex max-w-3xl items-center gap-2">
            <button
              type="button"
              onClick={() => setPanelOpen((open) => !open)}
              aria-expanded={panelOpen}
              aria-controls={panelId}
              className="hidden size-10 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-stone-100 md:flex"
            >
              <ChatIcon name="panel" />
              <span className="sr-only">{panelOpen ? M.panel.hide : M.panel.show}</span>
            </button>
            <div className="min-w-0 flex-1">
              <h1 id={`${panelId}-title`} className="truncate text-lg font-semibold tracking-tight text-slate-900 sm:text-xl">
                {M.titles[type]}
              </h1>
              <p className="hidden truncate text-sm text-slate-600 sm:block">{M.subtitles[type]}</p>
              <RemainingAnswersLine summary={usage.data} type={type} />
            </div>
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              className="relative flex min-h-10 shrink-0 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2.5 text-sm font-medium text-slate-800 hover:bg-stone-50 md:hidden"
            >
              <ChatIcon name="sliders" className="size-4" />
              <span className="sr-only sm:not-sr-only">{M.panel.openDrawer}</span>
              {selectionCount > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white">{selectionCount}</span>}
            </button>
            <Button variant="secondary" onClick={() => setConfirmClear(true)} className="shrink-0 px-3">
              <ChatIcon name="plus" className="size-4" />
              <span className="sr-only sm:not-sr-only">{M.newConversation}</span>
            </Button>
          </div>
        </header>

        {!chat.budgetError && (
          <BudgetWarning summary={usage.data} isPremium={userProfile?.subscriptionPlan === 'premium'} onTopUp={() => setTopUpOpen(true)} />
        )}

        <div className="border-b border-amber-200 bg-amber-50 px-3 py-1.5 sm:px-6 sm:py-2">
          <p className="mx-auto flex max-w-3xl items-start gap-2 text-xs leading-5 text-amber-950 sm:text-sm">
            <ChatIcon name="shield" className="mt-0.5 size-4 shrink-0" />
            <span className="hidden sm:inline">{M.anonymiseBanner}</span>
            <span className="sm:hidden">{M.anonymiseShort}</span>
          </p>
          {aiProvider === 'demo' && (
            <p className="mx-auto mt-1 flex max-w-3xl">
              <span className="rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-[11px] font-medium text-sky-900 sm:text-xs">{M.demoMode}</span>
            </p>
          )}
        </div>

        <MessageList
          messages={chat.messages}
          streamingId={chat.streamingId}
          placeholders={chat.placeholders}
          originals={chat.pii.originals}
          scoreSheet={checkedSheet}
          checksDismissed={chat.checksDismissed}
          onDismissCheck={chat.dismissCheck}
        />

        <div className="border-t border-stone-200 bg-white/80 px-3 pt-3 pb-2 sm:px-6">
          {chat.budgetError && (
            <div role="alert" className="mx-auto mb-3 max-w-3xl rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <p>
                <strong className="font-semibold">{BUDGET_MESSAGES.exhaustedTitle}:</strong> {BUDGET_MESSAGES.exhaustedBody}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={() => setTopUpOpen(true)}>{BUDGET_MESSAGES.topUp}</Button>
                {userProfile?.subscriptionPlan !== 'premium' && (
                  <Link to={ROUTES.pricing} className={buttonClass('secondary')}>
                    {BUDGET_MESSAGES.goPremium}
                  </Link>
                )}
              </div>
            </div>
          )}
          {type !== 'diagnostic' && (
            <>
              {sheetOpen && !sheetBeside && (
                <div id={sheetId}>
                  <ScoreSheetPanel draft={chat.scoreSheet} onChange={chat.setScoreSheet} onClose={() => setSheetOpen(false)} />
                </div>
              )}
              <div className="mx-auto mb-2 flex max-w-3xl">
                <button
                  type="button"
                  onClick={() => setSheetOpen((open) => !open)}
                  aria-expanded={sheetOpen}
                  aria-controls={sheetId}
                  className="flex min-h-10 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-stone-50"
                >
                  <ChatIcon name="sliders" className="size-4" />
                  {SCORE_UI.toggle}
                  <span className="text-slate-600">({SCORE_UI.toggleHint(countScores(chat.scoreSheet))})</span>
                  <ChatIcon name="chevron" className={`size-4 transition-transform ${sheetOpen ? '' : 'rotate-180'}`} />
                </button>
              </div>
            </>
          )}
          <LongMessageCost
            summary={usage.data}
            type={type}
            draftChars={draft.length}
            conversationChars={chat.messages.reduce((sum, message) => sum + (message.role === 'system' ? 0 : message.content.length), 0)}
          />
          <MaskSelection
            pii={chat.pii}
            onMask={(value) => chat.updatePii((current) => addMasked(current, value))}
            onUnmask={(value) => chat.updatePii((current) => ({ ...current, masked: current.masked.filter((item) => item.value !== value) }))}
          >
            <ChatComposer
              value={draft}
              onChange={setDraft}
              onSubmit={submit}
              onStop={chat.stop}
              sending={chat.sending}
              disabled={chat.budgetError}
              placeholder={M.placeholder[type]}
            />
          </MaskSelection>
          <p className="mx-auto mt-1 flex max-w-3xl items-center gap-1.5 px-2 text-xs text-slate-600">
            <ChatIcon name="clock" className="size-3.5 shrink-0" />
            {M.retentionNote}
          </p>
        </div>
      </section>

      {sheetOpen && sheetBeside && type !== 'diagnostic' && (
        <div id={sheetId} className="w-[26rem] shrink-0 border-l border-stone-200">
          <ScoreSheetPanel draft={chat.scoreSheet} onChange={chat.setScoreSheet} onClose={() => setSheetOpen(false)} beside />
        </div>
      )}

      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} labelledBy={drawerTitle} placement="drawer">
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-2">
            <h2 id={drawerTitle} className="text-sm font-semibold text-slate-700">
              {M.titles[type]}
            </h2>
            <button type="button" onClick={() => setDrawerOpen(false)} className="flex size-10 items-center justify-center rounded-md hover:bg-stone-100">
              <ChatIcon name="close" />
              <span className="sr-only">{M.panel.closeDrawer}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1">{panel}</div>
        </div>
      </Dialog>

      <Dialog open={confirmClear} onClose={() => setConfirmClear(false)} labelledBy={clearTitle}>
        <div className="p-5 sm:p-6">
          <h2 id={clearTitle} className="text-base font-semibold text-slate-900">
            {M.newConversation}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{M.clearConfirm}</p>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirmClear(false)}>
              {M.cancel}
            </Button>
            <Button
              variant="danger"

              onClick={() => {
                chat.clear();
                setConfirmClear(false);
              }}
            >
              {M.clearConfirmYes}
            </Button>
          </div>
        </div>
      </Dialog>

      <PiiDialog
        text={draft}
        matches={pii}
        onCancel={() => setPii(null)}
        onSendAnyway={() => sendText(draft, chat.placeholders)}
        onReplace={(kept) => {
          const replaced = applyChoices(draft, pii ?? [], kept, chat.pii, chat.placeholders);
          sendText(replaced.text, replaced.placeholders, { original: draft, pii: replaced.pii });
        }}
      />

      <TopUpDialog open={topUpOpen} onClose={() => setTopUpOpen(false)} userId={userId} onSuccess={chat.dismissBudgetError} />
    </div>
  );
}
