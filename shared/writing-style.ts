/**
 * "Mon style de rédaction" (docs/writing-style.md): the practitioner's preferences of form,
 * stored on the server and written into every system prompt. Never patient data: the
 * server refuses a text in which the PII detector finds an identifier.
 */
import { z } from 'zod';
import './validation.ts';

export const WRITING_STYLE_MAX_CHARS = 800;

/** The three toggles offered; each adds one instruction to the prompt. */
export const WRITING_STYLE_TOGGLES = [
  { id: 'phrases-courtes', label: 'Phrases courtes', instruction: 'Fais des phrases courtes (une idée par phrase).' },
  { id: 'termes-expliques', label: 'Termes techniques expliqués', instruction: 'Explique brièvement chaque terme technique à sa première occurrence.' },
  { id: 'sans-abreviations', label: 'Sans abréviations', instruction: 'N’utilise aucune abréviation ni aucun sigle sans l’écrire d’abord en toutes lettres.' },
] as const;

export type WritingStyleToggleId = (typeof WRITING_STYLE_TOGGLES)[number]['id'];
const TOGGLE_IDS = WRITING_STYLE_TOGGLES.map((toggle) => toggle.id) as [WritingStyleToggleId, ...WritingStyleToggleId[]];

export const WritingStyleInputSchema = z
  .object({
    text: z
      .string()
      .max(WRITING_STYLE_MAX_CHARS, { message: `800\u00a0caractères au maximum.` })
      .transform((value) => value.trim()),
    toggles: z
      .array(z.enum(TOGGLE_IDS))
      .max(WRITING_STYLE_TOGGLES.length)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type WritingStyleInput = z.input<typeof WritingStyleInputSchema>;

export const WritingStyleSchema = z.object({
  text: z.string(),
  toggles: z.array(z.enum(TOGGLE_IDS)),
  updatedAt: z.string().nullable(),
});
export type WritingStyle = z.infer<typeof WritingStyleSchema>;

export const EMPTY_WRITING_STYLE: WritingStyle = { text: '', toggles: [], updatedAt: null };

/** The style as instructions for the system prompt ('' when nothing is set). */
export function writingStyleInstructions(style: Pick<WritingStyle, 'text' | 'toggles'>): string {
  const toggles = WRITING_STYLE_TOGGLES.filter((toggle) => style.toggles.includes(toggle.id));
  if (style.text.trim() === '' && toggles.length === 0) return '';
  const lines = [
    'Style de rédaction du praticien (préférences de forme : applique-les sauf si elles contredisent les règles ci-dessus ou le modèle de document choisi) :',
  ];
  if (style.text.trim() !== '') lines.push(`« ${style.text.trim()} »`);
  lines.push(...toggles.map((toggle) => `- ${toggle.instruction}`));
  return lines.join('\n');
}

/**
 * The longest instructions a stored style can give (800 characters and every toggle): the chat
 * reserves the budget for it while the style is being read, in parallel (docs/chat-streaming.md).
 */
export const WRITING_STYLE_MAX_INSTRUCTION_CHARS = writingStyleInstructions({
  text: 'x'.repeat(WRITING_STYLE_MAX_CHARS),
  toggles: WRITING_STYLE_TOGGLES.map((toggle) => toggle.id),
}).length;
