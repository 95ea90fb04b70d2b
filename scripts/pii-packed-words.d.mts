/** Types of scripts/pii-packed-words.mjs (the packed word lists of the PII guard). */
export function packWords(sortedKeys: readonly string[]): string;
export function unpackWords(packed: string): string[];
