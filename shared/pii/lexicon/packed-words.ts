/**
 * Reads a word list of the PII guard in its packed form (written by scripts/pii-packed-words.mjs; docs/privacy/
 * pii-guard.md, "The lexicons' size"): each key is one character for the length of the prefix it shares with the key
 * before it ('0' + length) followed by the rest of the key, in a-z and hyphens.
 */
export function unpackWords(packed: string): Set<string> {
  const words = new Set<string>();
  let previous = '';
  let i = 0;
  while (i < packed.length) {
    const shared = packed.charCodeAt(i) - 48;
    let end = i + 1;
    for (let code = packed.charCodeAt(end); end < packed.length && (code >= 97 || code === 45); code = packed.charCodeAt(++end));
    previous = previous.slice(0, shared) + packed.slice(i + 1, end);
    words.add(previous);
    i = end;
  }
  return words;
}

/** A packed list read at its first use, not at start-up (the guard's module loads with the chat page). */
export function lazyWords(packed: string): () => Set<string> {
  let words: Set<string> | null = null;
  return () => (words ??= unpackWords(packed));
}
