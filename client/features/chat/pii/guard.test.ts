import { describe, expect, it } from 'vitest';
import { StoredChatSchema } from '#shared/chat.schemas.ts';
import { emptyPiiChatState } from '#shared/pii/pii-storage.ts';
import { addMasked, applyChoices, detectInConversation } from './guard.ts';

describe('the practitioner’s choices', () => {
  it('replaces only what stays ticked and never flags an unticked value again in the conversation', () => {
    const text = 'Lina Moreau a croisé Rosa Parks.';
    const matches = detectInConversation(text, emptyPiiChatState(), {});
    expect(matches.map((match) => match.value)).toEqual(['Lina Moreau', 'Rosa Parks']);
    const sent = applyChoices(text, matches, [true, false], emptyPiiChatState(), {});
    expect(sent.text).toBe('[PATIENT_1] a croisé Rosa Parks.');
    expect(detectInConversation('Rosa Parks, encore, et Lina.', sent.pii, sent.placeholders).map((match) => match.value)).toEqual(['Lina']);
  });

  it('masks a word the detection missed ("Masquer") in this and later messages, as the same person', () => {
    const pii = addMasked(emptyPiiChatState(), ' Zébulon ');
    expect(pii.masked).toEqual([{ value: 'Zébulon', kind: 'name', role: 'patient' }]);
    const first = detectInConversation('zébulon dort mal', pii, {});
    const sent = applyChoices('zébulon dort mal', first, [true], pii, {});
    expect(sent.text).toBe('[PATIENT_1] dort mal');
    const again = detectInConversation('Zébulon va mieux', sent.pii, sent.placeholders);
    expect(applyChoices('Zébulon va mieux', again, [true], sent.pii, sent.placeholders).text).toBe('[PATIENT_1] va mieux');
    expect(addMasked(emptyPiiChatState(), 'D-2023-0456').masked[0]?.kind).toBe('record');
  });

  it('keeps the guard’s memory with the stored chat, and reads chats stored before it existed', () => {
    const base = { messages: [], timestamp: 1, chatType: 'notes', userId: 'u', selectedItems: [], options: [], placeholders: {} };
    expect(StoredChatSchema.parse(base).pii).toEqual(emptyPiiChatState());
    const pii = { ...addMasked(emptyPiiChatState(), 'Zébulon'), originals: { m1: 'Zébulon dort mal' } };
    expect(StoredChatSchema.parse(JSON.parse(JSON.stringify({ ...base, pii }))).pii).toEqual(pii);
  });
});
