/**
 * The key the PII guard's word lists are written with, as `foldName` in shared/pii/names.ts reads words: lower case,
 * without diacritics or apostrophes, "œ" and "æ" spelled out, and the letters Unicode does not split into a base and a
 * mark (Polish "ł", Turkish "ı", Nordic "ø", "đ") given their base. The two must agree, or a list holds words the guard
 * never looks up (docs/privacy/pii-guard.md, "The given-name lexicon").
 */
const UNSPLIT = { ł: 'l', ı: 'i', ø: 'o', đ: 'd' };

export const foldWord = (word) =>
  word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[łıøđ]/g, (letter) => UNSPLIT[letter] ?? letter);
