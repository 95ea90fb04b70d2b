/**
 * What the chat keeps of the PII guard, with its 60-minute history in this browser only
 * (docs/privacy/pii-guard.md): the forms of each name, the practitioner's choices, and the
 * original text of each message sent with placeholders.
 */
import { z } from 'zod';

const MaskedValueSchema = z.object({
  value: z.string().min(1),
  kind: z.enum(['nir', 'phone', 'email', 'birthDate', 'address', 'postcode', 'iban', 'rpps', 'record', 'name']),
  role: z.enum(['patient', 'relative', 'professional']).optional(),
});

export const PiiChatStateSchema = z.object({
  /** Every form a name was written in → its placeholder. */
  aliases: z.record(z.string(), z.string()).default({}),
  /** Values the practitioner always masks ("Masquer"). */
  masked: z.array(MaskedValueSchema).default([]),
  /** Values the practitioner unticked: not identifiers, for the rest of the conversation. */
  ignored: z.array(z.string()).default([]),
  /** Message id → the text as the practitioner wrote it, before placeholders. */
  originals: z.record(z.string(), z.string()).default({}),
});
export type PiiChatState = z.infer<typeof PiiChatStateSchema>;

export const emptyPiiChatState = (): PiiChatState => ({ aliases: {}, masked: [], ignored: [], originals: {} });
