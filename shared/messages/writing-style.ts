/** Texts of "Mon style de rédaction" (docs/writing-style.md). */
export const WRITING_STYLE_MESSAGES = {
  title: 'Mon style de rédaction',
  intro:
    'Vos préférences de forme, ajoutées à chaque demande aux assistants\u00a0: personne et temps, vouvoiement, longueur, titres, mots à éviter… N’y mettez aucune donnée de patient.',
  textLabel: 'Consignes de style',
  textHint: (used: number, max: number) => `${used}\u00a0/\u00a0${max}\u00a0caractères`,
  placeholder: 'Ex.\u00a0: rédiger à la troisième personne, au présent\u00a0; paragraphes courts\u00a0; éviter «\u00a0déficitaire\u00a0».',
  togglesLegend: 'Options',
  save: 'Enregistrer mon style',
  saving: 'Enregistrement…',
  saved: 'Votre style de rédaction est enregistré. Il s’applique à vos prochaines demandes.',
  loading: 'Chargement de votre style…',
  tooLong: 'Votre style de rédaction dépasse 800\u00a0caractères.',
  /** The API's message for WRITING_STYLE_PII. */
  piiRefused:
    'Votre style de rédaction contient une donnée qui semble identifier une personne (nom, téléphone, adresse, e-mail, numéro…). Retirez-la puis enregistrez à nouveau\u00a0: ce texte ne doit contenir aucune donnée de patient.',
  piiFound: (kinds: string) => `Élément détecté\u00a0: ${kinds}.`,
} as const;
