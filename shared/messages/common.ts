export const COMMON_MESSAGES = {
  loading: 'Chargement...',
  validationFailed: 'Certaines informations envoyées ne sont pas valides.',
  invalidJson: 'La requête est mal formée.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Format de requête non pris en charge.',
  notFound: 'Ressource introuvable.',
  crossSite: 'Requête refusée : origine non autorisée.',
  databaseUnavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  internalError: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  network: 'Problème de connexion réseau. Vérifiez votre connexion et réessayez.',
} as const;
