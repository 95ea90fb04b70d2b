/**
 * The PII guard as the chat screens use it (docs/privacy/pii-guard.md): detection that knows the
 * conversation (names already met, values the practitioner masks or dismissed), and the
 * practitioner's choices applied to the message and remembered for the rest of the conversation.
 */
import { anonymise, detectPii, knownNames, type MaskedValue, type PiiMatch, type PlaceholderMap } from '#shared/pii/pii-guard.ts';
import type { PiiChatState } from '#shared/pii/pii-storage.ts';

export function detectInConversation(text: string, pii: PiiChatState, placeholders: PlaceholderMap): PiiMatch[] {
  return detectPii(text, { known: knownNames({ placeholders, aliases: pii.aliases }), masked: pii.masked, ignored: pii.ignored });
}

/**
 * Replaces the matches the practitioner kept ticked; the unticked ones are remembered as not
 * identifiers. Returns the text to send and the conversation's new memory.
 */
export function applyChoices(
  text: string,
  matches: PiiMatch[],
  kept: boolean[],
  pii: PiiChatState,
  placeholders: PlaceholderMap,
): { text: string; placeholders: PlaceholderMap; pii: PiiChatState } {
  const dismissed = matches.filter((_, index) => !kept[index]).map((match) => match.value);
  const result = anonymise(
    text,
    matches.filter((_, index) => kept[index]),
    { placeholders, aliases: pii.aliases },
  );
  return {
    text: result.text,
    placeholders: result.state.placeholders,
    pii: { ...pii, aliases: result.state.aliases, ignored: [...new Set([...pii.ignored, ...dismissed])] },
  };
}

/** What a word selected with "Masquer" most likely is: a number, an e-mail, or a name. */
function maskedValue(value: string): MaskedValue {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return { value: trimmed, kind: 'email' };
  if ((trimmed.match(/\d/g) ?? []).length >= 3) return { value: trimmed, kind: 'record' };
  return { value: trimmed, kind: 'name', role: 'patient' };
}

export function addMasked(pii: PiiChatState, value: string): PiiChatState {
  const masked = maskedValue(value);
  if (masked.value.length < 2 || pii.masked.some((item) => item.value.toLowerCase() === masked.value.toLowerCase())) return pii;
  return { ...pii, masked: [...pii.masked, masked], ignored: pii.ignored.filter((item) => item.toLowerCase() !== masked.value.toLowerCase()) };
}
