/**
 * Conversation history, in this browser only (docs/product/decisions.md, §5): localStorage keyed by chat type
 * and user id, expiring 60 minutes after the last message, purged and validated on load
 * (docs/product/specification.md §5: type and user must match, each message has id, role, content and timestamp).
 */
import { StoredChatSchema, type ChatType, type StoredChat, type StoredChatInput } from '#shared/chat.schemas.ts';

export const CHAT_TTL_MS = 60 * 60 * 1000;
const PREFIX = 'psyscribe.chat.';

export function chatStorageKey(type: ChatType, userId: string): string {
  return `${PREFIX}${type}.${userId}`;
}

function parse(raw: string | null): StoredChat | null {
  if (raw === null) return null;
  try {
    const parsed = StoredChatSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes every stored chat (of any user) that is expired or unreadable. */
export function purgeExpiredChats(storage: Storage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const chat = parse(storage.getItem(key));
    if (!chat || now - chat.timestamp > CHAT_TTL_MS) storage.removeItem(key);
  }
}

export function loadChat(storage: Storage, type: ChatType, userId: string, now: number): StoredChat | null {
  const key = chatStorageKey(type, userId);
  const chat = parse(storage.getItem(key));
  if (!chat || chat.chatType !== type || chat.userId !== userId || now - chat.timestamp > CHAT_TTL_MS) {
    storage.removeItem(key);
    return null;
  }
  return chat;
}

export function saveChat(storage: Storage, chat: StoredChatInput): void {
  try {
    storage.setItem(chatStorageKey(chat.chatType, chat.userId), JSON.stringify(chat));
  } catch {
    // Storage full or disabled: the conversation simply is not kept.
  }
}

export function deleteChat(storage: Storage, type: ChatType, userId: string): void {
  storage.removeItem(chatStorageKey(type, userId));
}
