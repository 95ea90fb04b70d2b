/** Types of scripts/pii-fold.mjs (the key the PII guard's word lists are written with). */
export declare const foldWord: (word: string) => string;
