import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredChat } from '#shared/chat.schemas.ts';
import { emptyPiiChatState } from '#shared/pii/pii-storage.ts';
import { CHAT_TTL_MS, chatStorageKey, loadChat, purgeExpiredChats, saveChat } from './chat-storage.ts';

const NOW = Date.parse('2026-03-15T10:00:00Z');
const chat = (overrides: Partial<StoredChat> = {}): StoredChat => ({
  messages: [{ id: 'a', role: 'user', content: 'Bonjour', timestamp: NOW }],
  timestamp: NOW,
  chatType: 'diagnostic',
  userId: 'u1',
  selectedItems: ['profil.adulte'],
  options: [],
  placeholders: { '[PATIENT_1]': 'Martin' },
  checksDismissed: [],
  pii: emptyPiiChatState(),
  ...overrides,
});

beforeEach(() => localStorage.clear());

describe('stored chats (docs/product/specification.md §5, docs/product/decisions.md, §5)', () => {
  it('keys by chat type and user, and reads back what was saved', () => {
    saveChat(localStorage, chat());
    expect(localStorage.getItem(chatStorageKey('diagnostic', 'u1'))).not.toBeNull();
    expect(loadChat(localStorage, 'diagnostic', 'u1', NOW + 1000)).toEqual(chat());
    expect(loadChat(localStorage, 'notes', 'u1', NOW)).toBeNull();
    expect(loadChat(localStorage, 'diagnostic', 'u2', NOW)).toBeNull();
  });

  it('expires 60 minutes after the last message and purges on load', () => {
    saveChat(localStorage, chat());
    saveChat(localStorage, chat({ chatType: 'notes', timestamp: NOW + 30 * 60_000 }));
    purgeExpiredChats(localStorage, NOW + CHAT_TTL_MS + 1);
    expect(localStorage.getItem(chatStorageKey('diagnostic', 'u1'))).toBeNull();
    expect(loadChat(localStorage, 'notes', 'u1', NOW + CHAT_TTL_MS + 1)).not.toBeNull();
  });

  it.each([
    ['a type that does not match its key', { ...chat(), chatType: 'notes' }],
    ['another user under this key', { ...chat(), userId: 'u2' }],
    ['messages that are not an array', { ...chat(), messages: 'x' }],
    ['a message without timestamp', { ...chat(), messages: [{ id: 'a', role: 'user', content: 'x' }] }],
    ['a message with an unknown role', { ...chat(), messages: [{ id: 'a', role: 'hacker', content: 'x', timestamp: NOW }] }],
  ])('drops %s', (_label, stored) => {
    localStorage.setItem(chatStorageKey('diagnostic', 'u1'), JSON.stringify(stored));
    expect(loadChat(localStorage, 'diagnostic', 'u1', NOW)).toBeNull();
    expect(localStorage.getItem(chatStorageKey('diagnostic', 'u1'))).toBeNull();
  });

  it('drops unreadable JSON', () => {
    localStorage.setItem(chatStorageKey('diagnostic', 'u1'), '{oops');
    expect(loadChat(localStorage, 'diagnostic', 'u1', NOW)).toBeNull();
  });

  it('keeps the score sheet with the conversation and drops a tampered one on load', () => {
    const scoreSheet = { battery: 'wisc-v' as const, fields: { 'index.ICV.score': '121' }, updatedAt: NOW };
    saveChat(localStorage, chat({ scoreSheet, checksDismissed: ['a'] }));
    expect(loadChat(localStorage, 'diagnostic', 'u1', NOW)).toMatchObject({ scoreSheet, checksDismissed: ['a'] });
    const key = chatStorageKey('diagnostic', 'u1');
    localStorage.setItem(key, JSON.stringify({ ...chat(), scoreSheet: { battery: 'wisc-v', fields: { 'note.libre': 'Léo Martin' }, updatedAt: NOW } }));
    expect(loadChat(localStorage, 'diagnostic', 'u1', NOW)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });
});
