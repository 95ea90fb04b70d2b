/** Texts of the Word export and its letterhead (docs/documents.md). */
export const DOCUMENT_MESSAGES = {
  word: 'Télécharger en Word',
  wordLabel: 'Télécharger la réponse en Word (.docx)',
  wordBusy: 'Préparation…',
  wordDone: 'Document téléchargé',
  wordFailed: 'Export impossible',
  letterhead: {
    title: 'En-tête des documents Word',
    intro:
      'Vos nom, profession, numéro RPPS et cabinet viennent de votre profil. L’adresse du cabinet, la ville de la ligne de date et le logo sont enregistrés uniquement dans ce navigateur.',
    address: 'Adresse du cabinet',
    addressHint: 'Telle qu’elle doit figurer sur vos documents (ce n’est pas votre adresse de facturation).',
    place: 'Ville de la ligne de date',
    placeHint: 'Ex.\u00a0: «\u00a0Metz\u00a0» donne «\u00a0Metz, le 23\u00a0novembre 2026\u00a0».',
    logo: 'Logo (facultatif)',
    logoHint: 'Image PNG ou JPEG de 300\u00a0Ko au plus.',
    logoChoose: 'Choisir une image',
    logoChange: 'Changer d’image',
    logoRemove: 'Retirer le logo',
    logoTooBig: 'Ce logo dépasse 300\u00a0Ko.',
    logoWrongType: 'Choisissez une image PNG ou JPEG.',
    logoAlt: 'Aperçu du logo',
    save: 'Enregistrer l’en-tête',
    saved: 'En-tête enregistré dans ce navigateur.',
    storageFailed: 'Ce navigateur n’a pas pu enregistrer l’en-tête (espace de stockage plein\u00a0?).',
  },
} as const;
