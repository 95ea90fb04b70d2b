/**
 * The packed word lists (docs/privacy/pii-guard.md, "The lexicons' size"): what the build scripts write
 * (scripts/pii-packed-words.mjs) the guard reads back word for word.
 */
import { describe, expect, it } from 'vitest';
import { foldWord } from './fold-word.mjs';
import { packWords, unpackWords as unpackInScripts } from '../../../scripts/pii-packed-words.mjs';
import { foldName } from '../names.ts';
import { FRENCH_WORDS } from './french-words.ts';
import { GIVEN_NAMES } from './given-names.ts';
import { unpackWords } from './packed-words.ts';

describe('packed word lists', () => {
  it('reads back the keys it packed, shared prefixes, hyphens and long keys included', () => {
    const keys = ['a-t-elle', 'a-t-il', 'abandon', 'abandonne', 'b', 'bien', 'bien-etre', 'x'.repeat(60), `${'x'.repeat(60)}y`];
    const packed = packWords(keys);
    expect(packed.length).toBeLessThan(keys.join(' ').length);
    expect([...unpackWords(packed)]).toEqual(keys);
  });

  it('refuses a key that is not folded', () => {
    expect(() => packWords(['Élise'])).toThrow(/not a folded key/);
  });

  it('reads the shipped lists as the build scripts do', () => {
    expect([...unpackWords(GIVEN_NAMES)]).toEqual(unpackInScripts(GIVEN_NAMES));
    expect([...unpackWords(FRENCH_WORDS)]).toEqual(unpackInScripts(FRENCH_WORDS));
    expect(unpackWords(GIVEN_NAMES).has('maelys')).toBe(true);
    expect(unpackWords(FRENCH_WORDS).has('accompagnement')).toBe(true);
  });

  it('keys words as the guard looks them up: the scripts’ foldWord and foldName agree', () => {
    const words = ['Łukasz', 'Paweł', 'Yıldırım', 'Bjørn', 'Đorđe', 'Cœur', 'Lætitia', "N'Diaye", 'D’Artagnan', 'Élodie', 'Gdańsk', 'MÜLLER', 'Grüße'];
    for (const word of words) expect(foldWord(word), word).toBe(foldName(word));
    expect(foldWord('Łukasz')).toBe('lukasz');
  });
});
