/**
 * "Mon style de rédaction" (docs/writing-style.md): read, save (refusing identifiers found by
 * the PII detector), the prompt's instructions, and its part in the RGPD export.
 */
import { CHAT_MESSAGES } from '#shared/messages/chat.ts';
import { detectPii } from '#shared/pii/pii-guard.ts';
import { EMPTY_WRITING_STYLE, WRITING_STYLE_MAX_INSTRUCTION_CHARS, WRITING_STYLE_TOGGLES, writingStyleInstructions, type WritingStyle } from '#shared/writing-style.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { AccountDataSource } from '#server/features/account/account.service.ts';
import type { StoredWritingStyle, WritingStyleRepo } from './writing-style.repo.ts';

const KNOWN = new Set<string>(WRITING_STYLE_TOGGLES.map((toggle) => toggle.id));

function toStyle(stored: StoredWritingStyle | undefined): WritingStyle {
  if (!stored) return EMPTY_WRITING_STYLE;
  return {
    text: stored.text,
    toggles: WRITING_STYLE_TOGGLES.filter((toggle) => stored.toggles.includes(toggle.id)).map((toggle) => toggle.id),
    updatedAt: stored.updatedAt.toISOString(),
  };
}

export function createWritingStyleService({ repo, clock }: { repo: WritingStyleRepo; clock: Clock }) {
  return {
    async get(userId: string): Promise<WritingStyle> {
      return toStyle(await repo.find(userId));
    },

    /** Refuses (WRITING_STYLE_PII) a text in which the PII detector finds an identifier; nothing is stored then. */
    async save(userId: string, input: { text: string; toggles: string[] }): Promise<WritingStyle> {
      const found = detectPii(input.text, { now: clock.now() });
      if (found.length > 0) {
        throw new AppError('WRITING_STYLE_PII', [...new Set(found.map((match) => match.kind))].map((kind) => ({ path: 'text', message: CHAT_MESSAGES.pii.kinds[kind] })));
      }
      await repo.save(userId, { text: input.text, toggles: input.toggles.filter((id) => KNOWN.has(id)) }, clock.now());
      return toStyle(await repo.find(userId));
    },

    /** The longest text `instructionsFor` can return (the chat reserves for it before reading it). */
    maxInstructionChars: WRITING_STYLE_MAX_INSTRUCTION_CHARS,

    /** What the chat adds to the system prompt ('' when the practitioner set nothing). */
    async instructionsFor(userId: string): Promise<string> {
      return writingStyleInstructions(toStyle(await repo.find(userId)));
    },

    /** The RGPD export's "writingStyle" section; the row itself goes with the account (cascade). */
    dataSource(): AccountDataSource {
      return {
        name: 'writingStyle',
        export: async (userId) => {
          const stored = await repo.find(userId);
          return stored ? toStyle(stored) : null;
        },
      };
    },
  };
}

export type WritingStyleService = ReturnType<typeof createWritingStyleService>;
