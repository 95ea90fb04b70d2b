/**
 * The publisher's legal details, shown in the terms (CGV, CGU). THE OPERATOR EDITS THIS FILE:
 * every bracketed value is a placeholder to replace before opening the service to the public.
 */
export const COMPANY_LEGAL = {
  companyName: '[Raison sociale]',
  legalForm: '[Forme juridique, ex. SAS]',
  shareCapital: '[montant] €',
  registration: 'RCS Metz [numéro]',
  siret: '[numéro SIRET]',
  vatNumber: '[numéro de TVA intracommunautaire]',
  address: '[adresse du siège], 57000 Metz, France',
  publicationDirector: '[nom du directeur de la publication]',
  host: '[nom et adresse de l’hébergeur certifié HDS]',
  dpoContact: '[adresse de contact pour les données personnelles]',
} as const;
