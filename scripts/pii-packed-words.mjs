/**
 * The packed form of the PII guard's word lists (shared/pii/lexicon/*.ts; docs/privacy/pii-guard.md, "The lexicons'
 * size"): the keys sorted, each written as one character for the length of the prefix it shares with the key before it
 * ('0' + length, at most 40, so never a letter of a key or a hyphen) followed by the rest of the key. Gzip reads it
 * about 40 % smaller than the keys separated by spaces. shared/pii/lexicon/packed-words.ts reads it back in the guard.
 */
const MAX_SHARED = 40;

/** Packs sorted keys made of a-z and hyphens. */
export function packWords(sortedKeys) {
  let previous = '';
  let packed = '';
  for (const word of sortedKeys) {
    if (!/^[a-z-]+$/.test(word)) throw new Error(`packWords: "${word}" is not a folded key`);
    let shared = 0;
    while (shared < MAX_SHARED && shared < previous.length && shared < word.length && previous[shared] === word[shared]) shared++;
    packed += String.fromCharCode(48 + shared) + word.slice(shared);
    previous = word;
  }
  return packed;
}

/** The keys of a packed list, in order (what the build scripts read back from a generated file). */
export function unpackWords(packed) {
  const words = [];
  let previous = '';
  for (const match of packed.matchAll(/([0-X])([a-z-]*)/g)) {
    previous = previous.slice(0, match[1].charCodeAt(0) - 48) + match[2];
    words.push(previous);
  }
  return words;
}
