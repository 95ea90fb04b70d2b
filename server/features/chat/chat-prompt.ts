/**
 * Builds the prompt on the server (docs/product/decisions.md, §5): our system prompt for the mode, the
 * practitioner's selections written as instructions, and the conversation. Pure.
 */
import { catalogueIndex } from '#shared/chat-catalogues/catalogues.ts';
import { REPORT_OPTIONS } from '#shared/chat-catalogues/documents-catalogue.ts';
import { renderScoreBlock } from '#shared/scores/prompt-block.ts';
import type { ScoreSheet } from '#shared/scores/score-sheet.ts';
import type { ChatTurn, ChatType } from '#shared/chat.schemas.ts';
import { estimateTokens } from '#server/features/budget/budget-math.ts';
import { isTemplateId, selectedTemplate, type DocumentTemplateId } from '#shared/chat-catalogues/document-templates.ts';
import { SYSTEM_PROMPTS } from './content/system-prompts.ts';
import { TEMPLATE_STRUCTURES, templateInstructions } from './content/document-templates.ts';

export interface BuiltPrompt {
  systemPrompt: string;
  context: string;
  selections: string[];
  messages: ChatTurn[];
  /** docs/product/decisions.md, §4: characters of the whole prompt ÷ 4. */
  estimatedInputTokens: number;
  /** The document template chosen in the panel, if any (docs/documents.md). */
  templateId?: DocumentTemplateId;
}

export interface PromptExtras {
  /** The practitioner's writing style, already written as instructions (docs/writing-style.md). */
  writingStyle?: string;
}

export function buildPrompt(
  type: ChatType,
  input: { messages: ChatTurn[]; selectedItems: string[]; options: string[]; scoreSheet?: ScoreSheet | undefined },
  extras: PromptExtras = {},
): BuiltPrompt {
  const index = catalogueIndex(type);
  const chosen = [...new Set(input.selectedItems)].flatMap((id) => {
    const item = index.get(id);
    return item ? [{ id, line: `${item.category}\u00a0: ${item.label}` }] : [];
  });
  const selections = chosen.map((item) => item.line);
  // The template has its own instructions; the other items are listed as selections.
  const listed = chosen.filter((item) => !isTemplateId(item.id)).map((item) => item.line);
  const instructions = REPORT_OPTIONS.filter((option) => input.options.includes(option.id));
  const parts: string[] = [];
  const templateId = selectedTemplate(input.selectedItems.filter((id) => index.has(id)));
  if (templateId) parts.push(templateInstructions(index.get(templateId)?.label ?? '', TEMPLATE_STRUCTURES[templateId]));
  if (listed.length > 0) {
    parts.push(`Éléments sélectionnés par le praticien dans le panneau (à prendre en compte, sans les considérer comme établis s’ils ne sont pas décrits dans ses messages)\u00a0:\n${listed.map((line) => `- ${line}`).join('\n')}`);
  }
  if (instructions.length > 0) {
    parts.push(`Options de rédaction choisies par le praticien\u00a0:\n${instructions.map((option) => `- ${option.instruction}`).join('\n')}`);
  }
  if (input.scoreSheet) {
    // Computed from shared/scores (docs/clinical/wechsler-scores.md): the only scores the model may write.
    parts.push(`Feuille de scores saisie par le praticien, bandes et comparaisons calculées par l’application (seule source autorisée pour les scores, zones et percentiles)\u00a0:\n${renderScoreBlock(input.scoreSheet)}`);
  }
  if (extras.writingStyle) parts.push(extras.writingStyle);
  const context = parts.join('\n\n');
  const systemPrompt = SYSTEM_PROMPTS[type];
  const chars = systemPrompt.length + context.length + input.messages.reduce((sum, message) => sum + message.content.length, 0);
  return {
    systemPrompt,
    context,
    selections: [...selections, ...instructions.map((option) => `Option\u00a0: ${option.label}`)],
    messages: input.messages,
    estimatedInputTokens: estimateTokens(chars),
    ...(templateId ? { templateId } : {}),
  };
}

/**
 * Tokens to add to the estimate of a prompt built without a writing style so that it covers any
 * style of up to `maxStyleChars` characters (the style and the blank line before it): estimates
 * round up, so ⌈a/4⌉ + ⌈b/4⌉ ≥ ⌈(a + b)/4⌉ and the sum is never below the real estimate.
 */
export function writingStyleAllowance(maxStyleChars: number): number {
  return maxStyleChars > 0 ? estimateTokens(maxStyleChars + 2) : 0;
}

/** The system prompt with the selections appended: what adapters without a stored prompt send. */
export function fullInstructions(request: { systemPrompt: string; context: string }): string {
  return request.context ? `${request.systemPrompt}\n\n${request.context}` : request.systemPrompt;
}
