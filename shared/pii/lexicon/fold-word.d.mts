/** Types of shared/pii/lexicon/fold-word.mjs (the key the PII guard's word lists are written and read with). */
export declare const foldWord: (word: string) => string;
