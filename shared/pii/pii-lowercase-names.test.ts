/**
 * Rule 9 (docs/privacy/pii-guard.md, "Names"): a known given name written in lower case, with no other cue — the
 * largest class of names the guard still sent as written. Examples written for these tests; each failed before the rule.
 */
import { describe, expect, it } from 'vitest';
import { namesIn as names, withRoles } from './pii-test-support.ts';

describe('a given name in lower case, wherever it stands', () => {
  it('masks a known given name in running text, as a subject or after a preposition', () => {
    expect(names('il parle beaucoup de lucas et de sa peur du noir')).toEqual(['lucas']);
    expect(names('noah pleure en fin de séance, difficile de le rassurer')).toEqual(['noah']);
    expect(names('bonne séance, inaya a dessiné sa maison')).toEqual(['inaya']);
    expect(names('ce matin timeo est arrivé en retard')).toEqual(['timeo']);
  });

  it('takes the surname after it when that word is no French word, with particles', () => {
    expect(names('séance difficile avec léa vasseur aujourd’hui')).toEqual(['léa vasseur']);
    expect(names('à revoir : samuel azoulay la semaine prochaine')).toEqual(['samuel azoulay']);
    expect(names('inaya ben salah ne vient plus depuis mars')).toEqual(['inaya ben salah']);
    expect(names('nathan le goff, 9 ans, en CM1')).toEqual(['nathan le goff']);
    expect(names('elle parle de ngoc anh tran, sa meilleure amie')).toEqual(['ngoc anh tran']);
  });

  it('takes the surname after a particle even when it is some French word’s form ("dos reis")', () => {
    expect(names('lina dos reis, 3e, vue à sa demande')).toEqual(['lina dos reis']);
  });

  it('adds the surname to a given name a cue found alone ("rdv karim" → "rdv karim bouaziz")', () => {
    expect(names('lun 10h30 1er rdv karim bouaziz, adressé par son médecin')).toEqual(['karim bouaziz']);
  });

  it('masks a lower-case given name after an elided article ("la maman d’enzo")', () => {
    expect(names("je suis la maman d'enzo (8 ans)")).toEqual(['enzo']);
    expect(names('le papa d’inès a appelé')).toEqual(['inès']);
  });

  it('keeps the role its context gives', () => {
    expect(withRoles('sa sœur yasmine est venue le chercher')).toEqual(['relative:yasmine']);
  });

  it('stops at French words and note abbreviations', () => {
    expect(names('noah tjrs agité en classe')).toEqual(['noah']);
    expect(names('enzo veut arrêter le foot')).toEqual(['enzo']);
  });
});

describe('what rule 9 leaves alone', () => {
  it('does not take a given name that is also a French word, alone', () => {
    for (const line of [
      'une rose rouge dessinée sur la feuille',
      'il lance une pierre sur son frère',
      'rendez-vous en mai, on verra',
      'il se marie en juin avec sa compagne',
      'ce jouet est le tien, pas le sien',
      'score max atteint au second essai',
      'il a la carte vitale sur lui',
      'au bout de l’an, on refera le point',
      'le patient s’est marié en 2019',
    ])
      expect(names(line), line).toEqual([]);
  });

  it('takes such a name with a surname after it ("pierre dufresnoy")', () => {
    expect(names('rappel de pierre dufresnoy pour un rdv')).toEqual(['pierre dufresnoy']);
  });

  it('leaves e-mail addresses and user names to their own rules: a user name is masked whole, not its given name alone', () => {
    expect(withRoles('écrire à lea.martin@exemple.fr')).toEqual(['email:lea.martin@exemple.fr']);
    expect(names('compte loulou_theo sur le jeu')).toEqual(['loulou_theo']);
  });

  it('does not read acronyms, eponyms or labels in lower case as names', () => {
    expect(names('eva à 6/10 ce matin, iban à demander')).toEqual([]);
  });
});

describe('surname first, before a known given name (rule 8)', () => {
  it('takes an unknown capitalised word opening a field with the given name after it', () => {
    expect(names('"Abergel Laurent" <secretariat@exemple.fr>')).toEqual(['Abergel Laurent']);
    expect(names('Aidant familial : Santucci Marie-Dominique, épouse')).toEqual(['Santucci Marie-Dominique']);
  });

  it('leaves a French word or an eponym before a given name out of it', () => {
    expect(names('Merci Laurent pour ton retour')).toEqual(['Laurent']);
    expect(names('Wechsler Isabelle')).toEqual(['Isabelle']);
  });
});

describe('diminutives of given names', () => {
  it('masks the pet names notes and chats use for people ("steph", "greg", "momo")', () => {
    expect(names('cc c steph la soeur de mathis')).toEqual(['steph', 'mathis']);
    expect(names('greg a fait un uno avec elle')).toEqual(['greg']);
  });

  it('leaves the child’s comfort toy alone ("son doudou")', () => {
    expect(names('il a oublié son doudou chez sa mère')).toEqual([]);
  });
});
