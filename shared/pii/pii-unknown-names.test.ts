/**
 * Names that neither the given-name lexicon nor a context cue knows (docs/privacy/pii-guard.md, "Names", rule 8):
 * a capitalised word inside a sentence that is not a French word nor a known non-name is a name. Examples are
 * written for these tests (names of many origins, none in the lexicon), not taken from the corpus; the positive
 * ones failed before the rule.
 */
import { describe, expect, it } from 'vitest';
import { isGivenName } from './names.ts';
import { anonymise, detectPii, emptyPiiState, knownNames } from './pii-guard.ts';
import { namesIn as names, NOW } from './pii-test-support.ts';

describe('unknown names inside a sentence', () => {
  it('uses examples that the given-name lexicon does not hold', () => {
    for (const word of ['Ngozi', 'Zeynep', 'Oksana', 'Thibault', 'Nguyễn', 'Adeyemi', 'Kerhervé', 'Hrytsenko', 'Yıldırım', 'Tamatoa', 'Siosaia']) {
      // Given names the lexicon may hold (Yıldırım since its Turkish names are folded with their dotless "ı"): used with unknown surnames only or masked either way.
      if (['Thibault', 'Zeynep', 'Oksana', 'Yıldırım'].includes(word)) continue;
      expect(isGivenName(word), word).toBe(false);
    }
  });

  it('masks a capitalised word or a run of them that is not a French word, whatever its origin', () => {
    const cases: [string, string][] = [
      ['Cette semaine, la patiente évoque Ngozi Adeyemi avec émotion.', 'Ngozi Adeyemi'],
      ['Nous avons reçu Kerhervé en fin de matinée.', 'Kerhervé'],
      ['La rencontre avec Yıldırım a été reportée.', 'Yıldırım'],
      ["Il dit que Nguyễn Thị Lan l'aide pour les devoirs.", 'Nguyễn Thị Lan'],
      ['Le courrier de Hrytsenko est arrivé hier.', 'Hrytsenko'],
      ['Elle parle souvent de Tamatoa, son meilleur ami.', 'Tamatoa'],
      ['Le cahier de Siosaia est resté en classe.', 'Siosaia'],
    ];
    for (const [text, name] of cases) expect(names(text), text).toContain(name);
  });

  it('masks an unknown word opening a sentence when a verb follows it', () => {
    expect(names('Mbappé dit ne plus vouloir venir.')).toContain('Mbappé');
    expect(names('Adeyemi a refusé la séance.')).toContain('Adeyemi');
    expect(names('Séance du jour. Hrytsenko est arrivée en retard.')).toContain('Hrytsenko');
  });

  it('masks an unknown word opening a line when an age follows it', () => {
    expect(names('Tamatoa, 7 ans, est adressé pour un bilan.')).toContain('Tamatoa');
    expect(names('- Siosaia (12 ans) : troubles du sommeil')).toContain('Siosaia');
  });

  it('extends to the capitalised word opening the sentence before an unknown surname', () => {
    expect(names('Ngozi Adeyemi vient pour un bilan.')).toContain('Ngozi Adeyemi');
  });

  it('gives the role from the context, and the patient role by default', () => {
    const state = emptyPiiState();
    const text = 'Le père, Kerhervé, accompagne Tamatoa à la séance.';
    const result = anonymise(text, detectPii(text, { now: NOW, known: knownNames(state) }), state);
    expect(result.text).toContain('[PATIENT_');
    expect(result.text).not.toContain('Tamatoa');
    expect(result.text).not.toContain('Kerhervé');
  });

  it('keeps one placeholder per person across messages', () => {
    let state = emptyPiiState();
    const first = 'La séance avec Hrytsenko a duré une heure.';
    const one = anonymise(first, detectPii(first, { now: NOW, known: knownNames(state) }), state);
    state = one.state;
    const second = 'Puis Hrytsenko a pleuré.';
    const two = anonymise(second, detectPii(second, { now: NOW, known: knownNames(state) }), state);
    const placeholder = /\[PATIENT_\d+\]/.exec(one.text)?.[0];
    expect(placeholder).toBeDefined();
    expect(two.text).toContain(placeholder);
  });
});

describe('capitalised words that are not names', () => {
  it('leaves eponyms, tests, authors, French words after a colon, headings and places alone', () => {
    const lines = [
      'Passation de la figure de Rey et du Stroop ce matin.',
      'Les résultats au Wechsler sont homogènes ; le test de Corsi est dans la norme.',
      'Conclusion : Fatigue importante, Sommeil perturbé.',
      'Plan : Reprendre les séances en Septembre.',
      'Selon Winnicott, la mère suffisamment bonne…',
      'Elle est suivie au CMP de Villeurbanne depuis Janvier.',
      'Il vit à Montreuil avec sa mère.',
      'ANTÉCÉDENTS\nAucun antécédent notable.',
      'Le TDAH et le TSA ont été évoqués ; bilan WISC-V prévu.',
      'Suspicion de maladie d’Alzheimer, score MMSE à 24.',
      'Hypothèse : Trouble anxieux généralisé.',
      'Hospitalisée en 2019 pour une décompensation.',
      'Réévaluation prévue en juin ; note de 12 au subtest Similitudes.',
      'Trail Making Test et Wisconsin Card Sorting Test : lenteur.',
      'Résidence Les Glycines, près de Quimperlé.',
      'Le tribunal judiciaire de Bobigny a été saisi.',
      'Échelles : CDI de Kovacs, BADS de Wilson, Beck Youth.',
      'D’après Jerome Kagan, le tempérament est en partie inné.',
      'La famille a déménagé de Clermont-Ferrand à Aix-en-Provence.',
    ];
    for (const line of lines) expect(names(line), line).toEqual([]);
  });
});

// The classes of false alarms the fourth held-out part showed (docs/privacy/pii-guard.md); examples written for these tests.
describe('words rule 8 no longer takes for names', () => {
  const clean = (lines: string[]) => {
    for (const line of lines) expect(names(line), line).toEqual([]);
  };
  it('leaves abstract nouns by their suffix and learned prefixes alone, and folds œ', () => {
    clean(['Nous travaillons la Cognition sociale en groupe.', 'Le livre Métapsychologie est cité en supervision.', 'Elle lit Individuation et séparation, un essai.', 'Chère Consœur, je vous adresse ce compte rendu.']);
  });
  it('leaves medications alone: common ones, a word before a dose, a word after "sous" or "introduction de"', () => {
    clean(['Le Dafalgan ne calme pas la douleur.', 'Elle prend du Seroplex depuis mars.', 'Introduction de Xyloprane 5 mg le soir.', 'Toujours sous Quetiaprex, sans effet notable.']);
  });
  it('leaves apps, games, toys and fonts alone', () => {
    clean(['Il passe ses soirées sur Minecraft et Roblox.', 'Le matériel Kapla est utilisé en séance.', 'Le courrier est écrit en police Calibri.']);
  });
  it("leaves English words of a test's title, a reference and an eponym alone", () => {
    clean(['Le Montreal Cognitive Assessment est à 24/30.', "Référence : Lussier et Flessas, Neuropsychologie de l'enfant, 2018.", 'Protocole Shapiro appliqué pour la cible.']);
  });
  it('leaves a place after a station, a beach or a park alone', () => {
    clean(['Rendez-vous à la station Wagram puis à pied.', 'Souvenir de la plage de Tanguisson avec son père.']);
  });
  it('leaves shortened days and the column heads of a table alone', () => {
    clean(['[Sam. 10:02] Moi : Bien reçu, à lundi.', 'Désignation | Qté | Montant']);
  });
  it('leaves a given name that is also a common word opening a line before a preposition, or the first of a list of words, alone', () => {
    clean(['Grâce au suivi, elle dort mieux.', 'Olive, prune ou cerise : il nomme les fruits.', 'Pierre, papier, ciseaux : jeu du tour de rôle.']);
  });
  it('still masks the same given names when a cue says they are people', () => {
    expect(names('Pierre, 8 ans, vient pour un bilan.')).toContain('Pierre');
    expect(names("Rose dit qu'elle a peur du noir.")).toContain('Rose');
    expect(names('Pierre, son frère et Léa : présents.')).toEqual(expect.arrayContaining(['Pierre', 'Léa']));
  });
});

describe('words the fifth held-out part showed taken for names, by class (examples written for these tests)', () => {
  const clean = (lines: string[]) => {
    for (const line of lines) expect(names(line), line).toEqual([]);
  };
  it('leaves a town alone everywhere in a text once it was written as a place', () => {
    clean(['Domicile : 5 place du Marché, 29300 Quimperlé.\nIl sera reçu au pôle Quimperlé Nord.', 'Il fait le trajet jusqu’à Landerneau chaque semaine.', 'Sa grand-mère est arrivée de Toliara en 1990.']);
  });
  it('leaves the name of a bar, a district, an insurer, a card or a room alone', () => {
    clean(['Avocate au Barreau de Carpentras', 'Circonscription de Plouguerneau 2', 'Remboursement par la mutuelle Adelys', 'Présenter la carte Vitale', "Atelier dans l'espace Kerlouan."]);
  });
  it('leaves the authors of a test or a model alone, after its title or in brackets, and both of a pair', () => {
    clean(["L'échelle d'anxiété sociale de Liebowitz a été remplie.", 'Test des labyrinthes (Porteus) réussi.', 'Classement de cartes (version de Heaton) : 4 catégories.', "La notion d'« enfant parentifié » (Minuchin et Fishman) éclaire la séance.", 'D2 de Brickenkamp et Zillmer, rapidité normale.']);
  });
  it('leaves browsers, medications after a one-letter label or before a number of sachets, and pain scales alone', () => {
    clean(['Ouvrir le lien depuis Firefox ou Safari.', 'A : Forlax un sachet le matin.', 'EVA 7/10 au lever.']);
  });
  it('leaves a shortened day before a date, a country in brackets after a town, a repeated common word, a title and an elided word opening a sentence alone', () => {
    clean(['Ven 12/05  10:00  bilan', 'Né à Jacmel (Haïti) en 1975.', 'Pierre par pierre, il reconstruit son histoire.', 'Le Petit Nicolas a été lu en classe.', "L'entretien s'est déroulé dans le calme."]);
  });
});

describe('names the fifth held-out part showed missed (examples written for these tests)', () => {
  it('finds a surname in lower case after a title, ending like a participle or after a particle, and after an agenda time', () => {
    expect(names('rdv mme diabaté à 16h')).toContain('diabaté');
    expect(names('appel de m. da costa ce matin')).toContain('da costa');
    expect(names('10:30  m. keita — absent')).toContain('keita');
  });
  it('finds a nickname after an adverb, a given name before a surname in capitals again, and compound or signing initials', () => {
    expect(names('sa sœur l’appelle souvent « Nono » depuis toujours')).toContain('Nono');
    expect(names('Patiente : Mme Oksana KOVALENKO-DURAND\nPlus tard, Oksana souhaite reprendre le travail.').filter((name) => name === 'Oksana')).toHaveLength(1);
    expect(names('Supervision (A.-S. Morvan) en visio')).toContain('A.-S. Morvan');
    expect(names('Je vous rappelle demain. F. Kerbrat-Laurent')).toContain('F. Kerbrat-Laurent');
  });
});

describe('authors and institutions, second pass on the fifth held-out part (examples written for these tests)', () => {
  it('leaves alone the authors of family and couple therapy models, and a known author cited with a given name in the lexicon', () => {
    for (const line of ['Le génogramme selon la méthode de Bowen et le modèle de Satir.', 'La dette invisible chez Boszormenyi-Nagy, puis les cavaliers de Gottman.', 'Le patient a lu Boris Cyrulnik pendant les vacances.']) expect(names(line), line).toEqual([]);
  });
  it('ends an institution’s name at a comma followed by a clause: its subject is a person, a town is not', () => {
    expect(names('Elle enseigne au collège Jean-Moulin de Vitré, Oksana souhaite y revenir.')).toContain('Oksana');
    expect(names('Scolarisé en CM1, école élémentaire Jean-Moulin, Vitré')).toEqual([]);
  });
});

describe('initials and birth names: the heldout6 round (own examples)', () => {
  it('reads "M." after a professional title as a given name’s initial', () => {
    expect(detectPii('Signé : Dr M. Kervella, psychiatre', { now: NOW }).map((match) => `${match.role}:${match.value}`)).toEqual(['professional:M. Kervella']);
  });
  it('masks an initial and a surname filling a table cell', () => {
    expect(names('12/05\tT. Nwankwo\tséance\t60 €')).toEqual(['T. Nwankwo']);
  });
  it('extends a given-name match over an initial and a particle before it ("A. Ben Karim")', () => {
    expect(names('Maître Amel Ben Karim\navocate\nA. Ben Karim')).toEqual(['Amel Ben Karim', 'A. Ben Karim']);
  });
  it('masks a birth name after "née", in capitals or in apposition, as one person with the name before it, and leaves "née le", "née à" alone', () => {
    expect(names('Mme Solange Perrot, née ANDRIANASOLO, 78 ans')).toEqual(['Solange Perrot, née ANDRIANASOLO']);
    expect(names('Mme Gisèle Roux, née Le Bihan, vit seule.')).toEqual(['Gisèle Roux, née Le Bihan']);
    expect(names('Elle est née à Brest, née le 3 mai.')).toEqual([]);
  });
});

describe('tables, eponyms, acronyms, holidays and pronouns: the heldout7 round (own examples)', () => {
  it('reads the first row of a table whose cells are French words as its header, not as names', () => {
    expect(names('Jour\tUsager\tPrestation\tTarif\tVersé\tFinanceur\n12/05\tM. Okafor\tbilan\t60 €\toui\tmutuelle')).toEqual(['Okafor']);
    expect(names('Créneau\tAssuré\tNature\tSociété\tCommentaire')).toEqual([]);
  });
  it('takes names in a table only from a person column once the header is known', () => {
    expect(names('Créneau\tAgent\tNature\tSociété\tCommentaire\n14:00\tKOUADIO Yves\tembauche\tTransports Cardinal\tVIP')).toEqual(['KOUADIO Yves']);
  });
  it('leaves a compound whose part is an eponym, and the scales of eponyms, alone', () => {
    expect(names('Le Rey-Osterrieth montre une copie morcelée.')).toEqual([]);
    expect(names('Score de Maslach élevé, Apgar 10/10 à la naissance, démence à corps de Lewy évoquée.')).toEqual([]);
    expect(names('Leucopathie cotée Fazekas 2, atrophie hippocampique Scheltens 3.')).toEqual([]);
  });
  it('leaves an acronym joined to a word ("GEVA-Sco", "ADOS-Mod") and administrative acronyms alone', () => {
    expect(names('Le PPRE-Lecture sera proposé en janvier.')).toEqual([]);
    expect(names('Caisse de retraite : CNRACL — APA versée depuis mars.')).toEqual([]);
    expect(names('Bilan par la PsyEN EDA de secteur.')).toEqual([]);
  });
  it('leaves holidays and colloquial words of administration alone', () => {
    expect(names('La séance du lundi de Pentecôte est déplacée.')).toEqual([]);
    expect(names('Il ne veut pas que ça passe par la Sécu.')).toEqual([]);
  });
  it('does not take a stressed pronoun opening a sentence for a name', () => {
    expect(names('Elle se tait. Lui raconte son enfance à Douai.')).toEqual([]);
  });
});
