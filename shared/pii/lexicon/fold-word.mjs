/**
 * The key of the PII guard's word lists: lower case, without diacritics or apostrophes, "œ" and "æ" spelled out, and the
 * letters Unicode does not split into a base and a mark (Polish "ł", Turkish "ı", Nordic "ø", "đ") given their base.
 * Plain JavaScript so that both sides use it: the scripts that write the lists (scripts/build-pii-lexicon.mjs,
 * scripts/build-pii-places.mjs) and `foldName` in shared/pii/names.ts, which looks words up in them
 * (docs/privacy/pii-guard.md, "The given-name lexicon").
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
